// @vitest-environment node
// Field data in `npm start` and `vite preview` (docs/decisions/021): the dev server answers the
// app's beacons as the shipped nginx does, and prints them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { fieldDataMiddleware } from '../../vite/field-data-plugin';
import { serializeBeacon } from '@/lib/field-data/beacon-schema.mjs';

const BEACON = {
  v: 1,
  route: '/hourly',
  lang: 'de',
  sw: false,
  release: '1.0.0',
  metrics: { LCP: 1200 },
  events: [{ kind: 'error', route: '/hourly', message: 'Straße €', file: 'a.js', count: 1 }],
};

/** Posts `body` through the middleware; the status it answered, whether it passed on, what it printed. */
async function post(
  body: string | Buffer,
  { method = 'POST', url = '/_vpa/field', type = 'text/plain;charset=UTF-8' } = {},
) {
  const req = Object.assign(Readable.from([Buffer.from(body)]), {
    method,
    url,
    headers: { 'content-type': type },
  }) as unknown as IncomingMessage;
  const log = vi.fn();
  const next = vi.fn();
  const status = await new Promise<number>((resolve) => {
    const res = {
      statusCode: 200,
      setHeader: vi.fn(),
      end: () => resolve(res.statusCode),
    } as unknown as ServerResponse & { statusCode: number };
    fieldDataMiddleware(log)(req, res, () => {
      next();
      resolve(0);
    });
  });
  return { status, log, next };
}

describe('the dev server’s field data answer', () => {
  it('takes a beacon as the app sends it: 204, and prints it', async () => {
    const { status, log } = await post(serializeBeacon(BEACON));
    expect(status).toBe(204);
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toMatch(/^\[field data\] /);
    expect(JSON.parse(line.replace(/^\[field data\] /, ''))).toMatchObject({ beacon: BEACON });
  });

  it('refuses what nginx refuses, and prints nothing', async () => {
    const good = serializeBeacon(BEACON);
    for (const [body, options, expected] of [
      [good, { method: 'GET' }, 403],
      [good, { type: 'application/x-www-form-urlencoded' }, 415],
      [`${good.slice(0, -1)},"pad":"${'x'.repeat(5000)}"}`, {}, 413],
      ['not json', {}, 400],
      [JSON.stringify(BEACON), {}, 400],
      [serializeBeacon({ ...BEACON, visitor: 'abc' }), {}, 400],
      [
        Buffer.concat([Buffer.from(good.slice(0, 20)), Buffer.from([0xff]), Buffer.from(good.slice(20))]),
        {},
        400,
      ],
    ] as const) {
      const { status, log } = await post(body, options);
      expect(status).toBe(expected);
      expect(log).not.toHaveBeenCalled();
    }
  });

  it('leaves every other address to the rest of the server', async () => {
    const { status, next } = await post('x', { url: '/hourly' });
    expect(status).toBe(0);
    expect(next).toHaveBeenCalled();
  });
});
