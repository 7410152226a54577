// The visitor's steps shared by the nginx specs: up to the gateway, and through the stand-in pages.
import type { Page } from '@playwright/test';
import { expect, GATEWAY_ORIGIN } from './stack';

/**
 * Zone RI-Z1 (Worldline), hourly, to the summary page with the price shown. `onLanding` runs on the
 * QR landing before its tile is tapped: a tile tapped before the app has taken over the painted
 * page is a plain link, a new page load of /hourly (docs/decisions/029), so a test about the
 * landing's own page view waits there for what it needs.
 */
export async function hourlyTicketToPayment(
  page: Page,
  plate = 'ZG1234AB',
  zone = 'RI-Z1',
  onLanding?: (page: Page) => Promise<unknown>,
) {
  await page.goto(`/?z=${zone}`);
  await onLanding?.(page);
  await page.getByRole('link', { name: /hourly ticket/i }).click();
  await expect(page).toHaveURL(/\/hourly$/);
  await fillPlateAndContinue(page, plate);
}

/** Zone RI-Z3 (Teya, daily only), to the summary page. */
export async function dailyTicketToPayment(page: Page, plate = 'ZG1234AB', zone = 'RI-Z3') {
  await page.goto(`/?z=${zone}`);
  await page.getByRole('link', { name: /daily ticket/i }).click();
  await expect(page).toHaveURL(/\/daily$/);
  await fillPlateAndContinue(page, plate);
}

async function fillPlateAndContinue(page: Page, plate: string) {
  const tariff = page.getByLabel('Tariff');
  if (await tariff.isVisible()) {
    // The first real option; the placeholder has an empty value.
    const value = await tariff.locator('option:not([value=""])').first().getAttribute('value');
    if (value) await tariff.selectOption(value);
  }
  const plateField = page.getByRole('textbox', { name: /licence plate/i });
  await expect(plateField).toBeEnabled();
  await plateField.fill(plate);
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeEnabled({ timeout: 30_000 });
  await next.click();
  await expect(page).toHaveURL(/\/payment$/);
}

/** On /payment: Confirm, then the Pay button of the dialog (returned, so a test may tap it more). */
export async function openPayDialog(page: Page) {
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled({ timeout: 30_000 });
  await confirm.click();
  const pay = page.getByRole('dialog').getByRole('button', { name: 'Pay' });
  await expect(pay).toBeVisible();
  return pay;
}

export async function atGateway(page: Page, which: 'worldline' | 'teya') {
  await page.waitForURL(`${GATEWAY_ORIGIN}/mock-gateway/${which}**`, { timeout: 30_000 });
}

export async function chooseAtGateway(page: Page, outcome: 'Approve' | 'Decline' | 'Cancel') {
  await page.getByRole('button', { name: outcome }).click();
}

/** /parking-fine: search a fine and land on its details page. */
export async function lookUpFine(page: Page, city: RegExp, fineNumber: string, plate: string) {
  await page.goto('/parking-fine');
  const select = page.getByLabel(/city/i);
  await expect(select.locator('option', { hasText: city })).toHaveCount(1);
  const value = await select.locator('option', { hasText: city }).getAttribute('value');
  await select.selectOption(value ?? '');
  await page.getByRole('textbox', { name: /fine number/i }).fill(fineNumber);
  await page.getByRole('textbox', { name: /licence plate/i }).fill(plate);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/parking-fine-details\?/);
}

/** The seed's one Teya fine (Poreč) may be paid by another test meanwhile: its lookup is fixed here. */
export async function payableTeyaFine(page: Page) {
  await page.route(/\/transactions\/fine-info/, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        code: 0,
        licensePlate: 'PU555CD',
        date: '2026-03-12T15:20:00.000Z',
        total: 30,
        paymentProvider: 'TY',
      }),
    }),
  );
}
