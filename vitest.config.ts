import os from 'node:os';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Under Vitest, `react-router` and `react-router/dom` resolve to different builds (CJS and ESM),
// which gives two router contexts: every error element then fails with "must be used within a
// data router". Pin both to the ESM development files, which share one set of chunks.
const reactRouterDist = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/development');

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: `${reactRouterDist}/index.mjs` },
        { find: /^react-router\/dom$/, replacement: `${reactRouterDist}/dom-export.mjs` },
      ],
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      css: false,
      // Vitest 4 runs on all cores but one unless told: on a 2-core machine that is one worker,
      // and the unit suite took twice as long as it needs to.
      maxWorkers: os.availableParallelism(),
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // A device far from the zones: every date on screen must still be Zagreb's.
      env: { TZ: 'America/New_York' },
    },
  }),
);
