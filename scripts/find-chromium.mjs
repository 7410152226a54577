// @ts-check
// Prints the Chromium the e2e tests will use (Playwright's own, else the system one); exit 1 when there is none.
// Mirrors the choice in playwright.config.ts; .ci/run uses it to decide whether to install Debian's chromium.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function bundledPath() {
  try {
    return chromium.executablePath();
  } catch {
    return null;
  }
}

const bundled = bundledPath();
const found = [bundled, systemChromium].find((file) => file && existsSync(file));
if (found) console.log(found);
else {
  console.error(`No Chromium: neither Playwright's (${bundled ?? 'unknown'}) nor ${systemChromium}.`);
  process.exitCode = 1;
}
