import os from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { reactRouterDevelopment } from './vite/react-router-aliases.ts';

// Under Vitest, `react-router` and `react-router/dom` resolve to different builds (CJS and ESM),
// which gives two router contexts: every error element then fails with "must be used within a
// data router". Both are pinned to the ESM development files, which share one set of chunks.

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    resolve: {
      alias: reactRouterDevelopment,
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
