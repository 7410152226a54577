// The field data report (scripts/field-report.mjs, docs/decisions/021): its reading of nginx's log,
// its 75th percentile, its grouping per route and language and its failure counts.
import { describe, expect, it } from 'vitest';
import { htmlReport, p75, readBeacons, summarize, textReport } from '../../scripts/field-report.mjs';
import { serializeBeacon, type FieldBeacon } from '@/lib/field-data/beacon-schema.mjs';

const beacon = (over: Partial<FieldBeacon> = {}): FieldBeacon => ({
  v: 1,
  route: '/',
  lang: 'hr',
  sw: false,
  release: '1.0.0',
  metrics: {},
  events: [],
  ...over,
});

/** One line of the log as nginx writes it (deploy/nginx/nginx.conf `vpa_field`, escape=json). */
const line = (b: unknown) =>
  JSON.stringify({
    time: '2026-11-26T20:00:00+00:00',
    beacon: typeof b === 'string' ? b : serializeBeacon(b),
  });

describe('p75', () => {
  it('is the nearest rank of the sorted values, null without any', () => {
    expect(p75([])).toBeNull();
    expect(p75([7])).toBe(7);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5])).toBe(4);
    expect(p75([100, 10, 90, 20, 80, 30, 70, 40, 60, 50])).toBe(80);
    expect(p75([0.3, 0.01, 0.2, 0.05])).toBe(0.2);
  });
});

describe('readBeacons', () => {
  it('keeps the lines whose beacon passes the schema and counts the rest as skipped', () => {
    const text = [
      line(beacon({ metrics: { LCP: 1000 } })),
      '',
      'not json at all',
      '{"time":"x","beacon":"{\\"v\\":1,\\"route\\":\\"/\\"}"}',
      line(JSON.stringify({ ...beacon(), visitor: 'abc' })),
      line(JSON.stringify(beacon({ route: '/summary?ticket=T1' }))),
      '{"time":"x","beacon":"{not json"}',
      '{"time":"x"}',
      line(
        beacon({
          lang: 'de',
          events: [{ kind: 'error', route: '/', message: 'Straße € č', file: '', count: 1 }],
        }),
      ),
      '   ',
    ].join('\n');
    const { beacons, skipped } = readBeacons(text);
    expect(skipped).toBe(6);
    expect(beacons).toHaveLength(2);
    expect(beacons[0]?.metrics.LCP).toBe(1000);
    expect(beacons[1]?.events[0]).toMatchObject({ message: 'Straße € č' });
  });
});

describe('summarize', () => {
  const beacons: FieldBeacon[] = [
    beacon({ route: '/hourly', lang: 'hr', metrics: { LCP: 1000, CLS: 0.01 } }),
    beacon({ route: '/hourly', lang: 'hr', metrics: { LCP: 3000, INP: 150 } }),
    beacon({ route: '/hourly', lang: 'hr', metrics: { LCP: 2000 } }),
    beacon({ route: '/hourly', lang: 'en', metrics: { LCP: 500 } }),
    beacon({
      route: '/payment-processing',
      lang: 'en',
      metrics: {},
      events: [
        { kind: 'gateway', route: '/payment-processing', count: 2 },
        // A failure counts on the route it happened on, in the page view's language.
        { kind: 'query', route: '/summary', query: 'zone.status', status: 503, count: 3 },
        { kind: 'csp', route: '/summary', directive: 'img-src', origin: 'https://x.example', count: 1 },
      ],
    }),
    beacon({
      route: '/summary',
      lang: 'en',
      events: [{ kind: 'query', route: '/summary', query: 'a', status: 0, count: 1 }],
    }),
  ];
  const groups = summarize(beacons);

  it('groups per route and language, sorted, with the page views that started there', () => {
    expect(groups.map((g) => [g.route, g.lang, g.views])).toEqual([
      ['/hourly', 'en', 1],
      ['/hourly', 'hr', 3],
      ['/payment-processing', 'en', 1],
      ['/summary', 'en', 1],
    ]);
    const hourly = groups[1];
    expect(hourly.values.LCP).toEqual([1000, 3000, 2000]);
    expect(hourly.values.INP).toEqual([150]);
    expect(hourly.values.TTFB).toEqual([]);
    expect(p75(hourly.values.LCP)).toBe(3000);
  });

  it('adds up the counts of each failure kind', () => {
    expect(groups[2].failures).toMatchObject({ gateway: 2, query: 0, csp: 0 });
    expect(groups[3].failures).toMatchObject({ query: 4, csp: 1, gateway: 0, error: 0 });
  });

  it('prints the p75 against "good" and the failures, as text and as HTML', () => {
    const text = textReport(groups, 2);
    expect(text).toMatch(/^Field data: 6 page views\n\(2 lines not read/);
    expect(text).toMatch(/^\/hourly \[hr\]\s+page views: 3$/m);
    expect(text).toMatch(/^\/hourly \[hr\][^]*?^ {2}LCP\s+p75\s+3000 ms\s+\(good <= 2500 ms, n=3\) over$/m);
    expect(text).toMatch(/^\/hourly \[en\][^]*?^ {2}LCP\s+p75\s+500 ms\s+\(good <= 2500 ms, n=1\) good$/m);
    expect(text).toMatch(/^ {2}CLS\s+p75\s+0\.010\s+\(good <= 0\.1, n=1\) good$/m);
    expect(text).toMatch(/^ {2}failures: query 4, csp 1$/m);
    expect(text).toMatch(/^ {2}failures: gateway 2$/m);
    const html = htmlReport(groups, 2, '/var/log/field.log');
    expect(html).toContain('From field.log: 6 page views, 2 lines not read.');
    expect(html).toContain('<td class="over">3000 ms</td>');
  });
});
