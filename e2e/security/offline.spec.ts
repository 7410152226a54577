// Issue 19, offline proof, on the production build behind the shipped nginx configuration: once the
// service worker controls the page, the QR landing and the welcome page open with no network,
// saying so, without a single CSP violation (the watch of ./stack.ts); online, every visit still
// runs the page nginx sends now, and no API response is ever kept in a cache.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../a11y-support';
import { atGateway, chooseAtGateway, hourlyTicketToPayment, openPayDialog } from './flows';
import { API_ORIGIN, APP_ORIGIN, expect, test } from './stack';

/** Waits until the service worker registered after the first screen is active and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

const nonceOf = (page: Page) =>
  page.locator('meta[name="csp-nonce"]').getAttribute('content', { timeout: 10_000 });

test('the QR landing and the welcome page open offline from the cache, saying so, and the notice goes online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/?z=RI-Z1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/you are offline/i)).toBeHidden();

  await context.setOffline(true);
  for (const url of ['/?z=RI-Z1', '/welcome']) {
    const response = await page.goto(url);
    expect(response?.fromServiceWorker(), `${url} answered by the service worker`).toBe(true);
    await expect(page.getByText(/you are offline/i)).toBeVisible({ timeout: 20_000 });
    // The app itself runs: its code and texts came from the precache.
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The cached page replays the nonce of its cached policy: Emotion's styles still apply.
  expect(await nonceOf(page)).toMatch(/^[0-9a-f]{32}$/);

  // A screen never opened online: its code and texts were precached with the rest.
  await page.goto('/error?m=Offline%20check');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Offline check')).toBeVisible();
  await expect(page.getByText(/you are offline/i)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/you are offline/i)).toBeHidden({ timeout: 10_000 });
});

test('online, every visit runs the page nginx sends now (network first), with a fresh nonce', async ({
  page,
}) => {
  await page.goto('/?z=RI-Z1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  const nonces = new Set<string | null>();
  for (let visit = 0; visit < 3; visit += 1) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    nonces.add(await nonceOf(page));
  }
  expect(nonces.size, 'each visit has its own nonce, so each came from nginx').toBe(3);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});

test('no API response is kept in any cache; the precache holds the pages and the code', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(API_ORIGIN)) apiCalls.push(response.url());
  });
  await page.goto('/?z=RI-Z1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  // Another screen with data, now under the service worker's control.
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.goto('/?z=RI-Z1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(apiCalls.length, 'the pages called the API').toBeGreaterThan(0);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
  const apiPath = /\/(sms-api|payment-api|docs-api)\//;
  expect(cached.filter((url) => url.startsWith(API_ORIGIN) || apiPath.test(url))).toEqual([]);
  for (const call of apiCalls) {
    expect(await page.evaluate((url) => caches.match(url).then(Boolean), call), call).toBe(false);
  }
  const paths = cached.map((url) => new URL(url).pathname);
  expect(paths).toEqual(expect.arrayContaining(['/index.html', '/welcome', '/manifest.webmanifest']));
  expect(paths.some((p) => /^\/assets\/framework-[\w-]+\.js$/.test(p))).toBe(true);
  expect(cached.every((url) => url.startsWith(APP_ORIGIN))).toBe(true);
});

test('sw.js is revalidated on every check and carries the security headers; the manifest and icons are served', async ({
  request,
}) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  const headers = sw.headers();
  expect(headers['content-type']).toMatch(/javascript/);
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  const code = await sw.text();
  expect(code, 'one script, no code from elsewhere').not.toMatch(/importScripts|googleapis|workbox-cdn/);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const { icons, start_url, scope, display } = (await manifest.json()) as {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
    start_url: string;
    scope: string;
    display: string;
  };
  expect({ start_url, scope, display }).toEqual({ start_url: '/welcome', scope: '/', display: 'standalone' });
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toBe(icon.type);
  }
});

test('a kept ticket opens offline on the zone home with its countdown, and its invoice downloads from the phone', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await hourlyTicketToPayment(page);
  await (await openPayDialog(page)).click();
  await atGateway(page, 'worldline');
  await chooseAtGateway(page, 'Approve');
  await expect(page).toHaveURL(/\/summary\?ticket=/, { timeout: 30_000 });
  const card = page.getByRole('region', { name: /^Ticket \d+$/ });
  await expect(card).toBeVisible();
  const ticketNumber = ((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').replace(
    'Ticket ',
    '',
  );
  await card.getByRole('checkbox', { name: 'Keep this ticket on this phone' }).check();
  await expect(card.getByRole('status').filter({ hasText: 'kept on this phone' })).toBeVisible();
  // The invoice is kept on the phone with the ticket (Cache Storage, decision 017).
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('vpa-kept-invoices-v1')).keys()).length))
    .toBe(1);

  await page.goto('/?z=RI-Z1');
  await expect(page.getByRole('region', { name: 'Your tickets' })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), 'the zone home answered by the service worker').toBe(true);
  await expect(page.getByText(/you are offline/i)).toBeVisible();
  const item = page
    .getByRole('region', { name: 'Your tickets' })
    .getByRole('listitem')
    .filter({ hasText: `Ticket ${ticketNumber}` });
  await expect(item.getByText('Active')).toBeVisible();
  await expect(item.getByText(/^(\d+ h )?\d+ min left$/)).toBeVisible();
  await expect(item.getByText('ZG1234AB')).toBeVisible();
  await expectNoAxeViolations(page, 'Your tickets offline');

  const download = page.waitForEvent('download');
  await item.getByRole('button', { name: `Download invoice, ticket ${ticketNumber}` }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^Ticket_${ticketNumber}_[A-Za-z0-9]{6}\\.pdf$`));
  expect((await readFile(await pdf.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');

  await item.getByRole('button', { name: `Remove ticket ${ticketNumber}` }).click();
  await expect(page.getByRole('region', { name: 'Your tickets' })).toHaveCount(0);
  await context.setOffline(false);
});
