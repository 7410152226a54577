import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y-support';
import { expect, test, type AppHelpers } from './fixtures';

// Ticket purchases end to end on a phone, through the ticket input pages, the stand-in gateways
// of the mock backend and back.
const TICKET_PDF = /^Ticket_.+_[A-Za-z0-9]{6}\.pdf$/;
const DATE_TIME = /\d{2}\. \d{2}\. \d{4}\. \d{2}:\d{2}/;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function downloadInvoice(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const download = await downloading;
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 4).toString('latin1') };
}

/** Zone home -> ticket tile -> plate (and duration) -> Continue, as a visitor does it. */
async function chooseTicket(page: Page, tile: RegExp, plate: string, duration?: string) {
  await page.getByRole('link', { name: tile }).click();
  const plateField = page.getByRole('textbox', { name: /Licence plate/ });
  await expect(plateField).toBeEnabled();
  if (duration) await page.getByRole('combobox', { name: /Duration/ }).selectOption({ label: duration });
  await plateField.pressSequentially(plate);
  const bar = page.getByRole('group', { name: 'Price and next step' });
  await expect(bar.getByText(/\d+,\d{2}\s€/)).toBeVisible();
  await bar.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment$/);
}

/** /payment -> Confirm -> Pay; returns when the browser has reached the stand-in gateway. */
async function confirmAndPay(page: Page, gateway: 'worldline' | 'teya') {
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  const dialog = page.getByRole('dialog', { name: 'Important message' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('figure', { name: 'Example of the screen after a successful purchase' }),
  ).toContainText('You have successfully bought ticket no.');
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/mock-gateway/${gateway}\\?`));
}

test('an hourly ticket paid through Worldline, down to the downloaded invoice', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1');
  await chooseTicket(page, /Hourly ticket/, 'ri123ab', '2h');

  await expect(page.getByRole('heading', { level: 1, name: 'Ticket payment' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Ticket details' });
  await expect(details).toContainText('RI123AB');
  await expect(details).toContainText('Zona 1');
  await expect(details).toContainText('2h');
  await expect(details).toContainText('3,20 €');
  await expect(details).toContainText(DATE_TIME);
  await expectNoAxeViolations(page, { within: 'main' });
  await expectNoHorizontalScroll(page);

  await confirmAndPay(page, 'worldline');
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/summary\?ticket=T-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase successful' })).toBeVisible();
  await expect(page.getByText('You have successfully bought ticket no.')).toBeVisible();
  await expect(page.getByText('The ticket is valid until')).toContainText(
    /\d{2}\. \d{2}\. \d{4}\. \d{2}:\d{2} h/,
  );
  await expectNoAxeViolations(page, { within: 'main' });

  const { name, head } = await downloadInvoice(page);
  expect(name).toMatch(TICKET_PDF);
  expect(head).toBe('%PDF');

  // The processing page was replaced: Back does not finalize again.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/payment-processing/);

  await page.goto('/summary?ticket=T-1000');
  await page.getByRole('link', { name: 'Home page' }).click();
  await expect(page).toHaveURL(/\/\?z=RI-Z1$/);
});

/** At the stand-in Worldline page: Approve; returns the number of the ticket the summary shows. */
async function approveAndReadTicket(tab: Page) {
  await tab.getByRole('button', { name: 'Approve' }).click();
  await expect(tab.getByText('You have successfully bought ticket no.')).toBeVisible();
  const ticketNumber = (
    (await tab
      .getByText(/^\d{3,}$/)
      .first()
      .textContent()) ?? ''
  ).trim();
  expect(ticketNumber).not.toBe('');
  return ticketNumber;
}

/** The first tab: RI-Z1's landing, a 2-hour ticket for RI123AB, on its payment page. */
async function toPayment(page: Page, app: AppHelpers) {
  await app.gotoWithLang('/?z=RI-Z1');
  await chooseTicket(page, /Hourly ticket/, 'ri123ab', '2h');
}

/** The first tab on the stand-in Worldline page for RI123AB; returns a second tab, still empty. */
async function atTheBankWithAnotherTab(page: Page, app: AppHelpers, context: BrowserContext) {
  await toPayment(page, app);
  await confirmAndPay(page, 'worldline');
  return context.newPage();
}

/** The sticker scanned again: a second tab, with a session of its own, pays for RI123AB. */
async function paidInAnotherTab(context: BrowserContext) {
  const other = await context.newPage();
  await other.goto('/?z=RI-Z1');
  await expect(other.locator('.vpa-prerendered')).toHaveCount(0);
  await chooseTicket(other, /Hourly ticket/, 'RI123AB', '2h');
  await confirmAndPay(other, 'worldline');
  return { other, ticketNumber: await approveAndReadTicket(other) };
}

/** The payment inits `tab` sends from now on. */
function paymentInits(tab: Page) {
  const inits: string[] = [];
  tab.on('request', (request) => {
    if (/init-\w+-payment-request/.test(request.url())) inits.push(request.url());
  });
  return inits;
}

/** `/payment` in `tab` names the ticket for RI123AB, and waits for the driver's answer. */
async function expectNamed(tab: Page, ticketNumber: string) {
  const warning = tab.getByRole('alert').filter({ hasText: 'You already have a valid ticket' });
  await expect(warning).toContainText(`Ticket no. ${ticketNumber} for RI123AB in this zone`);
  await expect(tab.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expect(tab).toHaveURL(/\/payment$/);
  return warning;
}

test('a ticket paid in another tab is named before this tab pays for it again', async ({
  page,
  app,
  context,
}) => {
  await toPayment(page, app);
  const { other, ticketNumber } = await paidInAnotherTab(context);
  await other.close();

  // Back in the first tab, still on its payment page: the ticket is named, and nothing is paid
  // until the driver says so.
  const inits = paymentInits(page);
  await page.bringToFront();
  const warning = await expectNamed(page, ticketNumber);
  expect(inits).toEqual([]);

  await warning.getByRole('button', { name: 'Buy another ticket' }).click();
  await confirmAndPay(page, 'worldline');
  expect(inits).toHaveLength(1);
});

test('a ticket paid in a tab closed since is named in a tab opened later, without its number', async ({
  page,
  app,
  context,
}) => {
  // The driver's language, in the phone's storage for every tab.
  await app.gotoWithLang('/welcome');
  const { other } = await paidInAnotherTab(context);
  await other.close();

  // The sticker scanned again later: no open tab can tell, the mark the payment left does.
  await toPayment(page, app);
  const warning = page.getByRole('alert').filter({ hasText: 'You already have a valid ticket' });
  await expect(warning).toContainText('A ticket for RI123AB in this zone is paid and valid until');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
});

test('a tab reloaded or opened after the other paid asks it, and names the ticket', async ({
  page,
  app,
  context,
}) => {
  await toPayment(page, app);
  // The second tab stays open on its summary.
  const { ticketNumber } = await paidInAnotherTab(context);

  // The first tab was reloaded meanwhile: it heard nothing, and asks the open tabs when it starts.
  await page.bringToFront();
  await page.reload();
  await expectNamed(page, ticketNumber);

  // A third tab, opened after the payment: the same.
  const third = await context.newPage();
  await third.goto('/?z=RI-Z1');
  await chooseTicket(third, /Hourly ticket/, 'RI 123-AB', '2h');
  await expectNamed(third, ticketNumber);
});

test("the bank's return opened in a new tab: a tab opened since and Back on the bank's page name the ticket", async ({
  page,
  app,
  context,
}) => {
  const other = await atTheBankWithAnotherTab(page, app, context);

  // The bank's app opens the return in a new tab: the payment is approved and shown there.
  await other.goto(page.url());
  const ticketNumber = await approveAndReadTicket(other);
  await expect(other).toHaveURL(/\/summary\?ticket=/);
  // Reloaded there before the driver goes back: what it finalized is still known.
  await other.reload();
  await expect(other.getByText('You have successfully bought ticket no.')).toBeVisible();

  // The sticker scanned again meanwhile: the checkout the first tab took to the bank is paid, not
  // under way, although that tab has not been back since.
  const third = await context.newPage();
  await third.goto('/?z=RI-Z1');
  await chooseTicket(third, /Hourly ticket/, 'RI 123 AB', '1h');
  const paid = third.getByRole('alert').filter({ hasText: 'You already have a valid ticket' });
  await expect(paid).toContainText('A ticket for RI123AB in this zone is paid and valid until');
  await expect(third.getByText('A payment may still be under way')).toHaveCount(0);
  await third.close();

  // The driver goes back to the tab left on the bank's page, and Back from there.
  const inits = paymentInits(page);
  await page.bringToFront();
  await page.goBack();
  await expectNamed(page, ticketNumber);
  expect(inits).toEqual([]);

  // Marked paid in this tab's own purchase: still named once the other tab is gone.
  await other.close();
  await page.reload();
  await expectNamed(page, ticketNumber);
  expect(inits).toEqual([]);
});

test("a payment another tab took to the bank's page is named before this tab pays again", async ({
  page,
  app,
  context,
}) => {
  // The first tab is on the bank's page, where the app runs nothing. The sticker scanned again: a
  // second tab, with its own session, for the same plate.
  const other = await atTheBankWithAnotherTab(page, app, context);
  const inits = paymentInits(other);
  await other.goto('/?z=RI-Z1');
  await chooseTicket(other, /Hourly ticket/, 'RI 123 AB', '1h');
  const warning = other.getByRole('alert').filter({ hasText: 'A payment may still be under way' });
  await expect(warning).toContainText('A payment for RI123AB in this zone was started at');
  await expect(other.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expectNoAxeViolations(other);

  // Back from the bank's page in the first tab: that payment is no longer under way, and the
  // second tab's warning goes without a tap.
  await page.bringToFront();
  await page.goBack();
  await expect(page).toHaveURL(/\/payment$/);
  await other.bringToFront();
  await expect(warning).toBeHidden();
  await expect(other.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  expect(inits).toEqual([]);
});

test('a daily ticket paid through Teya, through the polled summary', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z3');
  await chooseTicket(page, /Daily ticket/, 'zg42xy');
  await expect(page.getByRole('region', { name: 'Ticket details' })).toContainText('8,00 €');

  await confirmAndPay(page, 'teya');
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/ticket-summary\?order=/);
  await expect(page.getByText('Processing payment and ticket…')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase successful' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Thank you for your purchase!')).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });
  await expectNoHorizontalScroll(page);

  const { name, head } = await downloadInvoice(page);
  expect(name).toMatch(TICKET_PDF);
  expect(head).toBe('%PDF');
  await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/?z=RI-Z3');
});

test('a declined Worldline payment shows the translated error', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1', 'hr');
  await page.getByRole('link', { name: /Satna karta/ }).click();
  const plateField = page.getByRole('textbox', { name: /Registarska oznaka/ });
  await expect(plateField).toBeEnabled();
  await plateField.pressSequentially('ri123ab');
  await page.getByRole('button', { name: 'Nastavi' }).click();
  await expect(page).toHaveURL(/\/payment$/);

  const confirm = page.getByRole('button', { name: 'Potvrdi' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await page.getByRole('dialog', { name: 'Važna obavijest' }).getByRole('button', { name: 'Plati' }).click();
  await expect(page).toHaveURL(/\/mock-gateway\/worldline\?/);
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/payment-processing-error\?status=401&message=Transaction/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pogreška pri obradi plaćanja' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Transakcija je odbijena.');
  await expectNoAxeViolations(page, { within: 'main' });
  await page.getByRole('link', { name: 'Početna stranica' }).click();
  await expect(page).toHaveURL(/\/\?z=RI-Z1$/);
});

// Two daily tickets bought in one tab end at the same minute; each summary shows
// the plate its own order paid for, also when the first one is opened again.
test('two daily tickets in one tab through Teya: each summary shows its own plate', async ({ page, app }) => {
  test.slow();
  const summaries: string[] = [];
  for (const plate of ['zg42xy', 'zg77ab']) {
    await app.gotoWithLang('/?z=RI-Z3');
    await chooseTicket(page, /Daily ticket/, plate);
    await confirmAndPay(page, 'teya');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/ticket-summary\?order=/);
    const card = page.getByRole('region', { name: /^Ticket \d+$/ });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('definition').first()).toHaveText(plate.toUpperCase());
    summaries.push(page.url());
  }

  await page.goto(summaries[0]);
  const first = page.getByRole('region', { name: /^Ticket \d+$/ });
  await expect(first).toBeVisible({ timeout: 30_000 });
  await expect(first.getByRole('definition').first()).toHaveText('ZG42XY');
  await expect(first).not.toContainText('ZG77AB');
});
