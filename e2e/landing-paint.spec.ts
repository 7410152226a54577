// The QR landing is painted from its prerendered page and the early zone status before the
// framework has arrived (docs/decisions/029, 034): the page's own content (the official
// address, whole from the first frame) is the largest paint, not a placeholder,
// the app takes over without moving anything, an early tap opens the right form, and a stored or
// browser language paints in that language.
import type { Page, Route } from '@playwright/test';
import { TIMEOUTS } from '../playwright.config';
import { expect, test } from './fixtures';
import { findZone } from '../src/mocks/data';
import { zoneStatusOf } from '../src/mocks/handlers/sms';
import { SELECTION_KEY } from '../src/stores/session-keys';

const FRAMEWORK = '**/assets/framework-*.js';

/**
 * The mock build's backend starts with the app (MSW), after the page's early request: that request
 * is answered here as the backend answers it (src/mocks/handlers/sms.ts, zone RI-Z1). The nginx
 * suite (e2e/security/early-zone.spec.ts) runs the same against the real server stand-in.
 */
async function answerEarlyStatus(page: Page) {
  await page.route('**/sms-api/vpa/vpa-zone-status?*', (route) =>
    route.fulfill({ json: zoneStatusOf(findZone('RI-Z1')!) }),
  );
}

/** Holds the framework chunk back until `release()` is called. */
async function holdFramework(page: Page) {
  await answerEarlyStatus(page);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAMEWORK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

type Paint = { text: string; skeleton: boolean; prerendered: boolean; time: number };

async function observePaints(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as {
      lcp: Paint[];
      shifts: number[];
      shiftSources: string[];
      takeoverShifts: number[];
      footerShifts: number[];
    };
    record.lcp = [];
    record.shifts = [];
    record.shiftSources = [];
    record.takeoverShifts = [];
    record.footerShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = (entry as unknown as { element: Element | null }).element;
        record.lcp.push({
          text: element?.textContent ?? '',
          skeleton: Boolean(element?.closest('.MuiSkeleton-root')),
          prerendered: Boolean(element?.closest('.vpa-prerendered')),
          time: entry.startTime,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        record.shifts.push((entry as unknown as { value: number }).value);
        const moved = (entry as unknown as { sources: { node: Node | null }[] }).sources;
        // The company footer at the page's end is the app's own (not painted early,
        // docs/decisions/029): it is held to its own limit below; every other shift is the
        // takeover's.
        const inFooter = moved.every((source) =>
          Boolean(
            (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest('footer'),
          ),
        );
        const value = (entry as unknown as { value: number }).value;
        (inFooter ? record.footerShifts : record.takeoverShifts).push(value);
        const { sources } = entry as unknown as {
          sources: { node: Element | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        // What moved, for the failure's message.
        for (const source of sources)
          record.shiftSources.push(
            `${source.node?.nodeName ?? '?'} "${source.node?.textContent?.slice(0, 40) ?? ''}" ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const painted = (page: Page, lang: string) =>
  page.locator(`.vpa-prerendered[lang="${lang}"] .vpa-landing-painted .vpa-landing-ready`);

test('the largest paint is the page itself, before the app, and the app takes over without a shift', async ({
  page,
  app,
}) => {
  await observePaints(page);
  const framework = await holdFramework(page);
  await app.gotoWithLang('/?z=RI-Z1', 'hr', { beforeTheApp: true });
  // Painted from the HTML and the early answer: the framework has not arrived.
  const prerendered = painted(page, 'hr');
  await expect(prerendered.getByRole('heading', { level: 1 })).toHaveText('Rijeka, Zona 1');
  await expect(prerendered.getByRole('link', { name: /Satna karta/ })).toBeVisible();
  const host = new URL(page.url()).host;
  await expect(prerendered.getByRole('region', { name: 'Službeni portal' })).toHaveText(
    `Službena adresa ovog portala: ${host}`,
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { lcp: Paint[] }).lcp.length))
    .toBeGreaterThan(0);
  framework.release();

  // The app's own page, with the city's services (the fine tile) in.
  await expect(page.locator('.vpa-prerendered')).toHaveCount(0, { timeout: TIMEOUTS.navigation });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rijeka, Zona 1');
  await expect(page.getByRole('link', { name: /Parkirna kazna/ })).toBeVisible();
  await expect(page.getByText('Parkiralištem upravlja: Rijeka plus d.o.o.')).toBeVisible();

  // Before the first paint only the entry with its one import, the zone's data that the guard
  // asked for (and the icon, which the browser asks for when it likes): the framework, the
  // screen and its texts went out after it (docs/decisions/029, 034).
  const { firstPaint, asked } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    asked: performance.getEntriesByType('resource').map((entry) => ({
      name: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
    })),
  }));
  const before = asked.filter((request) => request.start < firstPaint).map((request) => request.name);
  expect(before.length, JSON.stringify(asked)).toBeGreaterThan(0);
  expect(
    before.every((name) =>
      /^\/(assets\/(index|preload-helper)-[\w-]+\.js|favicon\.svg|sms-api\/vpa\/vpa-(zone-status|footer-data|company-config))$/.test(
        name,
      ),
    ),
    JSON.stringify(asked),
  ).toBe(true);
  for (const wanted of ['vpa-zone-status', 'vpa-footer-data'])
    expect(
      asked.some((request) => request.name.includes(wanted) && request.start < firstPaint),
      `${wanted} before the first paint at ${firstPaint}: ${JSON.stringify(asked)}`,
    ).toBe(true);
  for (const wanted of ['/assets/framework-', '/assets/zone-home-page-', '/assets/texts-hr-'])
    expect(
      asked.some((request) => request.name.includes(wanted) && request.start > firstPaint),
      `${wanted} after the first paint at ${firstPaint}: ${JSON.stringify(asked)}`,
    ).toBe(true);
  // The screen's texts are asked for with the framework, not once it has run (src/i18n/first-texts.ts).
  const frameworkFile = asked.find((request) => request.name.includes('/assets/framework-'));
  const texts = asked.find((request) => request.name.includes('/assets/texts-hr-'));
  expect(texts!.start, JSON.stringify(asked)).toBeLessThan(frameworkFile!.end);

  const { lcp, shifts, footerShifts, sources } = await page.evaluate(() => {
    const record = window as unknown as {
      lcp: Paint[];
      takeoverShifts: number[];
      footerShifts: number[];
      shiftSources: string[];
    };
    return {
      lcp: record.lcp,
      shifts: record.takeoverShifts,
      footerShifts: record.footerShifts,
      sources: record.shiftSources,
    };
  });
  // The largest paint came from the prerendered page, whole (the host written as it was parsed),
  // and nothing the app drew afterwards was larger.
  const largest = lcp.at(-1);
  expect(largest?.prerendered, JSON.stringify(lcp)).toBe(true);
  expect(largest?.skeleton).toBe(false);
  expect(largest?.text).toBe(`Službena adresa ovog portala: ${host}`);
  expect(
    shifts.reduce((sum, value) => sum + value, 0),
    JSON.stringify(sources),
  ).toBe(0);
  // The company footer comes whole with the app (its early answer is in before the app draws):
  // at most the web font's arrival reflows a line of it (about 0.0002), never a skeleton growing
  // into the company's details (0.0065 when it did).
  expect(
    footerShifts.reduce((sum, value) => sum + value, 0),
    JSON.stringify(sources),
  ).toBeLessThan(0.001);
});

for (const lang of ['hr', 'en', 'de', 'it'] as const) {
  test(`the app takes over the painted landing in ${lang} without a shift`, async ({ page, app }) => {
    await observePaints(page);
    const framework = await holdFramework(page);
    await app.gotoWithLang('/?z=RI-Z1', lang, { beforeTheApp: true });
    await expect(painted(page, lang).getByRole('heading', { level: 1 })).toHaveText('Rijeka, Zona 1');
    framework.release();
    await expect(page.locator('.vpa-prerendered')).toHaveCount(0, { timeout: TIMEOUTS.navigation });
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { takeoverShifts: number[] }).takeoverShifts,
    );
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      await page.evaluate(() =>
        JSON.stringify((window as unknown as { shiftSources: string[] }).shiftSources),
      ),
    ).toBe(0);
  });
}

test('a tile tapped before the app has started opens its form for the zone', async ({ page, app }) => {
  const framework = await holdFramework(page);
  await app.gotoWithLang('/?z=RI-Z1', 'hr', { beforeTheApp: true });
  await painted(page, 'hr')
    .getByRole('link', { name: /Satna karta/ })
    .click();
  // The link names its zone: the form's page loads with nothing stored and still opens this zone.
  await page.waitForURL(/\/hourly\?z=RI-Z1$/);
  framework.release();
  await page.waitForURL(/\/hourly$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Satna karta');
  await expect(page.getByText('Zona 1').first()).toBeVisible();
  expect(
    await page.evaluate(
      (key) => (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { ticketType?: string }).ticketType,
      SELECTION_KEY,
    ),
  ).toBe('hourly');
});

test('a stored German paints German before the app', async ({ page, app }) => {
  await holdFramework(page);
  await app.gotoWithLang('/?z=RI-Z1', 'de', { beforeTheApp: true });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const landing = painted(page, 'de');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText('Rijeka, Zona 1');
  await expect(landing.getByRole('link', { name: /Tagesparkschein/ })).toBeVisible();
  await expect(page.getByText('Dnevna karta')).toBeHidden();
});

test('a de-AT browser paints German before the app', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-AT' });
  const page = await context.newPage();
  await holdFramework(page);
  await page.goto('/?z=RI-Z1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(painted(page, 'de').getByRole('link', { name: /Stundenparkschein/ })).toBeVisible();
  // The first screens' texts in German are asked for while the framework is still on its way, and
  // Croatian's not at all (src/i18n/first-texts.ts).
  const asked = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  await expect
    .poll(async () => (await asked()).some((name) => name.includes('/assets/texts-de-')))
    .toBe(true);
  expect((await asked()).filter((name) => name.includes('/assets/texts-hr-'))).toEqual([]);
  await context.close();
});

test('a zone the server does not know keeps the skeleton, then the app says so', async ({ page, app }) => {
  await app.gotoWithLang('/?z=NO-SUCH-ZONE', 'hr', { beforeTheApp: true });
  await expect(page.locator('.vpa-landing-painted')).toHaveCount(0);
  await expect(page.locator('.vpa-prerendered')).toHaveCount(0, { timeout: TIMEOUTS.navigation });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('NO-SUCH-ZONE');
});
