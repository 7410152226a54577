import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { reactRouterDevelopment } from './vite/react-router-aliases.ts';

// Under Vitest, `react-router` and `react-router/dom` resolve to different builds (CJS and ESM),
// which gives two router contexts: every error element then fails with "must be used within a
// data router". Both are pinned to the ESM development files, which share one set of chunks.

const TESTS = 'tests/**/*.test.{ts,tsx}';

/**
 * The test files that need a worker of their own (a fresh jsdom and fresh modules), as every file
 * had before: starting one costs about two seconds of CPU (jsdom, React, MUI, MSW, i18next loaded
 * again), about half of the suite's time, so the others share their workers (tests/setup-shared.ts
 * puts back what a file could leave behind). A file is isolated when it
 *   - replaces or reloads modules, or imports them itself (`vi.mock`, `vi.doMock`,
 *     `vi.resetModules`, `import(`): a module already loaded by an earlier file would not be the
 *     one it means, and its mock would stay for the next;
 *   - replaces globals (`vi.stubGlobal`, `Object.defineProperty(window, ...)`; a property of
 *     `document` or `navigator` is put back), or runs in another environment (`@vitest-environment`);
 *   - or checks what the first load of code or texts does (listed below): in a shared worker an
 *     earlier file may have loaded them already, and the test would pass without checking it.
 */
const FRESH_MODULES =
  /\bvi\.(mock|doMock|resetModules|stubGlobal)\(|\bimport\(|@vitest-environment|Object\.defineProperty\((window|globalThis)\b/;
const FIRST_LOADS = [
  // The first screen, its prefetch, and the code and texts each route or piece loads with it.
  /^tests\/app\/(after-first-screen|route-data|optional-texts|route-texts|summary-card|summary-card-late)\./,
  /^tests\/(boot|build)\//, // the page's start and the build, in the environments they run in
  /^tests\/lib\/(lazy-|load-texts\.)/, // what loads, and what failed to, is kept for the page
  /^tests\/lib\/field-data/, // the field data recorder starts once per page
  /^tests\/components\/optional-boundary\./, // a piece that failed to load stays failed
  /^tests\/api\/early-answers\./, // the landing's early requests, made once per page
];
const ISOLATED = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .map((file) => `tests/${file.split(path.sep).join('/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter(
    (file) =>
      FIRST_LOADS.some((pattern) => pattern.test(file)) || FRESH_MODULES.test(readFileSync(file, 'utf8')),
  );

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    resolve: {
      alias: reactRouterDevelopment,
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      css: false,
      // Vitest 4 runs on all cores but one unless told: on a 2-core machine that is one worker,
      // and the unit suite took twice as long as it needs to.
      maxWorkers: os.availableParallelism(),
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // A device far from the zones: every date on screen must still be Zagreb's.
      env: { TZ: 'America/New_York' },
      projects: [
        { extends: true, test: { name: 'isolated', include: ISOLATED } },
        {
          extends: true,
          test: {
            name: 'shared',
            include: [TESTS],
            exclude: ISOLATED,
            isolate: false,
            setupFiles: ['./tests/setup-shared.ts'],
          },
        },
      ],
    },
  }),
);
