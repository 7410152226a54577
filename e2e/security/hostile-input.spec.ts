// Hostile input against the production build behind nginx (CSP on): text from the address is only
// ever text, capped; the Worldline redirect is followed only to configured https (or loopback)
// origins; the Teya form goes only to the configured page; stored garbage is ignored.
import type { Page, Route } from '@playwright/test';
import { quotedText } from '../../src/lib/quoted-text';
import { dailyTicketToPayment, hourlyTicketToPayment, lookUpFine, openPayDialog } from './flows';
import { APP_ORIGIN, expect, GATEWAY_ORIGIN, test } from './stack';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/languages';
import { CID_KEY, SELECTION_KEY, ZONE_CODE_KEY } from '../../src/stores/session-keys';

// The service worker answers no API call and shows no text (e2e/security/offline.spec.ts checks
// it): each test, a first visit in a fresh browser context, would have it precache the whole
// release (every file) beside the checks, for nothing they look at.
test.use({ serviceWorkers: 'block' });

/** Payloads that would run script or add elements if they ever reached the DOM as HTML. */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload="window.__xss=1"></svg>',
  "';window.__xss=1;//",
  'javascript:window.__xss=1',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<a href="https://evil.example/">Pay here instead</a>',
  '<style>body{display:none}</style>',
];
// Long, but short enough that three of them fit in a request line nginx accepts (8 KB).
const LONG_TEXT = `Call +385 1 234 5678 and pay by bank transfer to HR12 3456 7890. ${'A'.repeat(2400)}`;
/** The longest piece of address text a page may show (the pages cap at 200). */
const MAX_SHOWN = 201;

async function expectNoInjection(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll(
        '#root img[src="x"], #root script, #root svg[onload], #root [onerror], #root a[href^="https://evil"], #root style',
      ).length,
  );
  expect(injected, 'elements built from the address').toBe(0);
}

/** The page's longest run of one character: a 2400-character payload shows as at most ~200. */
async function longestRunShown(page: Page) {
  const text = await page.locator('#root').innerText();
  return Math.max(0, ...(text.match(/A+/g) ?? []).map((run) => run.length));
}

test.describe('text from the address', () => {
  test.beforeEach(({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
  });

  // Both pages show their text the same way, so the markup payloads go together, in strings short
  // enough that no page cuts one off (any of them parsed as HTML would be caught, and would not
  // read as its text): each page loads once a group, not once a payload. Every payload must show
  // as text, quoted below the page's own words, with its addresses left out
  // (docs/decisions/030-quoted-messages.md).
  const textGroups: string[] = [];
  for (const payload of PAYLOADS) {
    const last = textGroups.length - 1;
    if (last >= 0 && `${textGroups[last]} ${payload}`.length <= MAX_SHOWN - 1)
      textGroups[last] += ` ${payload}`;
    else textGroups.push(payload);
  }
  const payloadsIn = (group: string) => PAYLOADS.filter((payload) => group.includes(payload));

  for (const group of textGroups) {
    test(`/error?m= shows ${JSON.stringify(payloadsIn(group))} as text`, async ({ page }) => {
      await page.goto(`/error?m=${encodeURIComponent(group)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').locator('blockquote')).toContainText(quotedText(group));
      await expect(page.getByRole('alert')).not.toContainText(group);
      await expectNoInjection(page);
    });

    test(`/payment-processing-error?message= shows ${JSON.stringify(payloadsIn(group))} as text`, async ({
      page,
    }) => {
      await page.goto(`/payment-processing-error?status=401&message=${encodeURIComponent(group)}`);
      await expect(page.getByRole('heading', { name: 'Error processing payment' })).toBeVisible();
      await expect(page.getByRole('main').locator('blockquote')).toContainText(quotedText(group));
      await expect(page.getByRole('alert')).not.toContainText(group);
      await expectNoInjection(page);
    });
  }

  test('long text from the address is capped on every page that shows it', async ({ page }) => {
    for (const url of [
      `/error?m=${encodeURIComponent(LONG_TEXT)}`,
      `/payment-processing-error?status=401&message=${encodeURIComponent(LONG_TEXT)}`,
      `/payment-processing-error?status=500&message=${encodeURIComponent(LONG_TEXT)}`,
      `/payment-processing-error?message=${encodeURIComponent(LONG_TEXT)}`,
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Quoted, without the number to call or the account to pay to.
      const quote = page.getByRole('main').locator('blockquote');
      await expect(quote).toContainText('Call […] and pay by bank transfer to HR[…].');
      expect(await quote.innerText(), url).not.toMatch(/\d(?:[\s()./-]*\d){5}/);
      expect(await longestRunShown(page), url).toBeLessThanOrEqual(MAX_SHOWN);
    }
  });

  // Direction controls and invisible characters could make the text read as something
  // else (`moc.elpmaxe-live` as `evil-example.com`); the pages show none of them.
  test('text from the address shows no direction controls or invisible characters', async ({ page }) => {
    const disguised = 'Pay at \u202emoc.elpmaxe-live\u202c\u200b now\u2066\u{e0041}\u2028\ufeff.';
    for (const url of [
      `/error?m=${encodeURIComponent(disguised)}`,
      `/payment-processing-error?status=401&message=${encodeURIComponent(disguised)}`,
      `/payment-processing-error?status=400&message=${encodeURIComponent(disguised)}`,
    ]) {
      await page.goto(url);
      const main = page.getByRole('main');
      // The reversed address reads as it is stored, and as an address it is left out.
      await expect(main.locator('blockquote'), url).toContainText(quotedText(disguised));
      expect(quotedText(disguised)).toBe('Pay at […]-live now .');
      expect(await main.textContent(), url).not.toMatch(/[\p{Cf}\u2028\u2029]/u);
    }
  });

  // Every other query parameter and path segment: the page must load, show no markup from it,
  // show at most a capped piece of it and make no request with it to anyone but the API.
  const elsewhere = (p: string) => [
    `/?z=${encodeURIComponent(p)}`,
    `/welcome/zones/${encodeURIComponent(p)}`,
    `/parking-fine-details?cid=${encodeURIComponent(p)}&nr=${encodeURIComponent(p)}&lp=${encodeURIComponent(p)}`,
    `/parking-fine-details?cid=1&nr=123456&lp=${encodeURIComponent(p)}`,
    `/summary?ticket=${encodeURIComponent(p)}`,
    `/summary?invoice=${encodeURIComponent(p)}`,
    `/ticket-summary?order=${encodeURIComponent(p)}`,
    `/fine-summary?order=${encodeURIComponent(p)}`,
    `/payment-processing?requestid=${encodeURIComponent(p)}`,
    `/payment-processing-error?status=${encodeURIComponent(p)}&message=x`,
    `/${encodeURIComponent(p)}`,
  ];

  // Each of these pages shows a parameter the same way, so the markup payloads go together, in
  // strings short enough that no page cuts one off (any of them parsed as HTML would be caught):
  // two rounds of the pages instead of one a payload. `javascript:` must open the value to mean
  // anything, and the long text tests the cap.
  const markup: string[] = [];
  for (const payload of PAYLOADS.filter((p) => !p.startsWith('javascript:'))) {
    const last = markup.length - 1;
    if (last >= 0 && `${markup[last]} ${payload}`.length <= MAX_SHOWN - 1) markup[last] += ` ${payload}`;
    else markup.push(payload);
  }
  const scriptUrls = PAYLOADS.filter((payload) => payload.startsWith('javascript:'));
  for (const payload of [...markup, ...scriptUrls, LONG_TEXT]) {
    test(`every other parameter stays inert with ${JSON.stringify(payload.slice(0, 40))}`, async ({
      page,
    }) => {
      for (const url of elsewhere(payload)) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible({ timeout: 30_000 });
        await expectNoInjection(page);
        expect(await longestRunShown(page), url).toBeLessThanOrEqual(MAX_SHOWN);
      }
    });
  }
});

test.describe('the Worldline redirect', () => {
  const hostile = [
    'javascript:window.__xss=1',
    'JaVaScRiPt:window.__xss=1',
    'data:text/html,<script>window.__xss=1</script>',
    '//evil.example/pay',
    `//${new URL(GATEWAY_ORIGIN).host}/mock-gateway/worldline`,
    'https://evil.example/pay',
    `${GATEWAY_ORIGIN}.evil.example/pay`,
    `${GATEWAY_ORIGIN}@evil.example/pay`,
    `http://user:pw@${new URL(GATEWAY_ORIGIN).host}/pay`,
    `http://127.0.0.2:${new URL(GATEWAY_ORIGIN).port}/pay`,
    `https://${new URL(GATEWAY_ORIGIN).host}/pay`,
    `http://localhost:${new URL(GATEWAY_ORIGIN).port}/pay`,
    'https://ecommerce.worldline-solutions.com/pay',
    '/mock-gateway/worldline',
    'https:\\\\evil.example/pay',
  ];

  /**
   * Answers every payment request of `path` with the redirect address `answer()` gives at the time,
   * and counts them (each hostile address must come from a payment request of its own).
   */
  async function answerWith(page: Page, path: RegExp, answer: () => string) {
    const asked = { count: 0 };
    await page.route(path, (route: Route) => {
      asked.count++;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ redirectUrl: answer() }),
      });
    });
    // Nothing may ever be fetched or opened there.
    await page.route(/evil\.example|127\.0\.0\.2|ecommerce\.worldline/, (route) => route.abort());
    return asked;
  }

  /** The payment error page of a refused address, on the app's own origin, with nothing injected. */
  async function expectRefused(page: Page) {
    await expect(page).toHaveURL(/\/payment-processing-error/);
    await expect(
      page.getByText('The payment service address is not allowed, so you were not redirected.'),
    ).toBeVisible();
    expect(new URL(page.url()).origin).toBe(APP_ORIGIN);
    await expectNoInjection(page);
  }

  // One ticket chosen, then paid once per address: the summary page is opened again for each (the
  // choice is kept in the tab), not the whole journey from the zone home.
  test('a ticket payment refuses every hostile address', async ({ page }) => {
    let redirectUrl = '';
    const asked = await answerWith(page, /init-worldline-payment-request/, () => redirectUrl);
    await hourlyTicketToPayment(page);
    for (const [i, hostileUrl] of hostile.entries()) {
      await test.step(`refuses ${JSON.stringify(hostileUrl)}`, async () => {
        redirectUrl = hostileUrl;
        if (i > 0) await page.goto('/payment');
        await (await openPayDialog(page)).click();
        await expectRefused(page);
        expect(asked.count, `a payment request answered with ${hostileUrl}`).toBe(i + 1);
      });
    }
  });

  test('a fine payment refuses every hostile address', async ({ page }) => {
    const addresses = [
      'javascript:window.__xss=1',
      'https://evil.example/pay',
      `${GATEWAY_ORIGIN}.evil.example/`,
    ];
    let redirectUrl = '';
    const asked = await answerWith(page, /init-worldline-fine-payment-request/, () => redirectUrl);
    await lookUpFine(page, /rijeka/i, '999999', 'RI9999HH');
    // The fine's details page opens again from its address for each one.
    const details = page.url();
    for (const [i, hostileUrl] of addresses.entries()) {
      await test.step(`refuses ${JSON.stringify(hostileUrl)}`, async () => {
        redirectUrl = hostileUrl;
        if (i > 0) await page.goto(details);
        await page.getByRole('button', { name: /^Pay/ }).click();
        await expect(page).toHaveURL(/\/payment-processing-error/);
        await expect(page.getByRole('heading', { name: 'Error processing payment' })).toBeVisible();
        expect(new URL(page.url()).origin).toBe(APP_ORIGIN);
        await expectNoInjection(page);
        expect(asked.count, `a payment request answered with ${hostileUrl}`).toBe(i + 1);
      });
    }
  });
});

test.describe('the Teya form', () => {
  test('goes only to the configured payment page, whatever the server answers', async ({ page }) => {
    await page.route(/init-teya-payment-request/, async (route) => {
      const real = await route.fetch();
      const form = (await real.json()) as Record<string, unknown>;
      await route.fulfill({
        response: real,
        json: {
          ...form,
          // A server (or someone in between) trying to steer or break the form.
          action: 'https://evil.example/steal',
          formAction: 'https://evil.example/steal',
          returnUrlSuccess: 'javascript:window.__xss=1',
          // The amounts stay the server's (another amount stops the payment before the post,
          // tests/features/payment): only the text is hostile.
          items: (form.items as Record<string, unknown>[]).map((item) => ({
            ...item,
            itemDescription: '"><script>window.__xss=1</script>',
          })),
        },
      });
    });
    const posts: { url: string; body: string }[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.method() === 'POST') {
        posts.push({ url: request.url(), body: request.postData() ?? '' });
      }
    });
    await dailyTicketToPayment(page);
    await (await openPayDialog(page)).click();
    await page.waitForURL(`${GATEWAY_ORIGIN}/mock-gateway/teya`);
    expect(posts.map((p) => p.url)).toEqual([`${GATEWAY_ORIGIN}/mock-gateway/teya`]);
    const fields = [...new URLSearchParams(posts[0]?.body).keys()].sort();
    expect(fields).toEqual(
      [
        'amount',
        'checkhash',
        'currency',
        'itemamount_0',
        'itemcount_0',
        'itemdescription_0',
        'itemunitamount_0',
        'language',
        'merchantid',
        'orderid',
        'pagetype',
        'paymentgatewayid',
        'returnurlsuccess',
        'returnurlsuccessserver',
        'skipreceiptpage',
      ].sort(),
    );
  });
});

test.describe('stored values', () => {
  const garbage: [string, 'local' | 'session', string][] = [
    [LANGUAGE_STORAGE_KEY, 'local', 'xx'],
    [LANGUAGE_STORAGE_KEY, 'local', '__proto__'],
    [ZONE_CODE_KEY, 'session', '<img src=x onerror="window.__xss=1">'],
    [ZONE_CODE_KEY, 'session', '../../etc/passwd'],
    [CID_KEY, 'session', '1 OR 1=1'],
    [SELECTION_KEY, 'session', '{"ticketType":"<b>x</b>","plateNumber":{"a":1},"duration":-4'],
    [
      SELECTION_KEY,
      'session',
      '{"ticketType":"hourly","tariffType":"H1","plateNumber":"<svg onload=1>","duration":1e309}',
    ],
    [SELECTION_KEY, 'session', 'null'],
    ['vpa-finalized', 'session', '[["x",{"kind":"success","ticketCode":{"toString":1}}]]'],
    ['vpa-finalized', 'session', 'not json'],
  ];

  for (const [key, area, value] of garbage) {
    test(`${area}Storage ${key}=${JSON.stringify(value)} is ignored`, async ({ page }) => {
      await page.addInitScript(
        ({ key, area, value }) => {
          if (sessionStorage.getItem('garbage-set')) return;
          sessionStorage.setItem('garbage-set', '1');
          (area === 'local' ? localStorage : sessionStorage).setItem(key, value);
        },
        { key, area, value },
      );
      for (const url of ['/welcome', '/hourly', '/payment', '/payment-processing?requestid=x', '/?z=RI-Z1']) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible({ timeout: 30_000 });
        await expectNoInjection(page);
      }
      if (key === LANGUAGE_STORAGE_KEY)
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('hr');
    });
  }
});
