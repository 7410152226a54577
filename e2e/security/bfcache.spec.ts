// Back from the gateway with the browser's back button, on the production build behind nginx:
// the page may come from the back/forward cache (web.dev/articles/bfcache) and must then be
// usable, never stuck on "redirecting", and must not send the payment again.
import type { Page } from '@playwright/test';
import {
  atGateway,
  chooseAtGateway,
  dailyTicketToPayment,
  hourlyTicketToPayment,
  openPayDialog,
} from './flows';
import { APP_ORIGIN, baseLaunchOptions, expect, GATEWAY_ORIGIN, test } from './stack';

// Playwright turns the back/forward cache off by default; this file's browser has it, as a phone does.
test.use({ launchOptions: { ...baseLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

function countRequests(page: Page, method: 'GET' | 'POST', path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(request.url())) seen.push(request.url());
  });
  return seen;
}

const countPosts = (page: Page, path: RegExp) => countRequests(page, 'POST', path);

/**
 * Chromium's reasons for not restoring a page that are its own decisions about its resources (its
 * cache full or flushed, a page too slow to be put in it, low memory, a renderer gone), nothing the
 * app does. Every other reason (a page sent with no-store, an unload handler, an open connection,
 * a worker claiming the cached page) is the app's, and fails the test.
 */
const BROWSER_RESOURCE_REASONS = new Set([
  'CacheFlushed',
  'CacheLimit',
  'ForegroundCacheLimit',
  'TimeoutPuttingInCache',
  'BackForwardCacheDisabledByLowMemory',
  'RendererProcessKilled',
  'RendererProcessCrashed',
]);

/** Why Chromium did not restore a page from the back/forward cache, as its DevTools protocol says. */
async function recordNotRestored(page: Page) {
  const reasons: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.backForwardCacheNotUsed', (event) => {
    for (const explanation of event.notRestoredExplanations) reasons.push(explanation.reason);
  });
  return reasons;
}

/**
 * Waits until the service worker controls the page, before the page is left. On a first visit the
 * worker activates only once it has precached the whole release, then claims the open pages
 * (clientsClaim, service-worker/sw.ts), and Chromium evicts a page claimed while it sits in the
 * back/forward cache (ServiceWorkerClaim): on a loaded machine the install outlasted the trip to
 * the gateway, and Back loaded /payment again. A phone that has been here before has its worker
 * already; a first visit's Back that loads the page again is the case of the tests above. The
 * bound is the precache of every file beside the page's own loading, on a slow machine.
 */
async function untilServiceWorkerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the service worker controls the page',
      timeout: 60_000,
    })
    .toBe(true);
}

test.describe('back from the gateway (back/forward cache)', () => {
  /** Every pageshow of the tab: where, and whether the page came from the back/forward cache. */
  async function recordPageShow(page: Page) {
    const shows: { url: string; persisted: boolean }[] = [];
    await page.exposeBinding('__vpaPageShow', (_source, url: string, persisted: boolean) =>
      shows.push({ url, persisted }),
    );
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        (window as unknown as { __vpaPageShow: (u: string, p: boolean) => void }).__vpaPageShow(
          location.href,
          event.persisted,
        );
      });
    });
    return shows;
  }

  /** Waits for /payment's pageshow after Back: the last one, since /payment was reached inside the app. */
  const paymentShown = (shows: { url: string; persisted: boolean }[]) =>
    expect.poll(() => shows.at(-1)?.url, { message: 'a pageshow on /payment' }).toBe(`${APP_ORIGIN}/payment`);

  for (const gateway of ['worldline', 'teya'] as const) {
    test(`${gateway}: no stuck redirecting screen and no second payment`, async ({ page }) => {
      const shows = await recordPageShow(page);
      const inits = countPosts(page, /init-(worldline|teya)-payment-request/);
      if (gateway === 'worldline') await hourlyTicketToPayment(page);
      else await dailyTicketToPayment(page);
      await (await openPayDialog(page)).click();
      await atGateway(page, gateway);
      expect(inits).toHaveLength(1);

      // A restore from the back/forward cache fires no load event.
      await page.goBack({ waitUntil: 'commit' });
      await expect(page).toHaveURL(`${APP_ORIGIN}/payment`);
      test
        .info()
        .annotations.push({ type: 'bfcache', description: `pageshow persisted: ${shows.at(-1)?.persisted}` });
      await expect(page.getByText('Redirecting to the payment service')).toBeHidden();
      // Nothing was sent again by coming back.
      await page.waitForTimeout(1000);
      expect(inits).toHaveLength(1);

      // The visitor can pay again, once.
      const pay = page.getByRole('dialog').getByRole('button', { name: 'Pay' });
      if (!(await pay.isVisible())) await openPayDialog(page);
      await expect(pay).toBeEnabled();
      await pay.click();
      await atGateway(page, gateway);
      expect(inits).toHaveLength(2);
    });
  }

  /**
   * Pays, goes Back from the gateway and waits for /payment to show again: whether it came from
   * the back/forward cache, and if not, Chromium's reasons.
   */
  async function backFromGateway(page: Page) {
    const shows = await recordPageShow(page);
    const notRestored = await recordNotRestored(page);
    await hourlyTicketToPayment(page);
    await untilServiceWorkerControls(page);
    await (await openPayDialog(page)).click();
    await atGateway(page, 'worldline');
    // A restore from the back/forward cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(`${APP_ORIGIN}/payment`);
    await paymentShown(shows);
    if (shows.at(-1)?.persisted) return { restored: true, reasons: [] };
    await expect
      .poll(() => notRestored.length, { message: 'Chromium says why /payment was not restored' })
      .toBeGreaterThan(0);
    return { restored: false, reasons: notRestored };
  }

  test('the restore really comes from the back/forward cache in this browser', async ({ page, context }) => {
    // A restore lost to Chromium's own resources (its cache full, a busy machine too slow to put the
    // page in it) says nothing about the app: the journey is made once more, in a new tab. A reason
    // the app controls fails at once.
    let tab = page;
    for (let attempt = 1; ; attempt++) {
      const { restored, reasons } = await backFromGateway(tab);
      if (restored) return;
      expect(
        reasons.filter((reason) => !BROWSER_RESOURCE_REASONS.has(reason)),
        `/payment not restored; reasons the app controls, of: ${reasons.join(', ')}`,
      ).toEqual([]);
      expect(attempt, `/payment not restored twice, for the browser's reasons: ${reasons.join(', ')}`).toBe(
        1,
      );
      test.info().annotations.push({ type: 'bfcache', description: `tried again: ${reasons.join(', ')}` });
      tab = await context.newPage();
    }
  });

  test('Back after a paid Worldline ticket: no second payment without the driver confirming', async ({
    page,
  }) => {
    const shows = await recordPageShow(page);
    const notRestored = await recordNotRestored(page);
    const inits = countPosts(page, /init-worldline-payment-request/);
    const estimates = countRequests(page, 'GET', /vpa-ticket-estimate/);
    await hourlyTicketToPayment(page, 'ZG7070BF');
    await untilServiceWorkerControls(page);
    await (await openPayDialog(page)).click();
    await atGateway(page, 'worldline');
    await chooseAtGateway(page, 'Approve');
    await expect(page).toHaveURL(/\/summary\?ticket=/, { timeout: 30_000 });
    await expect(page.getByText('You have successfully bought ticket no.')).toBeVisible();
    const shownNumber = page.getByText(/^\d{3,}$/).first();
    const ticketNumber = ((await shownNumber.textContent()) ?? '').trim();
    expect(ticketNumber).not.toBe('');
    expect(inits).toHaveLength(1);
    const estimatesBefore = estimates.length;

    // Back past the gateway's page (restored without a load event), to /payment restored from the
    // back/forward cache.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(new RegExp(`^${GATEWAY_ORIGIN}/mock-gateway/worldline`));
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(`${APP_ORIGIN}/payment`);
    await paymentShown(shows);
    expect(
      shows.at(-1)?.persisted,
      `restored from the back/forward cache (not: ${notRestored.join(', ')})`,
    ).toBe(true);

    // The old dialog is gone, a fresh estimate is asked for, and the paid ticket is named.
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => estimates.length).toBeGreaterThan(estimatesBefore);
    const warning = page.getByRole('alert').filter({ hasText: 'already' });
    await expect(warning).toContainText(ticketNumber);
    await expect(warning).toContainText(/\d{2}:\d{2}/);

    // Pay cannot be reached without answering the warning: Confirm waits for it.
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    expect(inits).toHaveLength(1);

    // Only the driver's explicit choice starts another payment.
    await warning.getByRole('button', { name: 'Buy another ticket' }).click();
    await (await openPayDialog(page)).click();
    await atGateway(page, 'worldline');
    expect(inits).toHaveLength(2);
  });
});
