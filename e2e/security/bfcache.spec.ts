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

test.describe('back from the gateway (back/forward cache)', () => {
  async function recordPageShow(page: Page) {
    const shows: boolean[] = [];
    await page.exposeBinding('__vpaPageShow', (_source, persisted: boolean) => shows.push(persisted));
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        (window as unknown as { __vpaPageShow: (p: boolean) => void }).__vpaPageShow(event.persisted);
      });
    });
    return shows;
  }

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
      test.info().annotations.push({ type: 'bfcache', description: `pageshow persisted: ${shows.at(-1)}` });
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

  test('the restore really comes from the back/forward cache in this browser', async ({ page }) => {
    const shows = await recordPageShow(page);
    await hourlyTicketToPayment(page);
    await (await openPayDialog(page)).click();
    await atGateway(page, 'worldline');
    // A restore from the back/forward cache fires no load event.
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(`${APP_ORIGIN}/payment`);
    await expect.poll(() => shows.at(-1)).toBe(true);
  });

  test('Back after a paid Worldline ticket: no second payment without the driver confirming', async ({
    page,
  }) => {
    const shows = await recordPageShow(page);
    const inits = countPosts(page, /init-worldline-payment-request/);
    const estimates = countRequests(page, 'GET', /vpa-ticket-estimate/);
    await hourlyTicketToPayment(page, 'ZG7070BF');
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
    await expect.poll(() => shows.at(-1)).toBe(true);

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
