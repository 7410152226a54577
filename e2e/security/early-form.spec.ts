// A ticket form opened by its zone's link as a page load (a painted tile followed before the app, a
// link on the operator's site) asks for its data and its texts before the framework has arrived (src/app/early-route-data.ts,
// src/i18n/first-texts.ts, docs/decisions/045), behind the shipped nginx configuration with the API
// on another origin: the framework is held back until they are asked for, the app takes the early
// answers once (no second request) and draws the form, in each language.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { API_ORIGIN, BUILD_DIR, expect, test } from './stack';

const TICKET_DATA = /\/sms-api\/vpa\/vpa-ticket-data\?/;
const FOOTER = /\/sms-api\/vpa\/vpa-footer-data\?/;
const LANGUAGES = { hr: 'hr-HR', en: 'en-US', de: 'de-DE', it: 'it-IT' } as const;

/** The built file that holds the ticket form's texts in `language` (its tariff's placeholder, no other's). */
function ticketTextsFile(language: keyof typeof LANGUAGES) {
  const texts = JSON.parse(readFileSync(`locales/${language}/ticket.json`, 'utf8')) as {
    form: { tariffPlaceholder: string };
  };
  const assets = path.join(BUILD_DIR, 'assets');
  const holds = (file: string) =>
    readFileSync(path.join(assets, file), 'utf8').includes(texts.form.tariffPlaceholder);
  const files = readdirSync(assets).filter((file) => file.endsWith('.js') && holds(file));
  expect(files).toHaveLength(1);
  return `/assets/${files[0]}`;
}

/**
 * Holds the framework's file back until the page has asked for every address `wanted` matches (at
 * most 20 s): such a request comes from the page's start, not from the app. `early`: whether it did.
 */
async function frameworkHeldUntil(page: Page, wanted: RegExp[]) {
  const missing = new Set(wanted);
  let allAsked: () => void = () => {};
  const asked = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (request) => {
    for (const pattern of missing) if (pattern.test(request.url())) missing.delete(pattern);
    if (missing.size === 0) allAsked();
  });
  let held: (early: boolean) => void = () => {};
  const askedEarly = new Promise<boolean>((resolve) => (held = resolve));
  await page.route(/\/assets\/framework-[^/]+\.js$/, async (route: Route) => {
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000));
    held(await Promise.race([asked.then(() => true), timeout]));
    await route.continue();
  });
  return { early: askedEarly };
}

for (const [lang, acceptLanguage] of Object.entries(LANGUAGES) as [keyof typeof LANGUAGES, string][]) {
  test.describe(`in ${lang}`, () => {
    test.use({ storedLanguage: lang });

    test(`a zone's link to the hourly form asks for its data and texts before the framework`, async ({
      page,
      watch,
    }) => {
      const texts = new RegExp(`${ticketTextsFile(lang).replaceAll('.', '\\.')}$`);
      const languages: string[] = [];
      page.on('request', (request) => {
        if (TICKET_DATA.test(request.url())) languages.push(request.headers()['accept-language'] ?? '');
      });
      const { early } = await frameworkHeldUntil(page, [TICKET_DATA, texts]);
      await page.goto('/hourly?z=RI-Z1');
      expect(await early).toBe(true);
      await expect(page.getByRole('textbox', { name: /./ }).first()).toBeVisible();
      await expect(page.getByText('Zona 1').first()).toBeVisible();
      await expect(page).toHaveURL(/\/hourly$/);
      // One request each, to the configured API, in the visitor's language: the app took the answer.
      const data = watch.requests.filter((request) => TICKET_DATA.test(request.url));
      expect(data.map((request) => new URL(request.url).origin)).toEqual([API_ORIGIN]);
      expect(data[0].url).toContain('?zoneCode=RI-Z1&ticketType=hourly');
      expect(watch.requests.filter((request) => FOOTER.test(request.url))).toHaveLength(1);
      expect(languages).toEqual([acceptLanguage]);
    });
  });
}
