import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices, type LaunchOptions } from '@playwright/test';
import { SYSTEM_CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

const isCI = Boolean(process.env.CI);
// E2E_PORT lets several runs (or engineers) use their own server and build folder at once.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = port === 4173 ? 'dist-e2e' : `dist-e2e-${port}`;
const baseURL = `http://localhost:${port}`;

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
  workers: 2,
  retries: isCI ? 1 : 0,
  // A whole purchase down to the PDF on a busy 2-core machine can take more than the default 30 s.
  timeout: 60_000,
  reporter: 'list',
  outputDir: port === 4173 ? 'test-results/playwright' : `test-results/playwright-${port}`,
  use: {
    baseURL,
    acceptDownloads: true,
    trace: 'retain-on-failure',
    // A tourist's phone: every time on screen must still be the zone's (Europe/Zagreb).
    timezoneId: 'America/New_York',
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
    command: `npx vite build --mode mock --outDir ${outDir} && npx vite preview --mode mock --outDir ${outDir} --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: !isCI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
