// Field data (docs/decisions/021): what the server takes is what the app sends. nginx accepts a
// beacon of at most FIELD_DATA_MAX_BYTES whose body matches FIELD_BEACON_BODY_PATTERN (the schema
// as far as a regular expression can say it, deploy/nginx/nginx.conf); the app cuts a beacon to
// that size and every beacon it can build matches the pattern.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, routeOf } from '@/app/routes';
import { buildBeacon, startFieldData } from '@/lib/field-data/beacon';
import {
  EFFECTIVE_TYPES,
  FIELD_DATA_MAX_BYTES,
  LANGUAGES,
  MAX_EVENTS,
  fieldBeaconSchema,
  fitBeacon,
  serializeBeacon,
  type FieldBeacon,
  type FieldEvent,
} from '@/lib/field-data/beacon-schema.mjs';
import { FIELD_BEACON_BODY_PATTERN } from '@/lib/field-data/beacon-pattern.mjs';
import { maskText } from '@/lib/field-data/mask';
import { recordField } from '@/lib/field-data/record';

const patternOf = (pathname: string) => routeOf(pathname).path;
const nginxTakes = new RegExp(FIELD_BEACON_BODY_PATTERN);

/** Every kind of event, with the longest texts the schema allows, in characters nginx sees escaped. */
function longEvents(route: string): FieldEvent[] {
  const message = maskText(`Greška: Straße € ${'čćžšđ ß '.repeat(30)}`, 120);
  return [
    { kind: 'error', route, message, file: `${'ž'.repeat(70)}-chunk.js`.slice(0, 80), count: 1000 },
    { kind: 'rejection', route, message: 'x'.repeat(120), file: '', count: 1 },
    { kind: 'chunk', route, count: 3 },
    { kind: 'query', route, query: 'fine.info', status: 0, count: 12 },
    { kind: 'query', route, query: 'zone-status', status: 599, count: 1 },
    { kind: 'payment-error', route, status: null, count: 1 },
    { kind: 'payment-error', route, status: 401, count: 2 },
    { kind: 'gateway', route, count: 1 },
    { kind: 'scan-foreign', route, count: 1 },
    { kind: 'offline', route, count: 1 },
    { kind: 'csp', route, directive: 'connect-src', origin: 'https://evil.example:8443', count: 1 },
    { kind: 'csp', route, directive: 'require-trusted-types-for', origin: 'trusted-types-sink', count: 1 },
  ];
}

function beaconOn(route: string, events: FieldEvent[], metrics: FieldBeacon['metrics']): FieldBeacon {
  return fieldBeaconSchema.parse({
    ...buildBeacon({ patternOf }, route.replace(/:\w+/g, '17'), '?z=RI-Z1', metrics, []),
    events,
  });
}

describe("the server's pattern", () => {
  it('is the one deploy/nginx/nginx.conf checks bodies with, as it is', () => {
    const conf = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx/nginx.conf'), 'utf8');
    const map = /map \$request_body \$vpa_field_ok \{([^]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
    const entries = [...map.matchAll(/^\s+'~([^']+)'\s+1;$/gm)].map((match) => match[1]);
    // In single quotes nginx changes only \\, \' and \" (and \t, \r, \n): the pattern has none.
    expect(FIELD_BEACON_BODY_PATTERN).not.toMatch(/\\[\\'"trn]|'/);
    expect(entries, `nginx.conf: '~${FIELD_BEACON_BODY_PATTERN}' 1;`).toEqual([FIELD_BEACON_BODY_PATTERN]);
  });

  it('takes every beacon the app builds: every route, language, network, metric and event, cut to the limit', () => {
    const routes = ROUTES.map((route) => route.path);
    expect(routes).toContain('*');
    let checked = 0;
    for (const [index, route] of routes.entries()) {
      const lang = LANGUAGES[index % LANGUAGES.length];
      document.documentElement.lang = lang ?? 'hr';
      const events = [...longEvents(patternOf(route.replace(/:\w+/g, '17'))), ...longEvents('*')].slice(
        0,
        MAX_EVENTS,
      );
      const metricSets: FieldBeacon['metrics'][] = [
        {},
        { LCP: 0, INP: 600_000, CLS: 0.001, FCP: 1234, TTFB: 87 },
        { CLS: Math.round(0.30000000000000004 * 1000) / 1000, TTFB: 12.5 },
      ];
      for (const metrics of metricSets)
        for (const count of [0, 1, 7, MAX_EVENTS]) {
          const beacon = beaconOn(route, events.slice(0, count), metrics);
          const body = fitBeacon(beacon);
          expect(body.length).toBeLessThanOrEqual(FIELD_DATA_MAX_BYTES);
          expect(body, body).toMatch(nginxTakes);
          expect(fieldBeaconSchema.parse(JSON.parse(body)).route).toBe(beacon.route);
          checked += 1;
        }
    }
    expect(checked).toBeGreaterThan(100);
    for (const net of EFFECTIVE_TYPES) {
      // As the app sends it: through the schema, which writes the keys in its own order.
      const beacon = fieldBeaconSchema.parse({ ...beaconOn('/', [], {}), net });
      expect(fitBeacon(beacon)).toMatch(nginxTakes);
    }
    // A masked message of a real error, with a code point beyond the basic plane.
    const emoji = { ...beaconOn('/', [], {}) };
    emoji.events = [
      { kind: 'error', route: '/', message: maskText('Oops 😀 ü 2026', 120), file: '', count: 1 },
    ];
    expect(fitBeacon(fieldBeaconSchema.parse(emoji))).toMatch(nginxTakes);
  });

  it('refuses a printable line that merely starts like a beacon, and each thing the schema refuses', () => {
    document.documentElement.lang = 'hr';
    const good = serializeBeacon(beaconOn('/', [], {}));
    expect(good).toMatch(nginxTakes);
    const bad = [
      `{"v":1,${'A'.repeat(200)}}`,
      `{"v":1,"route":"/"}`,
      good.replace('"events":[]', '"events":[],"note":"x"'),
      good.replace('"route":"/"', '"route":"/summary?ticket=1"'),
      good.replace('"lang":"hr"', '"lang":"xx"'),
      good.replace('"sw":false', '"sw":"no"'),
      good.replace('"metrics":{}', '"metrics":{"LCP":"x"}'),
      good.replace('"metrics":{}', '"metrics":{"XYZ":1}'),
      good.replace('"events":[]', '"events":[{"kind":"chunk","route":"/","count":1},]'),
      good.replace('"events":[]', '"events":[{"kind":"chunk","route":"/","count":0}]'),
      good.replace('"events":[]', '"events":[{"kind":"chunk","route":"/","count":1001}]'),
      good.replace('"events":[]', '"events":[{"kind":"chunk","route":"/","count":1,"lp":"ZG1234AB"}]'),
      good.replace(
        '"events":[]',
        '"events":[{"kind":"error","route":"/","message":"fine 1234567","file":"","count":1}]',
      ),
      good.replace(
        '"events":[]',
        `"events":[{"kind":"error","route":"/","message":"${'x'.repeat(721)}","file":"","count":1}]`,
      ),
      good.replace(
        '"events":[]',
        '"events":[{"kind":"error","route":"/","message":"a \\" b","file":"","count":1}]',
      ),
      good.replace(
        '"events":[]',
        '"events":[{"kind":"csp","route":"/","directive":"img-src","origin":"https://x.example/a?b","count":1}]',
      ),
      good.replace(
        '"events":[]',
        `"events":[${Array(MAX_EVENTS + 1)
          .fill('{"kind":"chunk","route":"/","count":1}')
          .join(',')}]`,
      ),
      `${good}\n${good}`,
    ];
    for (const body of bad) {
      expect(body, body).not.toMatch(nginxTakes);
      let schemaTakes = false;
      try {
        schemaTakes = fieldBeaconSchema.safeParse(JSON.parse(body)).success;
      } catch {
        // not JSON at all
      }
      expect(schemaTakes, body).toBe(false);
    }
    // Nothing after the beacon, not even the newline PCRE's `$` lets through.
    expect(`${good}\n`).not.toMatch(nginxTakes);
  });
});

describe('the beacon as sent', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('is cut to what the server takes: twenty long events are not refused whole', () => {
    const longest = longEvents('/parking-fine-details')[0];
    const twenty = Array.from(
      { length: 20 },
      (_, i) => ({ ...longest, file: `chunk-${i}.js` }) as FieldEvent,
    );
    const beacon = beaconOn('/', twenty, {});
    expect(serializeBeacon(beacon).length).toBeGreaterThan(FIELD_DATA_MAX_BYTES);
    const body = fitBeacon(beacon);
    expect(body.length).toBeLessThanOrEqual(FIELD_DATA_MAX_BYTES);
    const sent = fieldBeaconSchema.parse(JSON.parse(body));
    // The first failures are kept, in their order; only the last are left out.
    expect(sent.events.length).toBeGreaterThan(5);
    expect(sent.events).toEqual(beacon.events.slice(0, sent.events.length));
  });

  it('the page sends no beacon larger than the server takes', () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    window.history.replaceState(null, '', '/hourly');
    startFieldData({ patternOf });
    const long = 'Greška: čćžšđ '.repeat(10);
    for (let i = 0; i < 20; i += 1)
      window.dispatchEvent(
        new ErrorEvent('error', { message: `${long} ${String.fromCharCode(97 + i)}`, filename: `ž${i}.js` }),
      );
    recordField({ kind: 'offline' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = (sendBeacon.mock.calls[0] as unknown as [string, string])[1];
    expect(body.length).toBeLessThanOrEqual(FIELD_DATA_MAX_BYTES);
    expect(body).toMatch(nginxTakes);
    expect(fieldBeaconSchema.parse(JSON.parse(body)).events.length).toBeGreaterThan(3);
  });
});
