// The QR landing's early data requests, started by the language guard (src/boot/language-guard.ts,
// docs/decisions/034) and taken by the API client, behind the shipped nginx configuration, with the API on another origin: no CSP or Trusted Types violation
// (the stack's watch fails any test that has one), the early answer used once, and when it fails or
// is slow the app's own request and states, never stale or wrong data.
import type { Page, Request, Route } from '@playwright/test';
import { API_ORIGIN, expect, test } from './stack';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/languages';

const ZONE_STATUS = /\/sms-api\/vpa\/vpa-zone-status\?/;

/**
 * What the prerendered landing showed before the app (docs/decisions/029): the zone names painted
 * into its slots, recorded the moment a landing is marked painted.
 */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { paintedZones: string[] };
    record.paintedZones = [];
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target as Element;
        if (target.classList?.contains('vpa-landing-painted'))
          record.paintedZones.push(target.querySelector('[data-vpa-slot="zone"]')?.textContent ?? '');
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  return () => page.evaluate(() => (window as unknown as { paintedZones: string[] }).paintedZones);
}

function zoneStatusRequests(requests: { url: string }[]) {
  return requests.filter((request) => ZONE_STATUS.test(request.url));
}

for (const lang of ['hr', 'en', 'de', 'it'] as const) {
  test(`the landing in ${lang} takes the zone from the page's own request`, async ({ page, watch }) => {
    const languages: string[] = [];
    page.on('request', (request: Request) => {
      if (ZONE_STATUS.test(request.url())) languages.push(request.headers()['accept-language'] ?? '');
    });
    // The framework is held back until the zone status has been asked for (at most 20 s): the
    // request must come from the page's start, not from the app.
    let zoneStatusStarted: () => void = () => {};
    const zoneStatusSeen = new Promise<void>((resolve) => (zoneStatusStarted = resolve));
    page.on('request', (request: Request) => {
      if (ZONE_STATUS.test(request.url())) zoneStatusStarted();
    });
    let frameworkAsked: (early: boolean) => void = () => {};
    const askedEarly = new Promise<boolean>((resolve) => (frameworkAsked = resolve));
    await page.route(/\/assets\/framework-[^/]+\.js$/, async (route: Route) => {
      frameworkAsked(
        await Promise.race([
          zoneStatusSeen.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000)),
        ]),
      );
      await route.continue();
    });
    await page.addInitScript(
      ([key, language]) => localStorage.setItem(key, language),
      [LANGUAGE_STORAGE_KEY, lang],
    );
    await page.goto('/?z=RI-Z1');
    expect(await askedEarly).toBe(true);
    // The app has drawn the page (the painted landing is gone) and asked for what it needed.
    await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Zona 1');
    // The early request went to the configured API, in the visitor's language; the app asked no more.
    expect(zoneStatusRequests(watch.requests).map((request) => new URL(request.url).origin)).toEqual([
      API_ORIGIN,
    ]);
    expect(languages).toEqual([{ hr: 'hr-HR', en: 'en-US', de: 'de-DE', it: 'it-IT' }[lang]]);
  });
}

for (const lang of ['hr', 'en', 'de', 'it'] as const) {
  test(`the landing in ${lang} is painted with the zone before the framework`, async ({ page }) => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/framework-[^/]+\.js$/, async (route: Route) => {
      await released;
      await route.continue();
    });
    const paints = await recordPaints(page);
    await page.addInitScript(
      ([key, language]) => localStorage.setItem(key, language),
      [LANGUAGE_STORAGE_KEY, lang],
    );
    await page.goto('/?z=RI-Z1');
    const landing = page.locator(`.vpa-prerendered[lang="${lang}"] .vpa-landing-painted .vpa-landing-ready`);
    await expect(landing.getByRole('heading', { level: 1 })).toHaveText('Rijeka, Zona 1');
    release();
    await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rijeka, Zona 1');
    // Each language's copy is painted, all with the zone.
    expect(new Set(await paints())).toEqual(new Set(['Zona 1']));
  });
}

test('an unknown zone: the app asks itself and shows its error, not a zone', async ({ page, watch }) => {
  const paints = await recordPaints(page);
  await page.goto('/?z=XX-NONE');
  await expect(page.getByRole('alert').filter({ hasText: 'Error fetching data.' }).first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('XX-NONE');
  expect(zoneStatusRequests(watch.requests).length).toBeGreaterThanOrEqual(2);
  expect(await paints()).toEqual([]);
});

test('a failing zone call (500): the app retries and shows its error', async ({ page, watch }) => {
  await page.route(ZONE_STATUS, (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ message: 'Down.' }),
    }),
  );
  const paints = await recordPaints(page);
  await page.goto('/?z=RI-Z1');
  await expect(page.getByRole('alert').filter({ hasText: 'Error fetching data.' }).first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RI-Z1');
  expect(await paints()).toEqual([]);
  // Four attempts in all (a failing call is retried three times): the early request was the first.
  expect(zoneStatusRequests(watch.requests)).toHaveLength(4);
});

test('a slow zone call: the app waits for the early answer and asks no second time', async ({
  page,
  watch,
}) => {
  let held = 0;
  await page.route(ZONE_STATUS, async (route: Route) => {
    held += 1;
    // The network is slow for the first answer: 3 s.
    if (held === 1) await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const paints = await recordPaints(page);
  await page.goto('/?z=RI-Z1');
  await expect(page.locator('[aria-busy="true"]').first()).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zona 1');
  expect(zoneStatusRequests(watch.requests)).toHaveLength(1);
  // Painted before the app or not at all, but never with anything other than the zone.
  for (const zone of await paints()) expect(zone).toBe('Zona 1');
});
