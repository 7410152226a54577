import { screen, waitFor } from '@testing-library/react';
import { getZoneStatus } from '@/api/sms';
import { i18n, i18nReady } from '@/i18n/i18n';
import { server } from '@/mocks/node';
import { renderRoute } from '../render';

// Every call says the page language as hr-HR, en-US, de-DE or it-IT (docs/backend-contract.md).
function acceptLanguages(path: string) {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(path)) seen.push(request.headers.get('Accept-Language'));
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

test.each([
  ['hr', 'hr-HR'],
  ['en', 'en-US'],
  ['de', 'de-DE'],
  ['it', 'it-IT'],
] as const)('in %s the API client sends Accept-Language %s', async (language, header) => {
  await i18nReady;
  await i18n.changeLanguage(language);
  const seen = acceptLanguages('/vpa-zone-status');
  await getZoneStatus('RI-Z1');
  expect(seen).toEqual([header]);
});

test('choosing another language fetches what is on screen again in that language', async () => {
  const seen = acceptLanguages('/vpa-zone-status');
  const { user } = await renderRoute('/?z=RI-Z1', { language: 'en' });
  await screen.findByRole('link', { name: /Hourly ticket/ });
  expect(seen).toEqual(['en-US']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
  await waitFor(() => expect(seen).toEqual(['en-US', 'de-DE']));
});
