// WCAG 2.2 AA: axe-core over every route in each of its states at a phone viewport, with
// no violation allowed, on the production bundle (no mock code) and the mock backend's handlers
// behind a real network (scripts/bench/serve-production.mjs), so that loading states can be held
// and failures forced by routing. Each scan also checks touch targets (44 px) and that the page
// never scrolls sideways; one state of each route is then checked, in the same page, in German at
// 320 px width, with text at 200 %, and at 360 px with text at 200 % (a small Android phone at its
// largest font).
import { test, expect, type Page, type Request, type Route } from '@playwright/test';
import {
  clippedSideways,
  enlargeText,
  expectNoAxeViolations,
  horizontalOverflow,
  preset,
  settle,
  smallTouchTargets,
  startProductionApp,
  type Preset,
  type ProductionApp,
} from './a11y-support';
import { reachablePort } from './ports';
import { ROUTES, routeOf, type AppRoute } from '../src/app/routes';
import { mockRequestId } from '../src/mocks/db';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languages';
import { keptTicketsJson } from '../src/pocket/kept-tickets';
import { KEPT_TICKETS_KEY } from '../src/pocket/kept-tickets-key';

const basePort = Number(process.env.E2E_PORT ?? 4173);
let server: ProductionApp;

// What axe, the touch targets and the reflow read is the page, whoever serves its files. Each test
// is a first visit in a fresh browser context, whose service worker would precache the whole
// release (every file, e2e/security/offline.spec.ts checks it) beside every scan: about a third
// of each test's time, for nothing these scans look at.
test.use({ serviceWorkers: 'block' });

// One production server per worker process, on ports of its own (a worker that replaces a failed
// one gets new ports, while the old server may still be closing).
// eslint-disable-next-line no-empty-pattern -- Playwright passes testInfo second, after the fixtures
test.beforeAll(async ({}, testInfo) => {
  test.setTimeout(180_000);
  const offset = 700 + (testInfo.workerIndex % 40) * 10;
  server = await startProductionApp(
    reachablePort(basePort + offset),
    reachablePort(basePort + offset + 1000),
  );
});
// Every test starts from the seed: a paid fine or a realized order must not leak into the next.
test.beforeEach(async () => {
  await fetch(`${server.apiUrl}/__mock/reset`, { method: 'POST' });
});
test.afterAll(async () => {
  await server?.stop();
});

type Failure = { path: RegExp; status: number; body?: string };
type Scan = {
  name: string;
  path: string;
  preset?: Preset;
  /** API calls answered with an error status instead of the mock backend's answer. */
  fail?: Failure[];
  /** API calls left pending: the loading state, held for the scan. */
  hold?: RegExp[];
  /** Files of the app that fail to load (a lost connection): the common error screen. */
  block?: RegExp;
  /** What the visitor does before the scan (open the menu, submit a form ...). */
  act?: (page: Page) => Promise<void>;
  /**
   * The route's state checked at 320 px and with text at 200 % (default: its first state with no
   * held or failed call and no step).
   */
  reflow?: true;
  /** How to tell the state is on screen (default: nothing loading any more), within `timeout` ms. */
  ready?: (page: Page, timeout?: number) => Promise<void>;
  /** The state comes after the app's retries of a failed read (1 + 2 + 4 s): the page's clock skips them. */
  retried?: true;
  /**
   * The state comes with the order's next poll (every 5 s, src/lib/use-order-polling.ts): the
   * page's clock skips the wait until `ready`.
   */
  polled?: true;
};

const ZONE = { zoneCode: 'RI-Z1', cid: '1' } as const;
const HOURLY = { ...ZONE, selection: { ticketType: 'hourly' as const } };
const PAYABLE = {
  ...ZONE,
  selection: {
    ticketType: 'hourly' as const,
    tariffId: 11,
    tariffType: 'H1',
    plateNumber: 'RI123AB',
    duration: 2,
    zoneName: 'Zona 1',
  },
};

const now = Date.now();
const iso = (offsetHours: number) => new Date(now + offsetHours * 3_600_000).toISOString();
// The mock backend answers an order "pending" on its first poll and "realized" from the second on,
// per request id: each test that needs a state of its own gets an id of its own.
const ticketOrder = (serial: number) =>
  mockRequestId(
    {
      kind: 'ticket',
      gateway: 'TY',
      plate: 'ZG42XY',
      zoneId: 103,
      totalCents: 800,
      hourly: false,
      quantity: 1,
      validFrom: iso(0),
      validTo: iso(24),
      tariff: 'D1',
    },
    serial,
  );
const fineOrder = mockRequestId(
  {
    kind: 'fine',
    gateway: 'TY',
    companyId: 3,
    fineNumber: '654321',
    plate: 'PU555CD',
    totalCents: 3000,
  },
  900,
);
const worldlineRequest = mockRequestId(
  {
    kind: 'ticket',
    gateway: 'WL',
    plate: 'RI123AB',
    zoneId: 101,
    totalCents: 320,
    hourly: true,
    quantity: 2,
    validFrom: iso(0),
    validTo: iso(2),
    tariff: 'H1',
  },
  900,
);

const visible =
  (role: Parameters<Page['getByRole']>[0], name?: string | RegExp) =>
  async (page: Page, timeout = 20_000) => {
    await expect(page.getByRole(role, name === undefined ? {} : { name }).first()).toBeVisible({ timeout });
  };
// A loading state: a busy region, a status message or a progress indicator on screen.
const busy = async (page: Page) => {
  await expect(
    page.locator('[aria-busy="true"], main [role="status"], [role="progressbar"]').first(),
  ).toBeVisible({ timeout: 20_000 });
};

async function searchFine(page: Page, city: string, fineNumber: string, plate?: string) {
  const select = page.getByRole('combobox', { name: 'City' });
  await expect(select).toBeEnabled();
  await select.selectOption({ label: city });
  await page.getByRole('textbox', { name: 'Fine number' }).fill(fineNumber);
  if (plate) await page.getByRole('textbox', { name: 'Licence plate' }).fill(plate);
  await page.getByRole('button', { name: 'Search' }).click();
}

/**
 * The states of the routes that need setup to be seen (storage, a held or failed call, a step of
 * the visitor), each at its address; a scan belongs to the route of the record its address opens.
 * A route of the record with no scan here is scanned at its path as it is, and must stay there
 * (the loop below): a new screen that needs setup fails until its states are listed here.
 */
const SCANS: Scan[] = [
  // Welcome layout
  { name: '/welcome', path: '/welcome' },
  { name: '/welcome in English', path: '/welcome', preset: { lang: 'en' } },
  { name: '/welcome/cities', path: '/welcome/cities' },
  { name: '/welcome/cities loading', path: '/welcome/cities', hold: [/vpa-active-cities/], ready: busy },
  {
    name: '/welcome/cities error',
    retried: true,
    path: '/welcome/cities',
    fail: [{ path: /vpa-active-cities/, status: 500 }],
    ready: visible('alert'),
  },
  { name: '/welcome/zones/1', path: '/welcome/zones/1' },
  { name: '/welcome/zones/2 (Krk)', path: '/welcome/zones/2', preset: { lang: 'en' } },
  { name: '/welcome/zones/1 loading', path: '/welcome/zones/1', hold: [/vpa-active-zones/], ready: busy },
  {
    name: '/welcome/zones/1 error',
    retried: true,
    path: '/welcome/zones/1',
    fail: [{ path: /vpa-active-zones/, status: 500 }],
    ready: visible('alert'),
  },

  // The accessibility statement: the operator's contact without a zone, the company's with one
  { name: '/accessibility', path: '/accessibility' },
  {
    name: '/accessibility in English with a zone',
    path: '/accessibility',
    preset: { ...ZONE, lang: 'en' },
    reflow: true,
  },
  { name: '/accessibility in German', path: '/accessibility', preset: { lang: 'de' } },
  { name: '/accessibility in Italian', path: '/accessibility', preset: { ...ZONE, lang: 'it' } },
  {
    name: '/accessibility contact loading',
    path: '/accessibility',
    preset: ZONE,
    hold: [/vpa-footer-data/],
    ready: busy,
  },
  // The QR scanner without a camera (its camera states: scan-camera.spec.ts, scan-foreign.spec.ts)
  { name: '/scan without a camera', path: '/scan' },

  // Zone home (the QR landing page)
  { name: '/?z=RI-Z1', path: '/?z=RI-Z1' },
  { name: '/?z=RI-Z1 in English', path: '/?z=RI-Z1', preset: { lang: 'en' } },
  { name: '/?z=RI-Z1 in German', path: '/?z=RI-Z1', preset: { lang: 'de' } },
  { name: '/?z=RI-Z1 in Italian', path: '/?z=RI-Z1', preset: { lang: 'it' } },
  { name: '/?z=RI-Z1 loading', path: '/?z=RI-Z1', hold: [/vpa-zone-status/], ready: busy },
  { name: '/?z=RI-Z4 no ticket types', path: '/?z=RI-Z4' },
  { name: '/?z=KRK-Z1 no fine service', path: '/?z=KRK-Z1' },
  { name: '/?z=ERR-500 error', retried: true, path: '/?z=ERR-500', ready: visible('alert') },
  { name: '/?z=BAD-SCHEMA error', retried: true, path: '/?z=BAD-SCHEMA', ready: visible('alert') },
  {
    name: 'company footer error',
    retried: true,
    path: '/?z=RI-Z1',
    fail: [{ path: /vpa-footer-data/, status: 500 }],
    ready: visible('alert'),
  },
  {
    name: 'menu drawer open',
    path: '/?z=RI-Z1',
    preset: { lang: 'en' },
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('button', { name: 'Policies' }).click();
    },
  },

  // Ticket input
  { name: '/hourly RI-Z1 (two tariffs)', path: '/hourly', preset: HOURLY },
  {
    name: '/hourly RI-Z2 (one tariff, blue zone)',
    path: '/hourly',
    preset: { zoneCode: 'RI-Z2', cid: '1', selection: { ticketType: 'hourly' } },
  },
  {
    name: '/daily RI-Z3 (white zone)',
    path: '/daily',
    preset: { zoneCode: 'RI-Z3', cid: '1', selection: { ticketType: 'daily' } },
  },
  {
    name: '/hourly KRK-Z1 (no colour: fallback red)',
    path: '/hourly',
    preset: { zoneCode: 'KRK-Z1', cid: '2', selection: { ticketType: 'hourly' } },
  },
  {
    name: '/hourly PO-Z1 (dark red zone)',
    path: '/hourly',
    preset: { zoneCode: 'PO-Z1', cid: '3', selection: { ticketType: 'hourly' } },
  },
  {
    name: '/daily RI-Z2 no data',
    path: '/daily',
    preset: { zoneCode: 'RI-Z2', cid: '1', selection: { ticketType: 'daily' } },
  },
  {
    name: '/hourly error',
    retried: true,
    path: '/hourly',
    preset: { zoneCode: 'ERR-500', selection: { ticketType: 'hourly' } },
    ready: visible('alert'),
  },
  { name: '/hourly loading', path: '/hourly', preset: HOURLY, hold: [/vpa-ticket-data/], ready: busy },
  {
    name: '/hourly price loading',
    path: '/hourly',
    preset: { ...HOURLY, lang: 'en' },
    hold: [/vpa-ticket-estimate/],
    act: async (page) => {
      await page.getByRole('textbox', { name: /Licence plate/ }).pressSequentially('RI123AB');
    },
    ready: async (page) => {
      await expect(page.getByRole('group', { name: 'Price and next step' })).toBeVisible();
    },
  },
  {
    name: '/hourly invalid form',
    path: '/hourly',
    preset: { ...HOURLY, lang: 'en' },
    act: async (page) => {
      await expect(page.getByRole('textbox', { name: /Licence plate/ })).toBeEnabled({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Continue' }).click();
    },
    ready: visible('alert'),
  },
  {
    name: '/hourly plate with special characters',
    path: '/hourly',
    preset: { ...HOURLY, lang: 'en' },
    act: async (page) => {
      const plate = page.getByRole('textbox', { name: /Licence plate/ });
      await expect(plate).toBeEnabled({ timeout: 20_000 });
      await plate.pressSequentially('RI 12#3');
      await plate.blur();
    },
  },

  // Payment
  { name: '/payment', path: '/payment', preset: PAYABLE },
  { name: '/payment loading', path: '/payment', preset: PAYABLE, hold: [/vpa-ticket-estimate/], ready: busy },
  {
    name: '/payment confirm dialog',
    path: '/payment',
    preset: { ...PAYABLE, lang: 'en' },
    act: async (page) => {
      const confirm = page.getByRole('button', { name: 'Confirm' });
      await expect(confirm).toBeEnabled({ timeout: 20_000 });
      await confirm.click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: '/payment estimate failure',
    retried: true,
    path: '/payment',
    preset: { ...PAYABLE, selection: { ...PAYABLE.selection, plateNumber: 'ERROR' } },
    ready: visible('heading', undefined),
  },
  { name: '/payment-processing without request id', path: '/payment-processing' },
  {
    name: '/payment-processing finalizing',
    path: `/payment-processing?requestid=${worldlineRequest}`,
    hold: [/finalize-worldline-payment/],
    ready: busy,
  },
  {
    name: 'payment error 409',
    path: '/payment-processing-error?status=409&message=Transaction%20already%20realized.',
  },
  {
    name: 'payment error 404',
    path: '/payment-processing-error?status=404&message=Transaction%20not%20found.',
  },
  {
    name: 'payment error 401 aborted',
    path: '/payment-processing-error?status=401&message=Transaction%20aborted.',
    reflow: true,
  },
  {
    name: 'payment error 401 declined',
    path: '/payment-processing-error?status=401&message=Transaction%20declined.',
  },
  {
    name: 'payment error 401 other message',
    path: '/payment-processing-error?status=401&message=Card%20expired%20at%20the%20issuer.',
    preset: { lang: 'en' },
  },
  {
    name: 'payment error 500',
    path: '/payment-processing-error?status=500&message=There%20was%20an%20error.',
  },
  { name: 'payment error without status', path: '/payment-processing-error' },
  // Every other server message that the payment error page shows translated.
  ...[
    'Transaction declined by unknown reason.',
    'Transaction not started.',
    'Transaction already captured.',
    'Invalid means of payment.',
    'No more credits available for this account.',
    'Transaction not authorized.',
    'Payment service address not allowed.',
  ].map((message) => ({
    name: `payment error 401 "${message}"`,
    path: `/payment-processing-error?status=401&message=${encodeURIComponent(message)}`,
  })),
  { name: '/summary ticket', path: '/summary?ticket=T-1000', preset: ZONE },
  { name: '/summary fine invoice', path: '/summary?invoice=9001' },
  { name: '/summary error', retried: true, path: '/summary?ticket=T-0', ready: visible('alert') },
  {
    name: '/ticket-summary processing',
    path: `/ticket-summary?order=${ticketOrder(901)}`,
    ready: async (page) => {
      await expect(page.locator('[role="status"]').first()).toBeVisible({ timeout: 20_000 });
    },
  },
  {
    name: '/ticket-summary realized',
    path: `/ticket-summary?order=${ticketOrder(902)}`,
    preset: { lang: 'en' },
    polled: true,
    ready: visible('button', 'Download invoice'),
  },
  {
    name: '/fine-summary realized',
    path: `/fine-summary?order=${fineOrder}`,
    preset: { lang: 'en' },
    polled: true,
    ready: visible('button', 'Download invoice'),
  },

  // Parking fines
  { name: '/parking-fine', path: '/parking-fine' },
  { name: '/parking-fine with a zone', path: '/parking-fine', preset: ZONE },
  {
    name: '/parking-fine invalid form',
    path: '/parking-fine',
    preset: { lang: 'en' },
    act: async (page) => {
      await expect(page.getByRole('combobox', { name: 'City' })).toBeEnabled({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Search' }).click();
    },
  },
  ...(
    [
      ['not found (-1)', '000000', undefined],
      ['already paid (-2)', '222222', 'RI2222AA'],
      ['error (-3)', '333333', 'RI3333CC'],
      ['cancelled (-4)', '444444', 'RI4444DD'],
    ] as const
  ).map(([label, nr, plate]): Scan => ({
    name: `/parking-fine ${label}`,
    path: '/parking-fine',
    preset: { lang: 'en' },
    act: async (page) => {
      await searchFine(page, 'Rijeka', nr, plate);
      await expect(page.locator('[role="alert"], [role="status"]').first()).toBeVisible({ timeout: 20_000 });
    },
  })),
  { name: '/parking-fine-details not found (-1)', path: '/parking-fine-details?cid=1&nr=000000&lp=RI0000AA' },
  { name: '/parking-fine-details error (-3)', path: '/parking-fine-details?cid=1&nr=333333&lp=RI3333CC' },
  {
    name: '/parking-fine-details payable (WL)',
    path: '/parking-fine-details?cid=1&nr=123456&lp=RI1234AB',
    reflow: true,
  },
  { name: '/parking-fine-details payable (TY)', path: '/parking-fine-details?cid=3&nr=654321&lp=PU555CD' },
  { name: '/parking-fine-details paid', path: '/parking-fine-details?cid=1&nr=222222&lp=RI2222AA' },
  { name: '/parking-fine-details cancelled', path: '/parking-fine-details?cid=1&nr=444444&lp=RI4444DD' },
  { name: '/parking-fine-details nothing to pay', path: '/parking-fine-details?cid=1&nr=555555&lp=RI5555EE' },
  { name: '/parking-fine-details no provider', path: '/parking-fine-details?cid=1&nr=888888&lp=RI8888GG' },
  { name: '/parking-fine-details no date', path: '/parking-fine-details?cid=1&nr=999999&lp=RI9999HH' },
  {
    name: '/parking-fine-details service disabled',
    path: '/parking-fine-details?cid=2&nr=777777&lp=KR777AA',
    preset: ZONE,
  },
  {
    name: '/parking-fine-details loading',
    path: '/parking-fine-details?cid=1&nr=123456&lp=RI1234AB',
    hold: [/fine-info/],
    ready: busy,
  },

  // Company, legal and the rest
  { name: '/contact', path: '/contact', preset: ZONE },
  { name: '/contact (ZG-Z1, no data)', path: '/contact', preset: { zoneCode: 'ZG-Z1', cid: '4' } },
  { name: '/termsofuse', path: '/termsofuse', preset: ZONE },
  { name: '/termsofsale', path: '/termsofsale', preset: ZONE },
  { name: '/privacypolicy', path: '/privacypolicy', preset: ZONE },
  { name: '/privacypolicy without a zone', path: '/privacypolicy' },
  { name: '/prepaid', path: '/prepaid' },
  { name: '/error with a message', path: '/error?m=Something%20went%20wrong' },
  { name: 'not found', path: '/no-such-page' },
  // `/details` has no screen of its own: it leads to the chosen ticket type's form.
  { name: '/details (leads to the hourly form)', path: '/details', preset: HOURLY },
  {
    name: 'route error screen (a screen that fails to load)',
    path: '/contact',
    preset: ZONE,
    block: /\/assets\/contact-page-[^/]*\.js$/,
    ready: visible('alert'),
  },
];

async function routeApi(page: Page, scan: Scan) {
  const app = new URL(server.appUrl);
  const held: Route[] = [];
  // The API is on the page's own origin: every path of the contract lies under these.
  await page.route(
    (url) => url.origin === app.origin && /^\/(sms|payment)-api\//.test(url.pathname),
    async (route) => {
      const path = new URL(route.request().url()).pathname;
      const failure = scan.fail?.find((f) => f.path.test(path));
      if (failure) {
        await route.fulfill({
          status: failure.status,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: failure.body ?? JSON.stringify('Internal server error.'),
        });
        return;
      }
      if (scan.hold?.some((pattern) => pattern.test(path))) {
        held.push(route); // never answered while the scan runs
        return;
      }
      await route.continue();
    },
  );
  return held;
}

/** The record's route an address opens. */
const routeOfAddress = (address: string): AppRoute => routeOf(new URL(address, 'http://app').pathname);
/** A route's own address: a parameter as `1`, the not-found entry as an unknown path. */
const addressOf = (route: AppRoute) =>
  route.path === '*' ? '/no-such-page' : route.path.replace(/:[^/]+/g, '1');
/** The scans of each route of the record, in its order: its states above, or its bare address. */
const SCANS_BY_ROUTE = ROUTES.map((route) => {
  const scans = SCANS.filter((scan) => routeOfAddress(scan.path) === route);
  return {
    route,
    listed: scans.length > 0,
    scans: scans.length ? scans : [{ name: addressOf(route), path: addressOf(route) }],
  };
});

// WCAG 1.4.10 (reflow at 320 CSS px) and 1.4.4 (text at 200 %): nothing cut off sideways. Every
// route of the record, in the first of its states that needs no held or failed call and no step,
// checked in the same page as that state's scan (no second load of it): in German, the longest
// words of the four languages, at 320 px, then at the phone's own width with text at 200 %, then
// at 360 px with text at 200 %. Neither the page nor a box in it may cut anything off.
const REFLOW = SCANS_BY_ROUTE.map(({ route, scans }) => ({
  route,
  scan:
    scans.find((scan) => scan.reflow) ??
    scans.find((scan) => !scan.hold && !scan.fail && !scan.block && !scan.act),
}));
const REFLOW_SCANS = new Set(REFLOW.flatMap(({ scan }) => (scan ? [scan] : [])));

test('every route of the record has a state to check reflow in', () => {
  expect(REFLOW.filter(({ scan }) => !scan).map(({ route }) => route.path)).toEqual([]);
});

/** Layout, the app's media queries and the layout shifts reported have caught up (two frames). */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The page in German, as a visitor chooses it: with the language menu of the screen, or, on a
 * screen without one, stored as chosen and the page loaded again.
 */
async function inGerman(page: Page) {
  const menu = page.getByRole('combobox', { name: /^(Jezik|Language|Sprache|Lingua)$/ }).first();
  if (await menu.isVisible()) await menu.selectOption('de');
  else {
    await page.evaluate((key) => window.localStorage.setItem(key, 'de'), LANGUAGE_STORAGE_KEY);
    await page.reload();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'de', { timeout: 20_000 });
  await settle(page);
}

async function checkReflow(page: Page, path: string) {
  await inGerman(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await nextFrames(page);
  expect.soft(await horizontalOverflow(page), 'sideways scrolling at 320 px').toBeLessThanOrEqual(0);
  expect.soft(await clippedSideways(page), 'cut off sideways at 320 px').toEqual([]);
  expect.soft(await smallTouchTargets(page), 'targets under 44 x 44 px at 320 px').toEqual([]);
  await expectNoAxeViolations(page, `${path} at 320 px`);

  // Back to the phone's own width, with the browser's text size at 200 %.
  await page.setViewportSize({ width: 412, height: 839 });
  await enlargeText(page);
  await nextFrames(page);
  expect.soft(await horizontalOverflow(page), 'sideways scrolling with text at 200 %').toBeLessThanOrEqual(0);
  expect.soft(await clippedSideways(page), 'cut off sideways with text at 200 %').toEqual([]);
  // A small Android phone with the system's largest font, which its browser applies to the page.
  await page.setViewportSize({ width: 360, height: 740 });
  await nextFrames(page);
  expect
    .soft(await horizontalOverflow(page), 'sideways scrolling at 360 px with text at 200 %')
    .toBeLessThanOrEqual(0);
  expect.soft(await clippedSideways(page), 'cut off sideways at 360 px with text at 200 %').toEqual([]);
  // The footer, capped at 150 px, scrolls at this size: its region must stay reachable.
  await expectNoAxeViolations(page, `${path} with text at 200 %`);
}

for (const { route, listed, scans } of SCANS_BY_ROUTE)
  for (const scan of scans) {
    const reflow = REFLOW_SCANS.has(scan);
    const title = reflow
      ? `axe: ${scan.name}, then reflow at 320 px, and with text at 200 % at 412 and 360 px`
      : `axe: ${scan.name}`;
    test(title, async ({ page }) => {
      await preset(page, scan.preset ?? {});
      await routeApi(page, scan);
      const blocked = scan.block;
      if (blocked)
        await page.route(
          (url) => blocked.test(url.pathname),
          (route) => route.abort('internetdisconnected'),
        );
      if (scan.retried || scan.polled) await page.clock.install();
      await page.goto(`${server.appUrl}${scan.path}`);
      await expect(page.locator('h1, [aria-busy="true"]').first()).toBeAttached({ timeout: 20_000 });
      if (scan.retried) {
        // Moves the page's clock on until nothing is loading any more, then lets it run again.
        const doneLoading = async () => {
          await page.clock.fastForward(1000);
          return page.evaluate(() => document.querySelector('[aria-busy="true"]') === null);
        };
        await expect.poll(doneLoading, { timeout: 30_000, intervals: [100] }).toBe(true);
        await page.clock.resume();
      }
      if (!scan.hold) await settle(page);
      if (scan.act) await scan.act(page);
      const ready = scan.ready;
      if (ready && scan.polled) {
        // Moves the page's clock on until the state is on screen, then lets it run again.
        const isReady = async () => {
          await page.clock.fastForward(1000);
          return ready(page, 100).then(
            () => true,
            () => false,
          );
        };
        await expect.poll(isReady, { timeout: 30_000, intervals: [100] }).toBe(true);
        await page.clock.resume();
        await settle(page);
      } else if (ready) await ready(page);
      else await settle(page);

      // Soft: one run lists every problem of the state, not only the first.
      await expectNoAxeViolations(page, scan.name);
      expect
        .soft(await horizontalOverflow(page), 'sideways scrolling at a phone width')
        .toBeLessThanOrEqual(0);
      expect.soft(await smallTouchTargets(page), 'targets under 44 x 44 px').toEqual([]);
      if (!scan.hold) await expect.soft(page.locator('h1'), 'one page heading').toHaveCount(1);
      // A route scanned without setup must show its own screen, not lead elsewhere (to /welcome
      // without a zone, say): a screen that needs setup gets its states in SCANS.
      if (!listed)
        expect(routeOfAddress(page.url()).path, `${route.path} needs its states in SCANS`).toBe(route.path);
      if (reflow) await checkReflow(page, scan.path);
    });
  }

test('lang and title follow the chosen language', async ({ page }) => {
  await preset(page, { lang: 'hr' });
  await page.goto(`${server.appUrl}/?z=RI-Z1`);
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
  await expect(page).toHaveTitle(/Virtualni parkirni automat/);

  await page.getByRole('combobox', { name: /Jezik|Language/ }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/Virtueller Parkscheinautomat/);
  await page.getByRole('combobox').first().selectOption('it');
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page).toHaveTitle(/Parchimetro virtuale/);

  // The choice is remembered (`lang` in localStorage, docs/storage.md) and applies from the first
  // paint on.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page).toHaveTitle(/Parchimetro virtuale/);
});

test('price changes, processing and errors are announced through live regions', async ({ page }) => {
  await preset(page, { ...HOURLY, lang: 'en' });
  await page.goto(`${server.appUrl}/hourly`);
  const plate = page.getByRole('textbox', { name: /Licence plate/ });
  await expect(plate).toBeEnabled({ timeout: 20_000 });
  const bar = page.getByRole('group', { name: 'Price and next step' });
  // The total sits in a polite live region that is on the page before the price comes, so a
  // screen reader hears the change (a region inserted together with its text is not announced).
  const live = bar.locator('[aria-live="polite"], [role="status"]').filter({ hasText: '-,--' });
  await expect(live).toHaveCount(1);
  const region = await live.elementHandle();
  await plate.pressSequentially('RI123AB');
  await expect(bar.getByText(/\d+,\d{2}\s€/)).toBeVisible({ timeout: 20_000 });
  expect(
    await region?.evaluate((el) => el.isConnected && /\d+,\d{2}\s€/.test(el.textContent ?? '')),
    'the same live region now holds the price',
  ).toBe(true);

  // Processing (polling) and errors.
  await page.goto(`${server.appUrl}/ticket-summary?order=${ticketOrder(903)}`);
  await expect(page.getByRole('status').first()).toBeVisible({ timeout: 20_000 });
  await page.goto(`${server.appUrl}/payment-processing-error?status=401&message=Transaction%20declined.`);
  await expect(page.getByRole('alert').first()).toBeVisible();
});

// The QR landing page holds still while its late answers arrive (Lighthouse's CLS budget is 0.01):
// the fine tile comes with the city's services, a request after the zone's, and nothing already on
// the screen may be pushed down by it, a kept ticket's "Remove" under the tiles included.
test('the QR landing page does not move when the city services arrive after the tiles', async ({ page }) => {
  await preset(page, { lang: 'en' });
  const end = Date.now() + 2 * 3_600_000;
  const ticket = {
    key: 'ticket-7001',
    ticketNumber: '7001',
    zoneCode: 'RI-Z1',
    zoneName: 'Zona 1',
    city: 'RIJEKA',
    plate: 'RI123AB',
    start: new Date(end - 2 * 3_600_000).toISOString(),
    end: new Date(end).toISOString(),
    invoiceId: null,
  };
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key, value),
    [KEPT_TICKETS_KEY, keptTicketsJson([ticket])],
  );
  await page.addInitScript(() => {
    const moved: { at: number; where: string[] }[] = [];
    (window as unknown as { moved: typeof moved }).moved = moved;
    // What was on the screen when the fine tile came: only it may not move (what is drawn with the
    // tile or after it, as the kept tickets' list now is, has no place to be pushed from).
    const shown = new WeakSet<Element>();
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main a[href="/parking-fine"]')) return;
      observer.disconnect();
      for (const element of document.querySelectorAll('main *')) shown.add(element);
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { startTime: number; sources?: { node?: Node | null }[] };
        const where = (shift.sources ?? []).map((source) => {
          const node = source.node;
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          if (!element?.closest('main')) return 'outside main';
          return shown.has(element) ? element.outerHTML.slice(0, 80) : 'drawn after';
        });
        moved.push({ at: shift.startTime, where });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/sms-api\/vpa\/vpa-company-config/, async (route) => {
    await answered;
    await route.continue();
  });
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (!/vpa-company-config/.test(request.url())) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  await page.goto(`${server.appUrl}/?z=RI-Z1`);
  const tileList = page.getByRole('list', { name: 'What would you like to pay?' });
  await expect(tileList.getByRole('link', { name: /Hourly ticket/ })).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The app has taken the painted page over, and all it asks for before the city's services is in
  // (the kept ticket's list too, were it drawn before them) and drawn: only the held request is left.
  await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
  await nextFrames(page);
  await expect.poll(() => inFlight.size, { timeout: 20_000 }).toBe(0);
  await nextFrames(page);
  const since = await page.evaluate(() => performance.now());

  answer();
  await expect(tileList.getByRole('link', { name: /Parking fine/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Official portal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove ticket 7001' })).toBeVisible();
  // Layout shifts are reported after the frame that made them.
  await nextFrames(page);
  const moved = await page.evaluate(
    (after) =>
      (window as unknown as { moved: { at: number; where: string[] }[] }).moved
        .filter((shift) => shift.at >= after)
        .flatMap((shift) =>
          shift.where.filter((where) => where !== 'outside main' && where !== 'drawn after'),
        ),
    since,
  );
  expect(moved, 'elements of the page moved by the late answer').toEqual([]);
});
