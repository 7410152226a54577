// Dev/preview-server side of field data (docs/decisions/021): `npm start` (and
// `vite preview`) answer the app's beacons as the shipped nginx does (deploy/nginx): POST only
// (403), text/plain only (415), 4 KiB at most (413), a beacon of the shared schema in printable
// ASCII only (400), else 204, and the beacon is printed to the terminal instead of a log file.
import type { ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { readBody } from '../scripts/server-util.mjs';
import {
  FIELD_DATA_MAX_BYTES,
  FIELD_DATA_PATH,
  fieldBeaconSchema,
} from '../src/lib/field-data/beacon-schema.mjs';
import { FIELD_BEACON_BODY_PATTERN } from '../src/lib/field-data/beacon-pattern.mjs';

/** nginx's check of the body (deploy/nginx/nginx.conf), the same text. */
const BODY_SHAPE = new RegExp(FIELD_BEACON_BODY_PATTERN);

function answer(res: ServerResponse, status: number): void {
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

/** The beacon of a body, or undefined when it is not one (nginx's rule, then the app's schema). */
function beaconOf(body: Buffer): unknown {
  const text = body.toString('latin1');
  if (!BODY_SHAPE.test(text)) return undefined;
  try {
    const parsed = fieldBeaconSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function fieldDataMiddleware(
  log: (line: string) => void = (line) => console.info(line),
): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (!req.url || new URL(req.url, 'http://localhost').pathname !== FIELD_DATA_PATH) {
      next();
      return;
    }
    if (req.method !== 'POST') return answer(res, 403);
    if (!/^text\/plain(;|$)/i.test(req.headers['content-type'] ?? '')) return answer(res, 415);
    readBody(req, FIELD_DATA_MAX_BYTES).then(
      (body) => {
        const beacon = beaconOf(body);
        if (beacon === undefined) return answer(res, 400);
        log(`[field data] ${JSON.stringify({ time: new Date().toISOString(), beacon })}`);
        answer(res, 204);
      },
      () => answer(res, 413),
    );
  };
}

export function fieldDataPlugin(): Plugin {
  return {
    name: 'vpa:field-data',
    configureServer(server) {
      server.middlewares.use(fieldDataMiddleware((line) => server.config.logger.info(line)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(fieldDataMiddleware((line) => server.config.logger.info(line)));
    },
  };
}
