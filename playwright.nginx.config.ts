// The suite against the production build behind real nginx with the shipped deploy/ configuration
// (scripts/serve-nginx-e2e.mjs starts nginx, the stand-in gateways and the mock API on local ports).
//   npx playwright test -c playwright.nginx.config.ts        (E2E_NGINX_PORT, default 4192, uses +1 and +2)
import { defineConfig, devices } from '@playwright/test';
import base, { TIMEOUTS, WORKERS } from './playwright.config.ts';

const isCI = Boolean(process.env.CI);
const port = Number(process.env.E2E_NGINX_PORT ?? 4192);
// Read by the specs (e2e/security/stack.ts); workers inherit the runner's environment.
process.env.E2E_NGINX_PORT = String(port);

export default defineConfig({
  testDir: 'e2e',
  testMatch: ['security/**/*.spec.ts', 'faults.spec.ts'],
  fullyParallel: true,
  forbidOnly: isCI,
  workers: WORKERS,
  retries: isCI ? 1 : 0,
  reporter: 'list',
  timeout: TIMEOUTS.test,
  expect: { timeout: TIMEOUTS.expect },
  outputDir: `test-results/playwright-nginx-${port}`,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    actionTimeout: TIMEOUTS.action,
    navigationTimeout: TIMEOUTS.navigation,
    // Recording a trace costs every test CPU time: CI records one on the retry of a failed test.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    timezoneId: base.use?.timezoneId,
    locale: base.use?.locale,
    launchOptions: base.use?.launchOptions,
  },
  projects: [{ name: 'nginx-mobile-chromium', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    command: `node scripts/serve-nginx-e2e.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/welcome`,
    // Never someone else's server: the suite tests this configuration.
    reuseExistingServer: false,
    timeout: 300_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
