// A first visit (docs/decisions/022) paints in the browser's language (the first of
// navigator.languages the portal speaks, else Croatian), from the first paint on, and every API
// call says it; a language chosen in the menu before wins.
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languages';

type Case = {
  locale: string;
  lang: 'hr' | 'en' | 'de' | 'it';
  acceptLanguage: string;
  /** The /welcome page's heading. */
  welcome: string;
  /** The QR landing's heading over its tiles. */
  tiles: string;
  /** The painted page's title, before the app names it by its heading. */
  title: string;
};

const HR = 'Parkirna karta na vašem mobitelu';
const HR_TILES = 'Što želite platiti?';
const HR_TITLE = 'Virtualni parkirni automat';

const CASES: Case[] = [
  {
    locale: 'de-AT',
    lang: 'de',
    acceptLanguage: 'de-DE',
    welcome: 'Ihr Parkschein auf dem Handy',
    tiles: 'Was möchten Sie bezahlen?',
    title: 'Virtueller Parkscheinautomat',
  },
  {
    locale: 'it-IT',
    lang: 'it',
    acceptLanguage: 'it-IT',
    welcome: 'Il biglietto di sosta sul tuo telefono',
    tiles: 'Che cosa desideri pagare?',
    title: 'Parchimetro virtuale',
  },
  {
    locale: 'en-GB',
    lang: 'en',
    acceptLanguage: 'en-US',
    welcome: 'Your parking ticket on your phone',
    tiles: 'What would you like to pay?',
    title: 'Virtual parking machine',
  },
  // A language the portal does not speak: Croatian, the spec's default.
  { locale: 'fr-FR', lang: 'hr', acceptLanguage: 'hr-HR', welcome: HR, tiles: HR_TILES, title: HR_TITLE },
  { locale: 'hr', lang: 'hr', acceptLanguage: 'hr-HR', welcome: HR, tiles: HR_TILES, title: HR_TITLE },
];

/** The app's code never arrives; the page's own language guard, a script of the page, still runs. */
async function withoutTheApp(target: Page | BrowserContext) {
  await target.route('**/assets/**/*.js', (route) => route.abort());
}

/**
 * Records, from before the first paint, every layout shift (with where it moved something: the
 * operator's footer, or elsewhere) and the text of every heading as it first appears (so a heading
 * drawn in Croatian first and translated later would be seen).
 */
async function watchPaint(context: BrowserContext) {
  await context.addInitScript(() => {
    const record = { shifts: [] as { value: number; where: string[] }[], headings: [] as string[] };
    (window as unknown as { paint: typeof record }).paint = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
        const where = (shift.sources ?? []).map((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          return element?.closest('footer') ? 'footer' : (element?.outerHTML.slice(0, 80) ?? '?');
        });
        record.shifts.push({ value: shift.value, where });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const seen = () => {
      for (const heading of document.querySelectorAll('h1, h2')) {
        // Only what is painted: the prerendered copies in other languages are not displayed.
        if (!(heading instanceof HTMLElement) || heading.offsetParent === null) continue;
        const text = heading.textContent?.trim() ?? '';
        if (text && !record.headings.includes(text)) record.headings.push(text);
      }
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

async function painted(page: Page) {
  // Two frames: layout shifts are reported after the frame that made them.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(
    () =>
      (window as unknown as { paint: { shifts: { value: number; where: string[] }[]; headings: string[] } })
        .paint,
  );
}

/**
 * What moved outside a footer, by more than the web font's arrival moves: asked for once the first
 * screen is up, it may move an icon beside a text by a fraction of a pixel (0.00003 to 0.0002). A
 * footer's own late data is not the page's language.
 */
function movedOutsideTheFooter(shifts: { value: number; where: string[] }[]): string[] {
  return shifts
    .filter((shift) => shift.value >= 0.001)
    .flatMap((shift) => shift.where.filter((where) => where !== 'footer'));
}

/** The Accept-Language of every API call the page makes (axios: XHR to the API's paths). */
function apiLanguages(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() !== 'xhr' && request.resourceType() !== 'fetch') return;
    if (!/-api\//.test(new URL(request.url()).pathname)) return;
    seen.push(request.headers()['accept-language'] ?? '(none)');
  });
  return seen;
}

async function newPhone(browser: Browser, locale: string, storedLang?: string) {
  const context = await browser.newContext({ locale });
  if (storedLang)
    await context.addInitScript(
      ([key, lang]) => window.localStorage.setItem(key, lang),
      [LANGUAGE_STORAGE_KEY, storedLang],
    );
  return context;
}

for (const c of CASES) {
  test.describe(`a browser set to ${c.locale}`, () => {
    test(`/welcome is painted in ${c.lang} before the app starts`, async ({ browser }) => {
      const context = await newPhone(browser, c.locale);
      await withoutTheApp(context);
      const page = await context.newPage();
      await page.goto('/welcome');
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      // What a screen reader announces as the page loads: its title, in the same language.
      await expect(page).toHaveTitle(c.title);
      // Only the copy in the visitor's language is displayed (the others are not in the page's tree).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.welcome);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    });

    test(`/welcome in ${c.lang}: the app takes over without moving anything and asks the API in ${c.acceptLanguage}`, async ({
      browser,
    }) => {
      const context = await newPhone(browser, c.locale);
      await watchPaint(context);
      const page = await context.newPage();
      const languages = apiLanguages(page);
      await page.goto('/welcome');
      await expect(page.getByRole('heading', { level: 1, name: c.welcome })).toBeVisible();
      // The app's own page has replaced the prerendered copies, and has asked for the footer's data.
      await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
      await expect.poll(() => languages.length).toBeGreaterThan(0);
      const { shifts, headings } = await painted(page);
      // The takeover moves nothing. The web font, asked for once the first screen is up, may arrive
      // in this window and move an icon beside a text by a fraction of a pixel (0.00003 to 0.0002,
      // the footer's language select or the Scan button's), far below what a moved block makes.
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.001);
      expect(headings[0]).toBe(c.welcome);
      if (c.lang !== 'hr') expect(headings).not.toContain(HR);
      expect(new Set(languages)).toEqual(new Set([c.acceptLanguage]));
      // Nothing was stored: only a choice in the menu is.
      expect(await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBeNull();
      await context.close();
    });

    test(`/?z= carries <html lang="${c.lang}"> from the first paint and draws the zone in it`, async ({
      browser,
    }) => {
      const before = await newPhone(browser, c.locale);
      await withoutTheApp(before);
      const shell = await before.newPage();
      await shell.goto('/?z=RI-Z1');
      // The prerendered landing, before any of the app's code: already in the visitor's language.
      await expect(shell.locator(`.vpa-prerendered[lang="${c.lang}"]`)).toBeVisible();
      await expect(shell.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(shell).toHaveTitle(c.title);
      await before.close();

      const context = await newPhone(browser, c.locale);
      await watchPaint(context);
      const page = await context.newPage();
      const languages = apiLanguages(page);
      await page.goto('/?z=RI-Z1');
      await expect(page.getByRole('heading', { name: c.tiles })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      const { shifts, headings } = await painted(page);
      expect(movedOutsideTheFooter(shifts)).toEqual([]);
      expect(headings).toContain(c.tiles);
      if (c.lang !== 'hr') expect(headings).not.toContain(HR_TILES);
      // The tiles' heading is painted from the HTML before the app asks the API anything: waited for.
      await expect.poll(() => languages.length).toBeGreaterThan(0);
      expect(new Set(languages)).toEqual(new Set([c.acceptLanguage]));
      await context.close();
    });
  });
}

test.describe('a language chosen in the menu before', () => {
  test('wins over the browser: stored de in an it-IT browser paints German on /welcome and /?z=', async ({
    browser,
  }) => {
    const before = await newPhone(browser, 'it-IT', 'de');
    await withoutTheApp(before);
    const prerendered = await before.newPage();
    await prerendered.goto('/welcome');
    await expect(prerendered.getByRole('heading', { level: 1 })).toHaveText('Ihr Parkschein auf dem Handy');
    await before.close();

    const context = await newPhone(browser, 'it-IT', 'de');
    await watchPaint(context);
    const page = await context.newPage();
    const languages = apiLanguages(page);
    await page.goto('/?z=RI-Z1');
    await expect(page.getByRole('heading', { name: 'Was möchten Sie bezahlen?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const { shifts, headings } = await painted(page);
    expect(movedOutsideTheFooter(shifts)).toEqual([]);
    expect(headings).not.toContain('Che cosa desideri pagare?');
    expect(new Set(languages)).toEqual(new Set(['de-DE']));
    await context.close();
  });

  test('a choice in the menu is kept over the browser language on the next visit', async ({ browser }) => {
    const context = await newPhone(browser, 'de-AT');
    const page = await context.newPage();
    await page.goto('/welcome');
    await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('it');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Il biglietto di sosta sul tuo telefono' }),
    ).toBeVisible();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('it');
    await page.goto('/?z=RI-Z1');
    await expect(page.getByRole('heading', { name: 'Che cosa desideri pagare?' })).toBeVisible();
    await context.close();
  });
});
