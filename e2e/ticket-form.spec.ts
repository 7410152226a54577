import { expect, test } from './fixtures';

const PLATE_MESSAGE = 'Mandatory. Only letters and numbers. No special characters.';

test('an invalid plate is refused on a phone', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1');
  await page.getByRole('link', { name: /Hourly ticket/ }).click();
  await expect(page).toHaveURL(/\/hourly$/);

  const plate = page.getByRole('textbox', { name: /Licence plate/ });
  await expect(plate).toBeEnabled();
  await plate.pressSequentially('ZG 12#34');
  await expect(page.getByText(PLATE_MESSAGE)).toBeVisible();
  await expect(plate).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The form is invalid.')).toBeVisible();
  await expect(page.getByText('Fill in all mandatory fields.')).toBeVisible();
  await expect(page).toHaveURL(/\/hourly$/);
  // The toast goes away by itself after 3 seconds; the form message stays.
  await expect(page.getByText('The form is invalid.')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Fill in all mandatory fields.')).toBeVisible();
});

test('a valid plate gets a price and leads to /payment', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1');
  await page.getByRole('link', { name: /Daily ticket/ }).click();

  await page.getByRole('textbox', { name: /Licence plate/ }).pressSequentially('ri1234ab');
  await expect(page.getByRole('textbox', { name: /Licence plate/ })).toHaveValue('RI1234AB');
  const bar = page.getByRole('group', { name: 'Price and next step' });
  await expect(bar.getByText('10,00 €')).toBeVisible();
  // Nothing on the page is wider than a phone screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await bar.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment$/);
});

test('a ticket page opened without a zone lands on /welcome', async ({ page, app }) => {
  await app.gotoWithLang('/hourly');
  await expect(page).toHaveURL(/\/welcome$/);
  await app.gotoWithLang('/daily');
  await expect(page).toHaveURL(/\/welcome$/);
});
