import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y-support';
import { expect, test } from './fixtures';

const INVOICE_NAME = /^Invoice_\d{4}-\d{5}_[A-Za-z0-9]{6}\.pdf$/;

type Search = { city: string; fineNumber: string; plate?: string };
type Labels = { city: string; fineNumber: string; plate: string; search: string };

const EN: Labels = { city: 'City', fineNumber: 'Fine number', plate: 'Licence plate', search: 'Search' };

async function searchFine(page: Page, { city, fineNumber, plate }: Search, labels: Labels = EN) {
  const select = page.getByRole('combobox', { name: labels.city });
  await expect(select).toBeEnabled();
  await select.selectOption({ label: city });
  await page.getByRole('textbox', { name: labels.fineNumber }).fill(fineNumber);
  if (plate) await page.getByRole('textbox', { name: labels.plate }).pressSequentially(plate);
  await page.getByRole('button', { name: labels.search }).click();
}

/** The invoice download on /fine-summary: its name and its first bytes. */
async function downloadInvoice(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const download = await downloading;
  const path = await download.path();
  const bytes = await readFile(path);
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 4).toString('latin1') };
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a fine paid through Worldline, down to the downloaded invoice', async ({ page, app }) => {
  // From the zone home, where the company footer is shown, through the parking fine tile.
  await app.gotoWithLang('/?z=RI-Z1');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: /Parking fine/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parking fine' })).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });

  await searchFine(page, { city: 'Rijeka', fineNumber: '123456', plate: 'ri1234ab' });
  await expect(page).toHaveURL(/\/parking-fine-details\?cid=1&nr=123456&lp=RI1234AB$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fine no. 123456' })).toBeVisible();
  await expect(page.getByText('Rijeka')).toBeVisible();
  await expect(page.getByText('14. 03. 2026. 10:25')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('counts as paid only when');
  await expectNoAxeViolations(page, { within: 'main' });
  await expectNoHorizontalScroll(page);
  // The company footer is hidden on the fine screens.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pay 40,00 €' }).click();
  await expect(page).toHaveURL(/\/mock-gateway\/worldline\?/);
  await expect(page.getByText('40,00 €')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/fine-summary\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('The parking fine has been paid successfully.')).toBeVisible();
  await expect(page.getByText('Invoice number')).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });

  const invoice = await downloadInvoice(page);
  expect(invoice.name).toMatch(INVOICE_NAME);
  expect(invoice.head).toBe('%PDF');

  // Paid now: the same search tells so.
  await app.gotoWithLang('/parking-fine');
  await searchFine(page, { city: 'Rijeka', fineNumber: '123456', plate: 'RI1234AB' });
  await expect(page.getByRole('status').filter({ hasText: 'Fine already paid' })).toBeVisible();
});

test('a fine paid in another tab is not paid again from this one', async ({ page, app, context }) => {
  await app.gotoWithLang('/parking-fine');
  await searchFine(page, { city: 'Rijeka', fineNumber: '123456', plate: 'RI1234AB' });
  const pay = page.getByRole('button', { name: 'Pay 40,00 €' });
  await expect(pay).toBeEnabled();

  // The same fine in a second tab (the sticker scanned again), paid there.
  const other = await context.newPage();
  await other.goto('/parking-fine');
  await searchFine(other, { city: 'Rijeka', fineNumber: '123456', plate: 'RI1234AB' });
  await other.getByRole('button', { name: 'Pay 40,00 €' }).click();
  await expect(other).toHaveURL(/\/mock-gateway\/worldline\?/);
  await other.getByRole('button', { name: 'Approve' }).click();
  await expect(other.getByText('The parking fine has been paid successfully.')).toBeVisible({
    timeout: 30_000,
  });
  await other.close();

  // Back in the first tab, still offering Pay: the tap finds the fine paid and starts nothing.
  const inits: string[] = [];
  page.on('request', (request) => {
    if (/init-\w+-fine-payment-request/.test(request.url())) inits.push(request.url());
  });
  await page.bringToFront();
  await pay.click();
  await expect(page.getByRole('status').filter({ hasText: 'Fine already paid' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  expect(page.url()).toMatch(/\/parking-fine-details\?/);
  expect(inits).toEqual([]);
});

test('a fine whose Worldline payment is declined says so, and stays to be paid', async ({ page, app }) => {
  await app.gotoWithLang('/parking-fine');
  await searchFine(page, { city: 'Rijeka', fineNumber: '123456', plate: 'RI1234AB' });
  await page.getByRole('button', { name: 'Pay 40,00 €' }).click();
  await expect(page).toHaveURL(/\/mock-gateway\/worldline\?/);
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/fine-summary\?order=/);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('The transaction was declined.', { timeout: 30_000 });
  await expect(alert).not.toContainText('could not be loaded');
  await expectNoAxeViolations(page, { within: 'main' });
  await page.getByRole('link', { name: 'Home page' }).first().click();

  await app.gotoWithLang('/parking-fine');
  await searchFine(page, { city: 'Rijeka', fineNumber: '123456', plate: 'RI1234AB' });
  await expect(page.getByRole('button', { name: 'Pay 40,00 €' })).toBeEnabled();
});

test('a fine paid through Teya', async ({ page, app }) => {
  await app.gotoWithLang('/parking-fine');
  await searchFine(page, { city: 'Poreč', fineNumber: '654321', plate: 'PU555CD' });
  await expect(page).toHaveURL(/\/parking-fine-details\?cid=3&nr=654321&lp=PU555CD$/);
  await expect(page.getByText('Poreč')).toBeVisible();

  await page.getByRole('button', { name: 'Pay 30,00 €' }).click();
  await expect(page).toHaveURL(/\/mock-gateway\/teya\?/);
  await expect(page.getByText(/Parking fine 654321/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/fine-summary\?order=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({
    timeout: 30_000,
  });
  const invoice = await downloadInvoice(page);
  expect(invoice.name).toMatch(INVOICE_NAME);
  expect(invoice.head).toBe('%PDF');
});

test('an already-paid fine (Croatian)', async ({ page, app }) => {
  await app.gotoWithLang('/parking-fine', 'hr');
  await searchFine(
    page,
    { city: 'Rijeka', fineNumber: '222222' },
    { city: 'Grad', fineNumber: 'Broj kazne', plate: 'Registarska oznaka', search: 'Traži' },
  );
  const notice = page.getByRole('status').filter({ hasText: 'Kazna je plaćena' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Ova kazna je već plaćena.');
  await expect(page).toHaveURL(/\/parking-fine$/);
  await expectNoAxeViolations(page, { within: 'main' });
});

test('a cancelled fine (German)', async ({ page, app }) => {
  await app.gotoWithLang('/parking-fine', 'de');
  await searchFine(
    page,
    { city: 'Rijeka', fineNumber: '444444' },
    { city: 'Stadt', fineNumber: 'Strafnummer', plate: 'Kennzeichen', search: 'Suchen' },
  );
  await expect(page.getByRole('status').filter({ hasText: 'Strafe storniert' })).toBeVisible();
  await expect(page).toHaveURL(/\/parking-fine$/);
  await expectNoAxeViolations(page, { within: 'main' });

  // Opened directly, the details say only that.
  await app.gotoWithLang('/parking-fine-details?cid=1&nr=444444&lp=RI4444DD', 'de');
  await expect(page.getByText('Strafe storniert')).toBeVisible();
  await expect(page.getByRole('button', { name: /bezahlen/ })).toHaveCount(0);
});

test('an unknown fine (Italian), at 320 px', async ({ page, app }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await app.gotoWithLang('/parking-fine', 'it');
  await searchFine(
    page,
    { city: 'Rijeka', fineNumber: '000000', plate: 'RI1234AB' },
    { city: 'Città', fineNumber: 'Numero della multa', plate: 'Targa', search: 'Cerca' },
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Multa non trovata' })).toBeVisible();
  await expect(page).toHaveURL(/\/parking-fine$/);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, { within: 'main' });
});

test('a city without the fine service shows service disabled', async ({ page, app }) => {
  await app.gotoWithLang('/parking-fine-details?cid=2&nr=777777&lp=KR777AA');
  await expect(page.getByText('Parking fine payment is not enabled for this city.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home page' })).toHaveAttribute(
    'href',
    '/welcome',
  );
});

// On a phone, the fine number as printed or pasted is the one looked up and paid, and a
// link written by hand with the plate as printed opens the fine it names.
test('a fine number typed in full width and pasted with spaces is looked up and paid as 123456', async ({
  page,
  app,
}) => {
  await app.gotoWithLang('/parking-fine');
  const select = page.getByRole('combobox', { name: 'City' });
  await expect(select).toBeEnabled();
  await select.selectOption({ label: 'Rijeka' });
  const fineNumber = page.getByRole('textbox', { name: 'Fine number' });

  // Typed in full-width digits, a space typed in the middle: folded, the caret where it was.
  await fineNumber.pressSequentially('１２３４５６');
  await expect(fineNumber).toHaveValue('123456');
  await fineNumber.press('Home');
  for (let i = 0; i < 3; i += 1) await fineNumber.press('ArrowRight');
  await fineNumber.pressSequentially(' 9');
  await expect(fineNumber).toHaveValue('1239456');
  expect(await fineNumber.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);

  // Longer than 30 once folded: kept whole, said so, not looked up.
  await fineNumber.fill(`${'1'.repeat(31)}`);
  await expect(fineNumber).toHaveValue('1'.repeat(31));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('A fine number has at most 30 characters.')).toBeVisible();
  await expect(fineNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/parking-fine$/);

  // Pasted with spaces and a zero-width space, with the plate as printed.
  await fineNumber.fill(' 123 \u200b456 ');
  await expect(fineNumber).toHaveValue('123456');
  await page.getByRole('textbox', { name: 'Licence plate' }).pressSequentially('ri 1234-ab');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/parking-fine-details\?cid=1&nr=123456&lp=RI1234AB$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fine no. 123456' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: 'RI1234AB' })).toBeVisible();

  const init = page.waitForRequest(/\/init-worldline-fine-payment-request$/);
  await page.getByRole('button', { name: 'Pay 40,00 €' }).click();
  expect((await init).postDataJSON()).toEqual({
    companyId: 1,
    fineNumber: '123456',
    licensePlate: 'RI1234AB',
  });
  await expect(page).toHaveURL(/\/mock-gateway\/worldline\?/);
});

test('a link written by hand with a Cyrillic plate opens the fine it names', async ({ page, app }) => {
  const lookup = page.waitForRequest(/\/payment-api\/transactions\/fine-info\?/);
  await app.gotoWithLang(
    `/parking-fine-details?${new URLSearchParams({ cid: '3', nr: '654 321', lp: 'рU 555-сd' }).toString()}`,
  );
  expect(Object.fromEntries(new URL((await lookup).url()).searchParams)).toEqual({
    companyId: '3',
    fineNumber: '654321',
    licensePlate: 'PU555CD',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Fine no. 654321' })).toBeVisible();
  await expect(page.locator('dd').filter({ hasText: 'PU555CD' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay 30,00 €' })).toBeEnabled();
  await expectNoAxeViolations(page, { within: 'main' });
});
