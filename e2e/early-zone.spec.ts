import { expect, test } from './fixtures';

// The QR landing's zone data starts with the HTML (src/api/early-zone-script.ts, docs/decisions/026),
// not after the framework chunk (about 136 KiB gzip) has arrived and run.

test('the zone status request starts before the framework chunk has arrived', async ({ page, app }) => {
  const started: string[] = [];
  let zoneStatusStarted: () => void = () => {};
  const zoneStatusSeen = new Promise<void>((resolve) => (zoneStatusStarted = resolve));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/vpa-zone-status')) {
      started.push('zone-status');
      zoneStatusStarted();
    }
  });
  // The framework is held back until the zone status has been asked for (at most 20 s: without
  // the early script that request only comes after the framework, and the order below fails).
  await page.route('**/assets/framework-*.js', async (route) => {
    await Promise.race([zoneStatusSeen, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    started.push('framework');
    await route.continue();
  });

  await app.gotoWithLang('/?z=RI-Z1', 'hr');

  await expect.poll(() => started.includes('framework'), { timeout: 60_000 }).toBe(true);
  expect(started[0]).toBe('zone-status');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zona 1');
});

test('the early request goes out with the visitor’s language and the landing shows the zone', async ({
  page,
  app,
}) => {
  const languages: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/vpa-zone-status'))
      languages.push(request.headers()['accept-language']);
  });
  await app.gotoWithLang('/?z=RI-Z1', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zona 1');
  expect(languages[0]).toBe('de-DE');
});
