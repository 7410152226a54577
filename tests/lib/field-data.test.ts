// Field data (docs/decisions/021): the masking of what a script error brings, and the beacon's
// shape (the one schema the app, the nginx suite and the report share).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeOf } from '@/app/routes';
import { resolveConfig } from '@/lib/config';
import { buildBeacon, startFieldData, zoneOf } from '@/lib/field-data/beacon';
import { FIELD_DATA_PATH, fieldBeaconSchema, serializeBeacon } from '@/lib/field-data/beacon-schema.mjs';
import { blockedOrigin, fileName, maskText } from '@/lib/field-data/mask';
import { UnsafeGatewayError } from '@/api/gateways/handoff';
import { createQueryClient } from '@/app/query-client';

const patternOf = (path: string) => routeOf(path).path;

/** navigator.sendBeacon as a spy that takes every beacon. */
function stubSendBeacon() {
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  return sendBeacon;
}

/**
 * A page view of its own at `path`: the recorder's queue and the beacon's sink are the page's
 * (fresh modules), so an earlier test's beacon does not take what this one records.
 */
async function freshPageView(path: string) {
  vi.resetModules();
  const { recordField } = await import('@/lib/field-data/record');
  const { startFieldData } = await import('@/lib/field-data/beacon');
  const sendBeacon = stubSendBeacon();
  window.history.replaceState(null, '', path);
  return { recordField, startFieldData, sendBeacon };
}

describe('maskText', () => {
  it.each([
    ['Plate ZG 1234-AB not found', 'ZG 1234-AB'],
    ['Plate ZG1234AB not found', 'ZG1234AB'],
    ['plate RI-123-A refused', 'RI-123-A'],
    ['Ungültiges Kennzeichen: ČK 555-ŽA', 'ČK 555-ŽA'],
    ['German plate M-AB 1234 read', 'AB 1234'],
  ])('masks the plate in %j', (text, plate) => {
    const masked = maskText(text, 120);
    expect(masked).not.toContain(plate);
    expect(masked).not.toMatch(/\d{2,}/);
  });

  it('masks every run of five or more digits (fine numbers, orders, invoices)', () => {
    const masked = maskText('order 123456789 invoice 55555 year 2026', 120);
    expect(masked).not.toMatch(/\d{5}/);
    expect(masked).toContain('year 2026');
  });

  it('drops the query and fragment of any address in the text', () => {
    const masked = maskText(
      'Failed to fetch http://127.0.0.1:4310/parking-fine-details?cid=3&nr=ABC&lp=ZGABC#x from /summary?ticket=TK-abc',
      200,
    );
    expect(masked).toBe('Failed to fetch http://127.0.0.1:4310/parking-fine-details from /summary');
  });

  it('cuts to the given length and keeps only safe characters', () => {
    const masked = maskText(`say "hi" <b>\\ ${'x'.repeat(300)}`, 120);
    expect(masked).toHaveLength(120);
    expect(masked).not.toMatch(/["<>\\]/);
  });

  it('keeps the file name of a script, no folders or query', () => {
    expect(fileName('http://127.0.0.1:4310/assets/scan-page.js?lp=ZG1234AB')).toBe('scan-page.js');
    expect(fileName('https://x.example/assets/index-12345678.js')).not.toMatch(/\d{5}/);
  });

  it('keeps only the origin of a resource a policy blocked', () => {
    expect(blockedOrigin('https://evil.example:8443/p/a.js?lp=ZG1234AB')).toBe('https://evil.example:8443');
    expect(blockedOrigin('inline')).toBe('inline');
    expect(blockedOrigin('data:image/png;base64,AAAA')).toBe('data');
    expect(blockedOrigin('javascript:alert(1)')).toBe('other');
  });
});

describe('the beacon', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('keeps the zone code and no other value of the address', () => {
    expect(zoneOf('?z=ZG-01&lp=ZG1234AB')).toBe('ZG-01');
    expect(zoneOf('?lp=ZG1234AB&nr=123456')).toBeUndefined();
    expect(zoneOf('?z=<script>')).toBeUndefined();
  });

  it('carries the route pattern, the language, the zone and passes the shared schema', () => {
    document.documentElement.lang = 'de';
    const beacon = buildBeacon(
      { patternOf },
      '/welcome/zones/17',
      '?z=A1&cid=3&nr=99999999&lp=ZG1234AB',
      { LCP: 1200, CLS: 0.05 },
      [],
    );
    expect(fieldBeaconSchema.parse(beacon)).toEqual(beacon);
    expect(beacon).toMatchObject({
      v: 1,
      route: '/welcome/zones/:cityId',
      zone: 'A1',
      lang: 'de',
      sw: false,
    });
    expect(JSON.stringify(beacon)).not.toMatch(/ZG1234AB|99999999|cid|\/17/);
  });

  it('the schema refuses an address, a plate, a long number or a field it does not know', () => {
    const good = buildBeacon({ patternOf }, '/', '', {}, []);
    expect(fieldBeaconSchema.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, route: '/summary?ticket=ABC' },
      { ...good, zone: 'ZG 1234-AB' },
      { ...good, visitor: 'abc' },
      { ...good, events: [{ kind: 'error', route: '/', message: 'order 1234567', file: '', count: 1 }] },
      {
        ...good,
        events: [
          { kind: 'csp', route: '/', directive: 'img-src', origin: 'https://x.example/a?b', count: 1 },
        ],
      },
      { ...good, events: [{ kind: 'scan-foreign', route: '/scan', text: 'https://evil', count: 1 }] },
    ])
      expect(fieldBeaconSchema.safeParse(bad).success).toBe(false);
  });

  it('is sent once, when the page is first hidden, with the failures counted and masked', async () => {
    const { recordField, startFieldData, sendBeacon } = await freshPageView('/hourly?z=A1&lp=ZG1234AB');
    document.documentElement.lang = 'hr';
    recordField({ kind: 'offline' });
    startFieldData({ patternOf });
    recordField({ kind: 'offline' });
    recordField({ kind: 'payment-error', status: 999 });
    window.history.replaceState(null, '', '/parking-fine-details?cid=3&nr=1234567&lp=ZG1234AB');
    recordField({ kind: 'query', query: 'fine.info', status: 404 });
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'No fine 1234567 for ZG 1234-AB at /parking-fine-details?nr=1234567',
        filename: 'http://127.0.0.1/assets/fine-details-page-Xy.js?lp=ZG1234AB',
      }),
    );
    expect(sendBeacon).not.toHaveBeenCalled();

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    // As the browser fires it: at the document, bubbling to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('pagehide'));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0];
    expect(url).toBe(FIELD_DATA_PATH);
    const beacon = fieldBeaconSchema.parse(JSON.parse(body));
    expect(beacon.route).toBe('/hourly');
    expect(beacon.zone).toBe('A1');
    expect(beacon.events).toEqual([
      { kind: 'offline', route: '/hourly', count: 2 },
      { kind: 'query', route: '/parking-fine-details', query: 'fine.info', status: 404, count: 1 },
      {
        kind: 'error',
        route: '/parking-fine-details',
        message: 'No fine * for * at /parking-fine-details',
        file: 'fine-details-page-Xy.js',
        count: 1,
      },
    ]);
    expect(body).not.toMatch(/ZG|1234567|lp=|nr=|cid/);
  });

  it('is sent when the app hands the driver to the bank, before the page starts to go, and only then', async () => {
    const { startFieldData, sendBeacon } = await freshPageView('/payment');
    const { handOff } = await import('@/api/gateways/handoff');
    startFieldData({ patternOf });
    // The redirect goes through the document's window: what had been sent when it was asked.
    const sentBeforeLeaving: number[] = [];
    const assign = vi.fn(() => sentBeforeLeaving.push(sendBeacon.mock.calls.length));
    const doc = { defaultView: { location: { assign } } } as unknown as Document;

    handOff({ kind: 'redirect', url: 'https://ecommerce.worldline-solutions.com/pay' }, doc);

    expect(assign).toHaveBeenCalledTimes(1);
    expect(sentBeforeLeaving).toEqual([1]);
    expect(fieldBeaconSchema.parse(JSON.parse(sendBeacon.mock.calls[0][1])).route).toBe('/payment');
    // The page's own unload then sends nothing more.
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('never keeps the driver from the bank: a beacon that throws is lost, the hand-off goes on', async () => {
    const { startFieldData, sendBeacon } = await freshPageView('/payment');
    const { handOff } = await import('@/api/gateways/handoff');
    startFieldData({ patternOf });
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Beacon refused');
    });
    const assign = vi.fn();
    const doc = { defaultView: { location: { assign } } } as unknown as Document;

    handOff({ kind: 'redirect', url: 'https://ecommerce.worldline-solutions.com/pay' }, doc);

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://ecommerce.worldline-solutions.com/pay');
  });
});

describe('the beacon as sent', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('is printable ASCII: č, ß and € of a masked message are \\u escapes, and parse back equal', () => {
    const message = maskText('Greška: Straße nicht gefunden, 5 € fällig', 120);
    expect(message).toMatch(/č|ß|€/);
    const beacon = fieldBeaconSchema.parse({
      ...buildBeacon({ patternOf }, '/', '', { LCP: 900 }, []),
      events: [{ kind: 'error', route: '/', message, file: 'grüße.js', count: 1 }],
    });
    const body = serializeBeacon(beacon);
    expect(body).toMatch(/^[\x20-\x7e]+$/);
    expect(body).toContain('Gre\\u0161ka: Stra\\u00dfe');
    expect(body).toContain('5 \\u20ac');
    expect(JSON.parse(body)).toEqual(beacon);
    expect(fieldBeaconSchema.parse(JSON.parse(body))).toEqual(beacon);
  });

  it('goes out as printable ASCII (nginx takes nothing else)', () => {
    const sendBeacon = stubSendBeacon();
    window.history.replaceState(null, '', '/hourly');
    startFieldData({ patternOf });
    window.dispatchEvent(new ErrorEvent('error', { message: 'Greška: Straße, 5 €', filename: 'a.js' }));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    const body = sendBeacon.mock.calls[0][1];
    expect(body).toMatch(/^[\x20-\x7e]+$/);
    const beacon = fieldBeaconSchema.parse(JSON.parse(body));
    expect(beacon.events).toContainEqual(
      expect.objectContaining({ kind: 'error', message: 'Greška: Straße, 5 €' }),
    );
  });
});

describe('what the app records', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('names the page view by the address the page was loaded with, and records the failures', async () => {
    const sendBeacon = stubSendBeacon();
    // Loaded at the bank's return address; the app has moved on to the summary since.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${location.origin}/payment-processing?requestid=ABC123456&z=RI-Z1` } as PerformanceEntry,
    ]);
    window.history.replaceState(null, '', '/summary?ticket=T-99999');
    startFieldData({ patternOf });

    // A gateway address the app refuses; a screen's query that ends in its error state.
    expect(() => {
      throw new UnsafeGatewayError();
    }).toThrow();
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['zone', 'status', 'ZG1234AB'],
        retry: false,
        queryFn: () =>
          Promise.reject(Object.assign(new Error('Request failed'), { response: { status: 503 } })),
      })
      .catch(() => undefined);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    const beacon = fieldBeaconSchema.parse(JSON.parse((sendBeacon.mock.calls[0] as unknown as string[])[1]));
    expect(beacon).toMatchObject({ route: '/payment-processing', zone: 'RI-Z1' });
    expect(beacon.events).toEqual([
      { kind: 'gateway', route: '/summary', count: 1 },
      { kind: 'query', route: '/summary', query: 'zone.status', status: 503, count: 1 },
    ]);
  });
});

describe('failures before the beacon code loads', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('are wanted only when field data is on and neither GPC nor DNT is sent', async () => {
    const { fieldDataWanted } = await import('@/lib/field-data/record');
    const nav = (extra: object) => ({ doNotTrack: null, ...extra }) as unknown as Navigator;
    expect(fieldDataWanted(true, nav({}))).toBe(true);
    expect(fieldDataWanted(false, nav({}))).toBe(false);
    expect(fieldDataWanted(true, nav({ globalPrivacyControl: true }))).toBe(false);
    expect(fieldDataWanted(true, nav({ doNotTrack: '1' }))).toBe(false);
    expect(fieldDataWanted(true, nav({ globalPrivacyControl: false, doNotTrack: '0' }))).toBe(true);
  });

  it('script errors, rejections and policy violations from the start are queued masked, then sent', async () => {
    vi.resetModules();
    const { captureFieldFailures } = await import('@/lib/field-data/record');
    window.history.replaceState(null, '', '/parking-fine-details?nr=1234567&lp=ZG1234AB');
    // As src/main.tsx does, long before the beacon code arrives.
    captureFieldFailures(window);
    captureFieldFailures(window);
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'No fine 1234567 for ZG 1234-AB',
        filename: 'http://127.0.0.1/assets/index-Ab.js?lp=ZG1234AB',
      }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new TypeError('order 998877665 failed at /summary?ticket=T-1');
    window.dispatchEvent(rejection);
    const violation = new Event('securitypolicyviolation') as Event & Record<string, string>;
    Object.assign(violation, {
      effectiveDirective: 'img-src',
      blockedURI: 'https://tracker.example/p.gif?lp=ZG1234AB',
    });
    document.dispatchEvent(violation);

    const sendBeacon = stubSendBeacon();
    const { startFieldData } = await import('@/lib/field-data/beacon');
    window.history.replaceState(null, '', '/hourly');
    startFieldData({ patternOf });
    window.dispatchEvent(new ErrorEvent('error', { message: 'later', filename: 'b.js' }));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const body = sendBeacon.mock.calls[0][1];
    expect(fieldBeaconSchema.parse(JSON.parse(body)).events).toEqual([
      {
        kind: 'error',
        route: '/parking-fine-details',
        message: 'No fine * for *',
        file: 'index-Ab.js',
        count: 1,
      },
      {
        kind: 'rejection',
        route: '/parking-fine-details',
        message: 'TypeError: order * failed at /summary',
        file: '',
        count: 1,
      },
      {
        kind: 'csp',
        route: '/parking-fine-details',
        directive: 'img-src',
        origin: 'https://tracker.example',
        count: 1,
      },
      // Once each, though captured twice (and again by the beacon).
      { kind: 'error', route: '/hourly', message: 'later', file: 'b.js', count: 1 },
    ]);
    expect(body).not.toMatch(/ZG|1234567|998877665|ticket|lp=/);
  });
});

describe('the switch', () => {
  it('is off by default, on by the runtime tag or the build variable, and the tag wins', () => {
    expect(resolveConfig({ runtime: {}, env: {}, pageOrigin: null }).fieldData).toBe(false);
    expect(resolveConfig({ runtime: { fieldData: true }, env: {}, pageOrigin: null }).fieldData).toBe(true);
    expect(resolveConfig({ runtime: {}, env: { VITE_FIELD_DATA: 'on' }, pageOrigin: null }).fieldData).toBe(
      true,
    );
    expect(
      resolveConfig({ runtime: { fieldData: false }, env: { VITE_FIELD_DATA: 'true' }, pageOrigin: null })
        .fieldData,
    ).toBe(false);
    expect(resolveConfig({ runtime: { fieldData: 'maybe' }, env: {}, pageOrigin: null }).fieldData).toBe(
      false,
    );
  });
});
