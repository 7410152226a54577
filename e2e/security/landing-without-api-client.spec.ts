// The QR landing draws and completes its first screen without axios (docs/decisions/028): the zone
// status and footer, then the city's services, come from the requests the language guard started
// with the API client's headers (src/boot/language-guard.ts, docs/decisions/034); axios's file
// loads only when an answer fails and a retry is needed.
import type { Request, Route } from '@playwright/test';
import { expect, test } from './stack';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/languages';

const COMPANY_CONFIG = /\/sms-api\/vpa\/vpa-company-config\?/;
const API_CLIENT = /\/assets\/api-[^/]+\.js$/;

test('the landing shows the zone and the fine tile without loading the API client', async ({ page }) => {
  const headers: Record<string, string>[] = [];
  // The page's own requests (the service worker's precache, after the first screen, fetches every
  // file for offline visits; it is not the page waiting for them).
  const apiClient: string[] = [];
  page.on('request', (request: Request) => {
    if (COMPANY_CONFIG.test(request.url())) headers.push(request.headers());
    if (API_CLIENT.test(request.url()) && !request.serviceWorker()) apiClient.push(request.url());
  });
  await page.addInitScript((key) => localStorage.setItem(key, 'de'), LANGUAGE_STORAGE_KEY);
  await page.goto('/?z=RI-Z1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zona 1');
  await expect(page.locator('a[href="/parking-fine"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(apiClient).toEqual([]);
  expect(headers).toHaveLength(1);
  expect(headers[0]?.['accept']).toBe('application/json, text/plain, */*');
  expect(headers[0]?.['accept-language']).toBe('de-DE');
});

test('a failing first attempt of the city services: the API client loads and retries', async ({
  page,
  watch,
}) => {
  let attempts = 0;
  await page.route(COMPANY_CONFIG, async (route: Route) => {
    attempts += 1;
    if (attempts === 1)
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ message: 'Down.' }),
      });
    else await route.continue();
  });
  await page.goto('/?z=RI-Z1');
  await expect(page.locator('a[href="/parking-fine"]')).toBeVisible();
  expect(attempts).toBe(2);
  expect(watch.requests.filter((request) => API_CLIENT.test(request.url)).length).toBeGreaterThan(0);
});
