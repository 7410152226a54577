// The server's access log (deploy/nginx/nginx.conf) after real journeys: it keeps which page was
// asked for, never the query that carries a plate, a fine number, a ticket, an order or a payment
// request (the addresses of /parking-fine-details, /summary, /ticket-summary, /fine-summary and
// /payment-processing), neither in the request nor in the Referer. The error log, at its shipped
// level, holds neither: a request nginx refuses (a beacon beyond the rate limit, too large, of
// another method) writes no line with its request and Referer there, and the pages send no query in
// any Referer at all. scripts/serve-nginx-e2e.mjs writes both logs, in the shipped format and level,
// to the files read here; the API is on another origin in this stack, so its calls do not pass
// this nginx.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { devices, type Locator, type Page, type Request } from '@playwright/test';
import {
  atGateway,
  chooseAtGateway,
  dailyTicketToPayment,
  hourlyTicketToPayment,
  lookUpFine,
  openPayDialog,
} from './flows';
import { FIELD_DATA_PATH } from '../../src/lib/field-data/beacon-schema.mjs';
import { API_ORIGIN, APP_ORIGIN, expect, test } from './stack';

const ACCESS_LOG = path.join(os.tmpdir(), `vpa-nginx-access-${new URL(APP_ORIGIN).port}.log`);
const ERROR_LOG = path.join(os.tmpdir(), `vpa-nginx-error-${new URL(APP_ORIGIN).port}.log`);
// The phone's browser, marked so that this file's lines can be told from the other specs' ones.
const AGENT_MARK = 'vpa-server-log-spec';
test.use({ userAgent: `${devices['Pixel 7'].userAgent} ${AGENT_MARK}` });

/** One line of the shipped format, split into its fields. */
const LINE =
  /^(?<address>\S+) - (?<user>\S+) \[(?<time>[^\]]+)\] "(?<request>[^"]*)" (?<status>\d{3}) (?<bytes>\d+) "(?<referer>[^"]*)" "(?<agent>[^"]*)" "(?<forwarded>[^"]*)"$/;

type Entry = { line: string; request: string; referer: string; agent: string };

/**
 * Every line so far; `ours`: only those of this file's browsers. The log holds the whole suite's
 * lines (tens of thousands): checked in plain code, with one assertion over all of them.
 */
function readLog({ ours = false } = {}): Entry[] {
  if (!existsSync(ACCESS_LOG)) return [];
  const entries: Entry[] = [];
  const unreadable: string[] = [];
  for (const line of readFileSync(ACCESS_LOG, 'utf8').split('\n')) {
    if (line === '') continue;
    const fields = LINE.exec(line)?.groups;
    if (!fields) unreadable.push(line);
    else entries.push({ line, request: fields.request, referer: fields.referer, agent: fields.agent });
  }
  expect(unreadable, 'lines not of the shipped format').toEqual([]);
  return ours ? entries.filter((entry) => entry.agent.includes(AGENT_MARK)) : entries;
}

// The log as it was, beside a failure.
// eslint-disable-next-line no-empty-pattern -- Playwright passes testInfo second, after the fixtures
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [name, file] of [
    ['access.log', ACCESS_LOG],
    ['error.log', ERROR_LOG],
  ] as const)
    if (existsSync(file)) await testInfo.attach(name, { path: file, contentType: 'text/plain' });
});

/**
 * Every query value (by name) the visitor's pages on this site carried: in the addresses asked
 * for, in their Referer, and in the page's own address as the app moves on without a request.
 */
function watchQueries(page: Page) {
  const seen = new Map<string, Set<string>>();
  const add = (address: string | undefined) => {
    if (!address?.startsWith(APP_ORIGIN)) return;
    for (const [name, value] of new URL(address).searchParams) {
      if (!seen.has(name)) seen.set(name, new Set());
      seen.get(name)?.add(value);
    }
  };
  page.on('request', (request) => {
    add(request.url());
    add(request.headers().referer);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) add(frame.url());
  });
  return seen;
}

/**
 * The log names each page the journey asked for (path only) and holds none of its private values:
 * no query in any request or Referer of any line, and no value: long ones (plates, orders, request
 * ids) nowhere in a line, short ones (a ticket or invoice number) nowhere in a request or Referer.
 */
async function expectLogWithout(values: Iterable<string>, visited: string[]) {
  const requests = visited.map((entry) => `${entry} HTTP/1.1`);
  // Written once each answer is sent: waited for, whatever follows the path.
  const missing = () => {
    const asked = readLog({ ours: true }).map((entry) => entry.request.replace(/\?\S*/, ''));
    return requests.filter((request) => !asked.includes(request));
  };
  await expect.poll(missing, `the log names the pages asked for: ${requests.join(', ')}`).toEqual([]);
  const entries = readLog();
  const secrets = [...values];
  for (const value of secrets) expect(value.length, value).toBeGreaterThanOrEqual(4);
  const leaks = entries.flatMap(({ line, request, referer }) => [
    ...secrets
      .filter(
        (value) => (value.length >= 6 && line.includes(value)) || `${request} ${referer}`.includes(value),
      )
      .map((value) => `${value} in: ${line}`),
    ...(request.includes('?') || referer.includes('?') ? [`a query in: ${line}`] : []),
  ]);
  expect(leaks).toEqual([]);
  // And as the paths alone.
  const asked = readLog({ ours: true }).map((entry) => entry.request);
  for (const request of requests) expect(asked).toContain(request);
}

/** The ticket number, shown on a line of its own after "You have successfully bought ticket no." */
async function numberAfter(bought: Locator): Promise<string> {
  const number = ((await bought.locator('xpath=following-sibling::p[1]').textContent()) ?? '').trim();
  expect(number).toMatch(/^\S{4,}$/);
  return number;
}

/** The values of the query names given, which must all have been seen (the journey went there). */
function valuesOf(seen: Map<string, Set<string>>, names: string[]): string[] {
  return names.flatMap((name) => {
    const values = [...(seen.get(name) ?? [])];
    expect(values, `the journey's addresses carried ${name}=`).not.toEqual([]);
    return values.filter((value) => value.length >= 4);
  });
}

test('a ticket paid through Worldline leaves its plate, request and ticket out of the log', async ({
  page,
}) => {
  const seen = watchQueries(page);
  const plate = 'VK4711WL';
  await hourlyTicketToPayment(page, plate);
  await (await openPayDialog(page)).click();
  await atGateway(page, 'worldline');
  await chooseAtGateway(page, 'Approve');
  await expect(page).toHaveURL(/\/summary\?ticket=/, { timeout: 30_000 });
  const bought = page.getByText('You have successfully bought ticket no.');
  await expect(bought).toBeVisible();
  const ticketNumber = await numberAfter(bought);
  // The summary by its address too (a reload, a bookmark): a request of its own.
  await page.reload();
  await expect(bought).toBeVisible({ timeout: 30_000 });

  await expectLogWithout(
    [plate, ticketNumber, ...valuesOf(seen, ['requestid', 'ticket'])],
    ['GET /payment-processing', 'GET /summary'],
  );
});

test('a ticket paid through Teya leaves its plate, order and ticket out of the log', async ({ page }) => {
  const seen = watchQueries(page);
  const plate = 'DA4712TY';
  await dailyTicketToPayment(page, plate);
  await (await openPayDialog(page)).click();
  await atGateway(page, 'teya');
  await chooseAtGateway(page, 'Approve');
  await expect(page).toHaveURL(/\/ticket-summary\?order=/);
  const bought = page.getByText('You have successfully bought ticket no.');
  await expect(bought).toBeVisible({ timeout: 20_000 });
  const ticketNumber = await numberAfter(bought);

  await expectLogWithout(
    [plate, ticketNumber, ...valuesOf(seen, ['order'])],
    ['POST /ticket-summary', 'GET /ticket-summary'],
  );
});

// The fine is looked up but not paid: paying would change the mock API's data that the other
// workers share, and the gateway's return is the same request line as the address opened here.
test('a fine looked up, its summary and its invoice leave their number, plate, order and invoice out of the log', async ({
  page,
}) => {
  const seen = watchQueries(page);
  await lookUpFine(page, /poreč/i, '654321', 'PU555CD');
  // Payable, or paid by another worker's test meanwhile: the address is the same either way.
  const fineShown = page.getByRole('heading', { level: 1, name: /654321/ });
  await expect(fineShown).toBeVisible();
  // The details by their address too (a reload, a link shared to oneself).
  await page.reload();
  await expect(fineShown).toBeVisible();
  // Where the gateway sends the driver back, and a paid fine's invoice by its address
  // (docs/backend-contract.md, "Where the driver comes back").
  await page.goto(`/fine-summary?order=vpa7.${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/summary?invoice=9001');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expectLogWithout(
    ['654321', 'PU555CD', ...valuesOf(seen, ['nr', 'lp', 'order', 'invoice'])],
    ['GET /parking-fine', 'GET /parking-fine-details', 'GET /fine-summary', 'GET /summary'],
  );
});

test("a Referer is kept as the page's path, without its query", async ({ request }) => {
  const referer = `${APP_ORIGIN}/parking-fine-details?cid=1&nr=314159&lp=ZD3141PI`;
  const agent = `${AGENT_MARK} referer-check ${randomUUID()}`;
  const response = await request.get('/favicon.svg', { headers: { Referer: referer, 'User-Agent': agent } });
  expect(response.status()).toBe(200);
  await expect
    .poll(() =>
      readLog({ ours: true })
        .filter((entry) => entry.agent === agent)
        .map((entry) => entry.referer),
    )
    .toEqual([`${APP_ORIGIN}/parking-fine-details`]);
  expect(readFileSync(ACCESS_LOG, 'utf8')).not.toMatch(/314159|ZD3141PI/);
});

/** The smallest beacon the schema accepts (src/lib/field-data/beacon-schema.mjs). */
const MINIMAL_BEACON = JSON.stringify({
  v: 1,
  route: '/',
  lang: 'hr',
  sw: false,
  release: 'x',
  metrics: {},
  events: [],
});

test('refused requests write no plate, fine number or query into the error log, and no Referer carries a query', async ({
  page,
  request,
}) => {
  const address = '/parking-fine-details?cid=7&nr=700100&lp=RI999QQ';
  const secrets = /RI999QQ|700100|cid=7/;
  // The Referer each request of the page carried (as sent, not as Playwright guessed it).
  const referers: string[] = [];
  const beaconStatuses: number[] = [];
  // Each read is awaited before the checks: one still running when the page closes would reject outside the test.
  const reads: Promise<unknown>[] = [];
  const onFinished = (finished: Request) => {
    reads.push(
      finished.allHeaders().then((headers) => referers.push(`${finished.url()} ${headers.referer ?? '-'}`)),
    );
    if (finished.url() === `${APP_ORIGIN}${FIELD_DATA_PATH}`)
      reads.push(finished.response().then((response) => beaconStatuses.push(response?.status() ?? 0)));
  };
  page.on('requestfinished', onFinished);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Field data is on in this stack: a burst of 40 beacons from the page, beyond the rate limit.
  await page.evaluate((body) => {
    for (let i = 0; i < 40; i += 1) navigator.sendBeacon('/_vpa/field', body);
  }, MINIMAL_BEACON);
  await expect.poll(() => beaconStatuses.length, { timeout: 30_000 }).toBe(40);
  expect(beaconStatuses.filter((status) => status === 429).length, 'beacons refused').toBeGreaterThan(10);
  // Too large, another method, another type: refused, from the page itself.
  const refused = await page.evaluate(async (path) => {
    const post = (body: string, type = 'text/plain') =>
      fetch(path, { method: 'POST', headers: { 'Content-Type': type }, body }).then((r) => r.status);
    return [
      await post('x'.repeat(5000)),
      await post('x'.repeat(70_000)),
      await fetch(path).then((r) => r.status),
      await post('{}', 'application/json'),
    ];
  }, FIELD_DATA_PATH);
  expect(refused).toEqual([413, 413, 403, 415]);
  // And as a page with an older policy would send them: the whole address in the Referer.
  const referer = `${APP_ORIGIN}${address}`;
  const fromOldPage = [
    await request.post(FIELD_DATA_PATH, {
      headers: { 'Content-Type': 'text/plain', Referer: referer },
      data: 'x'.repeat(5000),
    }),
    await request.get(FIELD_DATA_PATH, { headers: { Referer: referer } }),
    await request.post(`${FIELD_DATA_PATH}?lp=RI999QQ`, {
      headers: { 'Content-Type': 'text/plain', Referer: referer },
      data: 'x'.repeat(70_000),
    }),
  ].map((response) => response.status());
  expect(fromOldPage).toEqual([413, 403, 413]);
  for (let i = 0; i < 30; i += 1)
    await request.post(FIELD_DATA_PATH, {
      headers: { 'Content-Type': 'text/plain', Referer: referer },
      data: MINIMAL_BEACON,
    });

  // No Referer of the page's requests, to this site or the API, carries its query.
  await expect.poll(() => referers.some((entry) => entry.startsWith(API_ORIGIN))).toBe(true);
  page.off('requestfinished', onFinished);
  await Promise.all(reads);
  expect(referers.filter((entry) => entry.split(' ')[1]?.includes('?'))).toEqual([]);
  // The error log, whole (every spec's refusals): no plate, no fine number, no query of a page,
  // and no line about a refused beacon at all.
  const errors = existsSync(ERROR_LOG) ? readFileSync(ERROR_LOG, 'utf8') : '';
  const lines = errors.split('\n');
  expect(lines.filter((line) => secrets.test(line))).toEqual([]);
  expect(lines.filter((line) => /(request|referrer): "[^"]*\?/.test(line))).toEqual([]);
  expect(lines.filter((line) => line.includes(FIELD_DATA_PATH))).toEqual([]);
});
