import { existsSync } from 'node:fs';
import os from 'node:os';
import { chromium, defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { SYSTEM_CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

const isCI = Boolean(process.env.CI);
// E2E_PORT lets several runs (or engineers) use their own server and build folder at once.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = port === 4173 ? 'dist-e2e' : `dist-e2e-${port}`;
const baseURL = `http://localhost:${port}`;
// A ready mock build (`npm test` builds it once, scripts/test-all.mjs); otherwise the web server
// builds one of its own.
const mockDist = process.env.E2E_MOCK_DIST;

/**
 * One worker per core, at most two: each runs a Chromium, beside the servers of its suite. On a
 * busy 2-core machine the tests wait on conditions, never on the clock, so they hold at any speed.
 */
export const WORKERS = Number(process.env.E2E_WORKERS) || Math.min(2, os.availableParallelism());

/**
 * Timeouts sized for a loaded 2-core machine: a starved CPU may take many seconds to build a page
 * that takes a few hundred milliseconds on a developer's laptop. Tests wait on conditions, so
 * these only bound how long a real failure takes to report.
 */
export const TIMEOUTS = {
  test: 120_000,
  expect: 20_000,
  action: 30_000,
  navigation: 60_000,
};

// Playwright's own Chromium where it is installed (a developer machine after `npx playwright install`);
// otherwise the system one (CI here cannot download browsers and installs Debian's chromium).
const SYSTEM_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasBundledChromium(): boolean {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

const launchOptions: LaunchOptions = hasBundledChromium()
  ? {}
  : {
      executablePath: SYSTEM_CHROMIUM,
      args: SYSTEM_CHROMIUM_FLAGS,
    };

export default defineConfig({
  testDir: 'e2e',
  // These need the production build behind nginx: playwright.nginx.config.ts runs them.
  testIgnore: ['security/**', 'faults.spec.ts'],
  fullyParallel: true,
  forbidOnly: isCI,
  workers: WORKERS,
  // A safety net only: scripts/test-all.mjs counts and names every test that needed it.
  retries: isCI ? 1 : 0,
  timeout: TIMEOUTS.test,
  expect: { timeout: TIMEOUTS.expect },
  reporter: 'list',
  outputDir: port === 4173 ? 'test-results/playwright' : `test-results/playwright-${port}`,
  use: {
    baseURL,
    acceptDownloads: true,
    actionTimeout: TIMEOUTS.action,
    navigationTimeout: TIMEOUTS.navigation,
    // Recording a trace costs every test CPU time: CI records one on the retry of a failed test.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    // A tourist's phone: every time on screen must still be the zone's (Europe/Zagreb).
    timezoneId: 'America/New_York',
    // A Croatian phone unless a test says otherwise: a first visit reads the browser's language
    // (docs/decisions/022), and most journeys expect the spec's default.
    locale: 'hr-HR',
    launchOptions,
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
  ],
  webServer: {
    // The production build in mock mode: the same bundle users get, with the mock backend.
    command: [
      mockDist ? null : `npx vite build --mode mock --outDir ${outDir}`,
      `npx vite preview --mode mock --outDir ${mockDist ?? outDir} --port ${port} --strictPort`,
    ]
      .filter(Boolean)
      .join(' && '),
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
