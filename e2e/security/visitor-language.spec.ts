// The visitor's language (docs/decisions/022) behind the shipped nginx and its strict CSP: a first
// visit from a browser set to de-AT paints /welcome (its prerendered German copy, shown by the
// blocking language guard) and the QR landing in German with no CSP or Trusted Types violation (the
// watch in ./stack fails the test on any).
import { APP_ORIGIN, expect, test } from './stack';

test.use({ locale: 'de-AT', storedLanguage: null });

test('/welcome and the QR landing in a de-AT browser: German from the first paint, no CSP violation', async ({
  page,
  watch,
}) => {
  await page.goto(`${APP_ORIGIN}/welcome`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Parkschein auf dem Handy');
  // The app has taken over the prerendered page, still in German.
  await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

  await page.goto(`${APP_ORIGIN}/?z=RI-Z1`);
  await expect(page.getByRole('heading', { name: 'Was möchten Sie bezahlen?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(watch.violations).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
});
