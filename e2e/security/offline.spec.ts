// Offline proof (docs/decisions/016), on the production build behind the shipped nginx
// configuration: once the service worker controls the page, the QR landing and the welcome page
// open with no network, saying so, without a single CSP violation (the watch of ./stack.ts);
// online, every visit still runs the page nginx sends now, and no API response is ever kept in a
// cache.
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from '../a11y-support';
import { keepTicketOnPhone } from '../pocket-support';
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

// During an outage a proxy answers 502/503, or the line hangs: the kept tickets
// must still open, from the cached app, as they do with no network at all.

/**
 * The zone home under the service worker, with the kept ticket listed. Navigation preload off: the
 * browser's preload request is out of Playwright's reach, the worker's own request for the page
 * (a browser without navigation preload) is not. The worker treats both answers alike
 * (service-worker/navigation.ts; tests/service-worker/navigation.test.ts covers the preload's).
 */
async function zoneHomeUnderServiceWorker(page: Page) {
  await keepTicketOnPhone(page);
  await page.goto('/?z=RI-Z1');
  await expect(page.getByRole('region', { name: 'Your tickets' })).toBeVisible({ timeout: 20_000 });
  await waitForServiceWorker(page);
  await page.evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.disable());
}

async function expectKeptTicketFromTheCache(page: Page) {
  const item = page
    .getByRole('region', { name: 'Your tickets' })
    .getByRole('listitem')
    .filter({ hasText: 'Ticket 4242' });
  // Well within the hold of the hanging answer: the cached app came after the worker's 3 s.
  await expect(item.getByText('ZG1234AB')).toBeVisible({ timeout: 20_000 });
  await expect(item.getByText('Active')).toBeVisible();
  await expect(page.getByRole('link', { name: /Hourly ticket/ })).toBeVisible();
}

/** The app's own pages (a navigation to `/?z=`), wherever the request is made (page or worker). */
const isZoneHome = (url: URL) => url.origin === APP_ORIGIN && url.pathname === '/';

test('a navigation a proxy answers 503 during an outage gets the cached app, with the kept ticket', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await zoneHomeUnderServiceWorker(page);
  let answered = 0;
  await context.route(isZoneHome, (route) => {
    answered++;
    return route.fulfill({
      status: 503,
      contentType: 'text/html',
      body: '<!doctype html><title>503</title><h1>503 Service Temporarily Unavailable</h1>',
    });
  });

  const response = await page.reload();
  expect(answered, 'the navigation reached the (failing) server').toBeGreaterThan(0);
  expect(response?.fromServiceWorker(), 'answered by the service worker').toBe(true);
  await expectKeptTicketFromTheCache(page);
  await expect(page.getByText('503 Service Temporarily Unavailable')).toHaveCount(0);
});

test('a navigation that hangs gets the cached app after 3 s, with the kept ticket', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await zoneHomeUnderServiceWorker(page);
  const held: Route[] = [];
  await context.route(isZoneHome, (route) => {
    held.push(route); // never answered while the test runs
  });

  const response = await page.reload();
  expect(held.length, 'the navigation reached the (hanging) server').toBeGreaterThan(0);
  expect(response?.fromServiceWorker(), 'answered by the service worker').toBe(true);
  await expectKeptTicketFromTheCache(page);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
});

/**
 * The server as the browser sees it, one release later: an HTTP proxy in front of nginx for this
 * test's context only, which after `release()` answers sw.js with release 2's worker (the given
 * chunks under new names in its precache list), serves the new names and answers the old ones 404,
 * as a deployment that replaced the files does. (The browser's update check for sw.js cannot be
 * routed by Playwright; through a proxy it is a request like any other.)
 */
type ReleaseProxy = {
  url: string;
  /** Files of release 1 that a page asked the server for after the release. */
  missed: string[];
  release: (renames: Map<string, string>) => void;
  close: () => Promise<void>;
};

async function startReleaseProxy(): Promise<ReleaseProxy> {
  let renames = new Map<string, string>();
  const missed: string[] = [];
  const upstream = (
    url: URL,
    request: IncomingMessage,
    response: ServerResponse,
    rewrite?: (body: string) => string,
  ) => {
    const forward = httpRequest(url, { method: request.method, headers: request.headers }, (answer) => {
      if (!rewrite) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => {
        const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, headers);
        response.end(rewrite(body));
      });
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/');
    const path = url.pathname.slice(1);
    const oldName = [...renames].find(([, next]) => next === path)?.[0];
    if (path === 'sw.js' && renames.size) {
      // The whole file, plain: no 304 for the browser's conditional check, no gzip to rewrite.
      for (const header of ['accept-encoding', 'if-none-match', 'if-modified-since'])
        delete request.headers[header];
      upstream(url, request, response, (code) =>
        [...renames].reduce((text, [old, next]) => text.replaceAll(old, next), code),
      );
    } else if (oldName) {
      upstream(new URL(`/${oldName}`, url), request, response);
    } else if (renames.has(path)) {
      missed.push(path);
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('Not Found');
    } else upstream(url, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    missed,
    release: (next) => {
      renames = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const acrossRelease = test.extend<{ releaseProxy: ReleaseProxy }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its pattern
  releaseProxy: async ({}, use) => {
    const proxy = await startReleaseProxy();
    await use(proxy);
    await proxy.close();
  },
  // Loopback too (Chromium sends it past a proxy unless told).
  proxy: async ({ releaseProxy }, use) => use({ server: releaseProxy.url, bypass: '<-loopback>' }),
});

acrossRelease(
  'a tab left open across a release still opens its next lazy screens: the old worker keeps its files',
  async ({ page, releaseProxy }) => {
    acrossRelease.setTimeout(120_000);
    await page.goto('/?z=RI-Z1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await waitForServiceWorker(page);

    // Release 2 is deployed: the menu's and the contact page's chunks have new names, the files of
    // release 1 are gone.
    const release1 = await (await fetch(`${APP_ORIGIN}/sw.js`)).text();
    const renames = new Map<string, string>();
    for (const name of ['menu-drawer', 'contact-page']) {
      const old = new RegExp(`assets/${name}-[\\w-]+\\.js`).exec(release1)?.[0];
      if (!old) throw new Error(`no ${name} chunk in sw.js`);
      renames.set(old, old.replace(`${name}-`, `${name}-release2-`));
    }
    releaseProxy.release(renames);
    // A phone's HTTP cache is small and evicts: only the worker's precache may be counted on.
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');

    // The open tab finds release 2's worker (as on its next update check), which installs.
    const installed = await page.evaluate(
      async (next) => {
        const registration = await navigator.serviceWorker.getRegistration();
        if (!registration) throw new Error('no registration');
        const before = registration.active;
        await registration.update();
        const worker =
          registration.installing ??
          registration.waiting ??
          (registration.active === before ? null : registration.active);
        if (!worker) throw new Error('no new worker');
        await new Promise<void>((resolve) => {
          const settle = () => {
            if (worker.state !== 'installing') resolve();
          };
          worker.addEventListener('statechange', settle);
          settle();
        });
        return { state: worker.state, precached: Boolean(await caches.match(`/${next}`)) };
      },
      [...renames.values()][1],
    );
    expect(installed.precached, "release 2's files in the precache").toBe(true);

    // The old tab goes on: the menu (its own chunk) and the contact page (another) still open.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByText('This part could not be loaded.')).toHaveCount(0);
    expect(releaseProxy.missed, 'files of release 1 asked of the server').toEqual([]);
    // Release 2's worker waits until no tab runs release 1 (docs/decisions/016).
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
    ).toBe('installed');
  },
);
