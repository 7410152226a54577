// /welcome is prerendered at build time (vite/prerender-plugin.ts, docs/decisions/011 and 022): the
// page is in the HTML in every language, the app starts after it has been painted and replaces it
// with the same page.
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y-support';
import { expect, test } from './fixtures';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languages';

/** The app's code never arrives; the page's own language guard, a script of the page, still runs. */
async function withoutTheApp(target: Page | BrowserContext) {
  await target.route('**/assets/**/*.js', (route) => route.abort());
}

test.describe('the prerendered /welcome page', () => {
  test('is readable and its way on works before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/welcome');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Parkirna karta na vašem mobitelu' }),
    ).toBeVisible();
    await expect(page.getByRole('list')).toContainText('Platite karticom.');
    await expect(page.getByRole('link', { name: 'Dalje' })).toHaveAttribute('href', '/welcome/cities');
    // The static shell of the other pages (the black bar) is not part of this page.
    await expect(page.locator('.vpa-shell')).toHaveCount(0);
    await context.close();
  });

  test('is accessible as it stands, before the app has taken over', async ({ page }) => {
    // What axe sees is the prerendered page alone.
    await withoutTheApp(page);
    await page.goto('/welcome');
    await expect(page.locator('.vpa-prerendered')).toHaveCount(4);
    await expectNoAxeViolations(page, 'the prerendered welcome page');
  });

  test('is painted in the language a visitor chose before, before the app has started', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.addInitScript((key) => window.localStorage.setItem(key, 'de'), LANGUAGE_STORAGE_KEY);
    const page = await context.newPage();
    // No app: only the blocking language guard runs.
    await withoutTheApp(context);
    await page.goto('/welcome');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText('Parkirna karta na vašem mobitelu')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Parkschein auf dem Handy');
    await expect(page.getByRole('link', { name: 'Weiter' })).toHaveAttribute('href', '/welcome/cities');
    await context.close();
  });

  test('the app takes over in the stored language without moving anything', async ({ page, app }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await app.gotoWithLang('/welcome', 'hr');
    const heading = page.getByRole('heading', { level: 1, name: 'Parkirna karta na vašem mobitelu' });
    await expect(heading).toBeVisible();
    // The app's own page: the prerendered copy is gone and the language picker works.
    await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    // Nothing from the takeover; the web font, asked for once the first screen is up, may move an
    // icon beside a text (the Scan button's) by a fraction of a pixel: about 0.0002 when it comes here.
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      JSON.stringify(shifts),
    ).toBeLessThan(0.001);
    await page.getByRole('combobox').selectOption('it');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Il biglietto di sosta sul tuo telefono' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    // Reloaded: the Italian copy in the HTML is the one painted, and the app draws the same page.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Il biglietto di sosta sul tuo telefono' }),
    ).toBeVisible();
  });
});
