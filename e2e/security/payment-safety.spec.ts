// Payment safety on the production build behind nginx: one payment per intent, one finalize per
// request, a usable page after the back button, summaries that work from their address alone,
// and order polling that pauses, stops and gives up.
import type { Browser, Page } from '@playwright/test';
import {
  atGateway,
  chooseAtGateway,
  dailyTicketToPayment,
  hourlyTicketToPayment,
  lookUpFine,
  openPayDialog,
  payableTeyaFine,
} from './flows';
import { API_ORIGIN, APP_ORIGIN, expect, GATEWAY_ORIGIN, resetMockApi, test } from './stack';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/languages';
import { holdRequests } from '../held-requests';

function countPosts(page: Page, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Five taps as fast as a thumb (touch events at the button's centre, no waiting in between). */
async function tapFiveTimes(page: Page, name: string | RegExp) {
  const box = await page.getByRole('button', { name }).boundingBox();
  if (!box) throw new Error(`no button ${String(name)}`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  for (let i = 0; i < 5; i++) {
    await page.touchscreen.tap(x, y);
  }
}

// The payment's call is held until all five taps are in, so that they land while it is under way,
// however slow the machine (a fixed delay let a loaded machine tap on after the page had left, and
// a tap sent to a page being swapped out can stall).
test.describe('five fast taps on Pay start exactly one payment', () => {
  test('ticket, Worldline', async ({ page }) => {
    const posts = countPosts(page, /init-worldline-payment-request/);
    const { release } = await holdRequests(page, /init-worldline-payment-request/);
    await hourlyTicketToPayment(page);
    await openPayDialog(page);
    await tapFiveTimes(page, 'Pay');
    release();
    await atGateway(page, 'worldline');
    expect(posts).toHaveLength(1);
  });

  test('ticket, Teya', async ({ page }) => {
    const posts = countPosts(page, /init-teya-payment-request/);
    const formPosts = countPosts(page, /\/mock-gateway\/teya/);
    const { release } = await holdRequests(page, /init-teya-payment-request/);
    await dailyTicketToPayment(page);
    await openPayDialog(page);
    await tapFiveTimes(page, 'Pay');
    release();
    await atGateway(page, 'teya');
    expect(posts).toHaveLength(1);
    expect(formPosts).toHaveLength(1);
  });

  test('fine, Worldline', async ({ page }) => {
    const posts = countPosts(page, /init-worldline-fine-payment-request/);
    const { release } = await holdRequests(page, /init-worldline-fine-payment-request/);
    await lookUpFine(page, /rijeka/i, '999999', 'RI9999HH');
    await tapFiveTimes(page, /^Pay/);
    release();
    await atGateway(page, 'worldline');
    expect(posts).toHaveLength(1);
  });

  test('fine, Teya', async ({ page }) => {
    await payableTeyaFine(page);
    const posts = countPosts(page, /init-teya-fine-payment-request/);
    const formPosts = countPosts(page, /\/mock-gateway\/teya/);
    // Answered here too, since another test may have paid the fine on the shared server.
    const { release } = await holdRequests(page, /init-teya-fine-payment-request/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({
          merchantId: '9256684',
          paymentGatewayId: '7',
          checkHash: 'stand-in',
          orderId: 'vpa1.five-taps',
          currency: 'EUR',
          language: 'EN',
          returnUrlSuccess: `${APP_ORIGIN}/fine-summary?order=vpa1.five-taps`,
          returnUrlSuccessServer: `${API_ORIGIN}/payment-api/teya/notify`,
          amount: '30.00',
          items: [
            { itemDescription: 'Fine 654321', itemCount: 1, itemUnitAmount: '30.00', itemAmount: '30.00' },
          ],
        }),
      }),
    );
    await page.goto('/parking-fine-details?cid=3&nr=654321&lp=PU555CD');
    await expect(page.getByRole('button', { name: /^Pay/ })).toBeEnabled({ timeout: 30_000 });
    await tapFiveTimes(page, /^Pay/);
    release();
    await atGateway(page, 'teya');
    expect(posts).toHaveLength(1);
    expect(formPosts).toHaveLength(1);
  });

  test('the Confirm button opens one dialog however often it is tapped', async ({ page }) => {
    await hourlyTicketToPayment(page);
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 30_000 });
    await tapFiveTimes(page, 'Confirm');
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });
});

test.describe('finalize', () => {
  test('runs once per request, also when the return address is opened again or reloaded', async ({
    page,
  }) => {
    const finalizeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/finalize-worldline-payment')) finalizeCalls.push(request.url());
    });
    await hourlyTicketToPayment(page);
    await (await openPayDialog(page)).click();
    await atGateway(page, 'worldline');
    const returnUrl = new URL(page.url()).searchParams.get('return') ?? '';
    await chooseAtGateway(page, 'Approve');
    await expect(page).toHaveURL(/\/summary\?ticket=/, { timeout: 30_000 });
    const summaryUrl = page.url();
    expect(finalizeCalls).toHaveLength(1);

    // The history entry was replaced: back leaves the app instead of finalizing again.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/payment-processing/);
    // The return address opened again in the same tab, and reloaded.
    await page.goto(returnUrl);
    await expect(page).toHaveURL(summaryUrl);
    await page.goto(returnUrl);
    await page.reload();
    await expect(page).toHaveURL(summaryUrl);
    await expect(page.getByText('You have successfully bought ticket no.')).toBeVisible();
    expect(finalizeCalls).toHaveLength(1);
  });

  test('a reload while finalize is under way ends on a result, never a spinner', async ({ page }) => {
    await hourlyTicketToPayment(page);
    await (await openPayDialog(page)).click();
    await atGateway(page, 'worldline');
    // The server finalizes the first call at once; its answer is slow to come back.
    let finalized: () => void = () => undefined;
    const serverFinalized = new Promise<void>((resolve) => (finalized = resolve));
    let reloaded: () => void = () => undefined;
    const afterReload = new Promise<void>((resolve) => (reloaded = resolve));
    let calls = 0;
    await page.route(/finalize-worldline-payment/, async (route) => {
      // Only the first answer is held back, until the page has been reloaded (its tab no longer
      // waits for it); the call after the reload goes to the server as is.
      if (++calls > 1) return route.continue();
      const response = await route.fetch();
      finalized();
      await afterReload;
      await route.fulfill({ response }).catch(() => undefined);
    });
    await chooseAtGateway(page, 'Approve');
    await page.waitForURL(/\/payment-processing\?requestid=/);
    await serverFinalized;
    // The route stays: unrouting would let the held request go on to the server meanwhile.
    await page.reload();
    reloaded();
    // The first answer was lost with the reload; the server answers the second with 409. This tab
    // had started that finalize, so the driver learns the ticket is active under the plate.
    await expect(page.getByText('Payment already processed')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/Licence plate: [A-Z0-9]+, zone: /)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home page' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment-processing\?requestid=/);
  });
});

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  await context.addInitScript((key) => localStorage.setItem(key, 'en'), LANGUAGE_STORAGE_KEY);
  return { context, page: await context.newPage() };
}

test.describe('summaries from their address alone (a bank app may open another browser)', () => {
  test('ticket summary after Worldline', async ({ page, browser }) => {
    await hourlyTicketToPayment(page);
    await (await openPayDialog(page)).click();
    await atGateway(page, 'worldline');
    await chooseAtGateway(page, 'Approve');
    await expect(page).toHaveURL(/\/summary\?ticket=/, { timeout: 30_000 });

    const fresh = await freshPage(browser);
    await fresh.page.goto(page.url());
    await expect(fresh.page.getByText('You have successfully bought ticket no.')).toBeVisible();
    await expect(fresh.page.getByRole('link', { name: 'Home page' }).last()).toHaveAttribute(
      'href',
      '/welcome',
    );
    expect(await fresh.context.cookies()).toEqual([]);
    await fresh.context.close();
  });

  test('the Worldline return address in a fresh browser finalizes there', async ({ page, browser }) => {
    await hourlyTicketToPayment(page);
    await (await openPayDialog(page)).click();
    await atGateway(page, 'worldline');
    const returnUrl = new URL(page.url()).searchParams.get('return') ?? '';
    const fresh = await freshPage(browser);
    await fresh.page.goto(returnUrl);
    await expect(fresh.page.getByText('You have successfully bought ticket no.')).toBeVisible({
      timeout: 30_000,
    });
    await fresh.context.close();
  });

  test('ticket summary after Teya, returned by POST from another site', async ({ page, browser }) => {
    await dailyTicketToPayment(page);
    await (await openPayDialog(page)).click();
    await atGateway(page, 'teya');
    const orderId = (await page.getByText('Order id:').innerText()).replace('Order id:', '').trim();
    const returnUrl = `${APP_ORIGIN}/ticket-summary?order=${encodeURIComponent(orderId)}`;

    const fresh = await freshPage(browser);
    // A cross-site form POST to the return address, as the gateway does.
    await fresh.page.goto(`${API_ORIGIN}/__mock/health`);
    await fresh.page.evaluate((action) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = action;
      const field = document.createElement('input');
      field.name = 'status';
      field.value = 'OK';
      form.appendChild(field);
      document.body.appendChild(form);
      form.submit();
    }, returnUrl);
    await fresh.page.waitForURL(returnUrl);
    await expect(fresh.page.getByText('You have successfully bought ticket no.')).toBeVisible({
      timeout: 20_000,
    });
    await fresh.context.close();
  });

  test('fine summary after Worldline', async ({ page, browser }) => {
    await resetMockApi(page);
    await lookUpFine(page, /rijeka/i, '999999', 'RI9999HH');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await atGateway(page, 'worldline');
    const returnUrl = new URL(page.url()).searchParams.get('return') ?? '';
    await chooseAtGateway(page, 'Approve');
    await expect(page.getByText('The parking fine has been paid successfully.')).toBeVisible({
      timeout: 20_000,
    });

    const fresh = await freshPage(browser);
    await fresh.page.goto(returnUrl);
    await expect(fresh.page.getByText('The parking fine has been paid successfully.')).toBeVisible({
      timeout: 20_000,
    });
    await fresh.context.close();
    await resetMockApi(page);
  });
});

test.describe('order polling', () => {
  const PENDING = { transactionStatus: 'P', invoiceId: null, ticketNumber: null, validTo: null };

  async function answerPending(page: Page) {
    const calls: number[] = [];
    await page.route(/vpa-ticket-summary/, (route) => {
      calls.push(Date.now());
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify(PENDING),
      });
    });
    return calls;
  }

  async function setHidden(page: Page, hidden: boolean) {
    await page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (value ? 'hidden' : 'visible'),
      });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, hidden);
  }

  test('pauses while the page is hidden and stops when the page is left', async ({ page }) => {
    // The page's clock runs the 5 s polling; real time only carries the calls.
    await page.clock.install();
    const calls = await answerPending(page);
    /** Moves the page's clock by `ms`, in steps shorter than one polling interval. */
    const pageTimePasses = async (ms: number) => {
      for (let passed = 0; passed < ms; passed += 2000) {
        await page.clock.fastForward(2000);
        await page.waitForTimeout(100);
      }
    };
    const pollsSeen = async () => {
      await page.clock.fastForward(1000);
      return calls.length;
    };
    await page.goto('/ticket-summary?order=vpa-order-pending');
    await expect.poll(pollsSeen, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);

    await setHidden(page, true);
    const whileHidden = calls.length;
    await pageTimePasses(12_000);
    expect(calls.length - whileHidden, 'polls while hidden').toBeLessThanOrEqual(1);

    await setHidden(page, false);
    await expect.poll(pollsSeen, { timeout: 20_000 }).toBeGreaterThan(whileHidden);

    // Left inside the app (no page load), through the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu
      .getByRole('link', { name: 'Home page' })
      .or(menu.getByRole('button', { name: 'Home page' }))
      .click();
    await page.waitForURL(/\/welcome/);
    const whenLeft = calls.length;
    await pageTimePasses(12_000);
    expect(calls.length).toBe(whenLeft);
  });

  test('gives up after ten minutes with the order reference and a way to check again', async ({ page }) => {
    await page.clock.install();
    const calls = await answerPending(page);
    await page.goto('/ticket-summary?order=vpa-order-pending');
    await expect.poll(() => calls.length).toBeGreaterThanOrEqual(1);
    await page.clock.runFor(10 * 60_000);
    await expect(page.getByText('vpa-order-pending')).toBeVisible();
    const checkAgain = page.getByRole('button', { name: /check again/i });
    await expect(checkAgain).toBeVisible();
    const before = calls.length;
    await checkAgain.click();
    await expect.poll(() => calls.length).toBe(before + 1);
  });

  test('fine summary gives up after ten minutes too', async ({ page }) => {
    await page.clock.install();
    let calls = 0;
    await page.route(/vpa-fine-summary/, (route) => {
      calls++;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ transactionStatus: 'P', invoiceId: null, invoiceNumber: null }),
      });
    });
    await page.goto('/fine-summary?order=vpa-fine-pending');
    // The page polls, so its ten-minute timer runs.
    await expect.poll(() => calls).toBeGreaterThanOrEqual(1);
    await page.clock.runFor(10 * 60_000);
    await expect(page.getByText('vpa-fine-pending')).toBeVisible();
    await expect(page.getByRole('button', { name: /check again/i })).toBeVisible();
  });
});

test('the gateway stand-in is really another origin than the app', () => {
  expect(new URL(GATEWAY_ORIGIN).origin).not.toBe(APP_ORIGIN);
});
