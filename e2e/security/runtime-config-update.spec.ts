// A restart with another configuration reaches the phones that installed the app, as a release
// does (docs/decisions/016, deploy/README.md): the operator restarts the container with a corrected
// Teya address; the installed service worker finds a changed sw.js on its next update check, its
// successor precaches the newly rendered pages, and from then on a navigation the network fails is
// answered with the new page and its new Content-Security-Policy, never the old configuration's.
//
// The restart is the one of the app on port+3 (scripts/serve-nginx-e2e.mjs): the shipped render
// script with other variables over its web root, then nginx reloads its configuration, as the
// container's start renders and starts nginx. Its origin is its own, so no other spec's pages or
// workers see the change; the configuration is put back afterwards.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { APP_ORIGIN, expect, test } from './stack';

const PORT = Number(new URL(APP_ORIGIN).port);
/** The app on port+3 (field data off), the one restarted here. */
const ORIGIN = `http://127.0.0.1:${PORT + 3}`;
const RENDER = path.resolve(import.meta.dirname, '../../deploy/render-runtime-config.sh');
/** Another Teya page, on another origin (loopback http is allowed for test gateways). */
const OTHER_TEYA = `http://localhost:${PORT + 1}/mock-gateway/teya`;

type Stack = { nginxPid: number; offRender: Record<string, string> };
const readStack = (): Stack =>
  JSON.parse(readFileSync(path.join(os.tmpdir(), `vpa-nginx-stack-${PORT}.json`), 'utf8')) as Stack;

/**
 * What a fresh request for the app's page now gets: its Content-Security-Policy; null while nginx
 * reloads and refuses the connection (the poll asks again).
 */
const servedPolicy = async () =>
  fetch(`${ORIGIN}/contact`).then(
    (response) => response.headers.get('content-security-policy'),
    () => null,
  );

/** The container restarts with `overrides` over the stack's own variables; nginx reloads. */
async function restartWith(stack: Stack, overrides: Record<string, string>) {
  execFileSync('sh', [RENDER], { env: { ...stack.offRender, ...overrides }, stdio: 'pipe' });
  const teya = new URL(overrides.VITE_TEYA_PAYMENT_URL ?? stack.offRender.VITE_TEYA_PAYMENT_URL ?? '');
  process.kill(stack.nginxPid, 'SIGHUP');
  await expect.poll(servedPolicy, { timeout: 20_000 }).toContain(`form-action 'self' ${teya.origin};`);
}

const teyaOf = (page: Page) =>
  page
    .locator('meta[name="vpa-config"]')
    .getAttribute('content')
    .then((content) => (JSON.parse(content ?? '{}') as { teyaPaymentUrl?: string }).teyaPaymentUrl);

test('a restart with another configuration reaches an installed copy: its update, its page and policy offline', async ({
  page,
  context,
  watch,
}) => {
  test.setTimeout(180_000);
  const stack = readStack();
  const firstTeya = stack.offRender.VITE_TEYA_PAYMENT_URL;
  // The browser's own view of the registration's workers (versions, states), as a phone keeps them.
  const cdp = await context.newCDPSession(page);
  const versions = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version.status);
  });
  await cdp.send('ServiceWorker.enable');

  try {
    await page.goto(`${ORIGIN}/welcome`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
    });
    expect(await teyaOf(page)).toBe(firstTeya);
    // The browser tells CDP of the worker's state on its own schedule, after the page may have seen
    // it: waited for, not read once.
    const activated = () => [...versions].find(([, status]) => status === 'activated')?.[0];
    await expect.poll(activated, { message: 'the installed worker', timeout: 20_000 }).toBeDefined();
    const first = activated();

    await restartWith(stack, { VITE_TEYA_PAYMENT_URL: OTHER_TEYA });

    // The installed copy's next update check (a navigation, or the page's own after its first
    // screen) finds another worker, which precaches the pages as nginx renders them now.
    const precached = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) throw new Error('no registration');
      await registration.update();
      const worker = registration.installing ?? registration.waiting;
      if (!worker) throw new Error('no new worker: the update check saw no change');
      await new Promise<void>((resolve) => {
        const settle = () => {
          if (worker.state !== 'installing') resolve();
        };
        worker.addEventListener('statechange', settle);
        settle();
      });
      return worker.state;
    });
    expect(precached).toBe('installed');

    // Every tab of the old copy closed (here: the page leaves the site), the new one takes over.
    await page.goto('about:blank');
    await expect
      .poll(() => [...versions].some(([id, status]) => id !== first && status === 'activated'), {
        timeout: 30_000,
      })
      .toBe(true);

    // A navigation the network fails: the cached page is the new configuration's, with its policy.
    await context.setOffline(true);
    const response = await page.goto(`${ORIGIN}/contact`);
    expect(response?.fromServiceWorker(), 'answered by the service worker').toBe(true);
    expect(await response?.headerValue('content-security-policy')).toContain(
      `form-action 'self' ${new URL(OTHER_TEYA).origin};`,
    );
    expect(await teyaOf(page)).toBe(OTHER_TEYA);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  } finally {
    await context.setOffline(false);
    await restartWith(stack, {});
  }
  // The app on port+3 is this stack's nginx, not a foreign origin for the watch.
  const foreign = watch.foreignRequests.filter((url) => !url.startsWith(ORIGIN));
  watch.foreignRequests.splice(0, watch.foreignRequests.length, ...foreign);
});
