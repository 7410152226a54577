// The first screen's requests carry the visitor's language (Accept-Language,
// docs/backend-contract.md) even when they go out while i18next is still loading its texts
// (src/api/request-language.ts): before, a ticket form's data and footer asked for in that moment
// carried hr-HR for a visitor who reads German.
import type { Request } from '@playwright/test';
import { expect, test } from './stack';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/languages';
import { ZONE_CODE_KEY } from '../../src/stores/session-keys';

test('a ticket form opened in German asks for its data and footer in German', async ({ page }) => {
  const languages = new Map<string, string>();
  page.on('request', (request: Request) => {
    const name = /\/sms-api\/vpa\/([a-z-]+)\?/.exec(request.url())?.[1];
    if (name) languages.set(name, request.headers()['accept-language'] ?? '');
  });
  await page.addInitScript(
    ([langKey, zoneKey]) => {
      localStorage.setItem(langKey, 'de');
      sessionStorage.setItem(zoneKey, 'RI-Z1');
    },
    [LANGUAGE_STORAGE_KEY, ZONE_CODE_KEY],
  );
  await page.goto('/hourly');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(languages.get('vpa-ticket-data')).toBe('de-DE');
  expect(languages.get('vpa-footer-data')).toBe('de-DE');
});
