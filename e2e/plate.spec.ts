import type { Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './a11y-support';
import { expect, test, type AppHelpers } from './fixtures';

// On a phone, a plate typed as printed (docs/decisions/015) is bought as it appears on documents, a
// look-alike gets a warning with a suggestion, and the confirm dialog shows the plate before the
// bank page.
const ESTIMATE = /\/sms-api\/vpa\/vpa-ticket-estimate\?/;
const INIT_WORLDLINE = /\/payment-api\/transactions\/vpa\/init-worldline-payment-request$/;

function estimateFor(plate: string) {
  return (request: Request) =>
    ESTIMATE.test(request.url()) && new URL(request.url()).searchParams.get('plateNumber') === plate;
}

/** Zone RI-Z1's hourly form, its plate field ready for typing. */
async function openHourlyForm(page: Page, app: AppHelpers) {
  await app.gotoWithLang('/?z=RI-Z1');
  await page.getByRole('link', { name: /Hourly ticket/ }).click();
  const plate = page.getByRole('textbox', { name: /Licence plate/ });
  await expect(plate).toBeEnabled({ timeout: 20_000 });
  return plate;
}

/**
 * Types `typed` into the plate field of a ticket form: the field shows `bought`, the estimate asks
 * for it, and Continue leads to /payment, whose summary shows it first.
 */
async function typedPlateReachesPayment(page: Page, typed: string, bought: string) {
  const plate = page.getByRole('textbox', { name: /Licence plate/ });
  const estimated = page.waitForRequest(estimateFor(bought), { timeout: 20_000 });
  await plate.pressSequentially(typed);
  await expect(plate).toHaveValue(bought);
  await expect(plate).toHaveAttribute('aria-invalid', 'false');
  await estimated;
  const bar = page.getByRole('group', { name: 'Price and next step' });
  await expect(bar.getByText(/\d+,\d{2}\s€/)).toBeVisible();

  const summaryEstimate = page.waitForRequest(estimateFor(bought), { timeout: 20_000 });
  await bar.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await summaryEstimate;
  const details = page.getByRole('region', { name: 'Ticket details' });
  await expect(details.locator('dd').first()).toHaveText(bought);
}

test('ŠI 123-AB typed into /hourly is bought as SI123AB, and the confirm dialog shows it', async ({
  page,
  app,
}) => {
  await openHourlyForm(page, app);
  await expect(page.getByText('Spaces, hyphens and accents are left out')).toBeVisible();

  await typedPlateReachesPayment(page, 'ŠI 123-AB', 'SI123AB');

  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled({ timeout: 20_000 });
  await confirm.click();
  const dialog = page.getByRole('dialog', { name: 'Important message' });
  await expect(dialog.getByText('Is this your plate?')).toBeVisible();
  await expect(dialog.getByText('SI123AB', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Zone: Zona 1')).toBeVisible();
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });

  const init = page.waitForRequest(
    (request) => INIT_WORLDLINE.test(request.url()) && request.method() === 'POST',
    { timeout: 20_000 },
  );
  await dialog.getByRole('button', { name: 'Pay' }).click();
  expect((await init).postDataJSON()).toMatchObject({ licensePlate: 'SI123AB' });
  await expect(page).toHaveURL(/\/mock-gateway\/worldline\?/);
});

test('a look-alike in a Croatian plate gets a warning and a suggestion to take', async ({ page, app }) => {
  const plate = await openHourlyForm(page, app);

  await plate.pressSequentially('ri 1o3-ab');
  await expect(plate).toHaveValue('RI1O3AB');
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Did you mean RI103AB?' })).toHaveText(
    'Check the letter O among the digits. Did you mean RI103AB?',
  );
  const take = page.getByRole('button', { name: 'Use RI103AB' });
  await expect(take).toBeVisible();
  // A warning, not an error: the plate gets its price (and the page is still before axe runs).
  const bar = page.getByRole('group', { name: 'Price and next step' });
  await expect(bar.getByText(/\d+,\d{2}\s€/)).toBeVisible({ timeout: 20_000 });
  const next = bar.getByRole('button', { name: 'Continue' });
  await expect(next).toBeEnabled();
  // Its label fades in once the price has come (a colour transition): scan after it.
  await expect(next).toHaveCSS('color', 'rgb(255, 255, 255)');
  const box = await take.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page, { within: 'main' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const estimated = page.waitForRequest(estimateFor('RI103AB'), { timeout: 20_000 });
  await take.click();
  await expect(plate).toHaveValue('RI103AB');
  await expect(plate).toBeFocused();
  await expect(take).toBeHidden();
  await estimated;
});

test('a plate with a character that is not a letter or a digit is still refused', async ({ page, app }) => {
  const plate = await openHourlyForm(page, app);
  await plate.pressSequentially('RI #12');
  await expect(plate).toHaveValue('RI#12');
  await expect(page.getByText('Mandatory. Only letters and numbers. No special characters.')).toBeVisible();
  await expect(plate).toHaveAttribute('aria-invalid', 'true');
});

test('АА 1234-ВК typed on a Cyrillic keyboard into /hourly reaches /payment as AA1234BK', async ({
  page,
  app,
}) => {
  // The Cyrillic letters that look Latin are taken as those Latin letters.
  await openHourlyForm(page, app);

  await typedPlateReachesPayment(page, 'аа 1234-вк', 'AA1234BK');
});
