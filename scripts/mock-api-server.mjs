// @ts-check
// A local HTTP server that speaks the API contract with the mock backend's own handlers
// (src/mocks/handlers.ts, state in memory), so a production build on another origin can call it.
// It is not a second fake: every answer comes from the same handlers as `npm start` and Vitest.
//
//   node scripts/mock-api-server.mjs --port 8787 [--host 127.0.0.1] [--app-origin http://localhost:4173]
//   import { startMockApiServer } from './scripts/mock-api-server.mjs';
//   const api = await startMockApiServer({ port: 8787 }); ...; await api.close();
//
// Extra routes for tests: POST /__mock/reset puts the data back to the seed; GET /__mock/health;
// for the stand-in gateway pages (scripts/stand-in-gateway.mjs), which answer nothing themselves:
// POST /__mock/gateway-outcome?requestId=&outcome=approved|declined|cancelled records what the
// visitor chose, as the mock build's own gateway page does, and GET /__mock/transaction-messages
// gives the mock backend's messages.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';
import { readBody } from './server-util.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_BODY_BYTES = 256 * 1024;
const GATEWAY_OUTCOMES = ['approved', 'declined', 'cancelled'];

// No cookies or credentials are ever sent, so any origin may read the answers.
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept, Accept-Language',
  'Access-Control-Expose-Headers': 'Content-Type, Content-Disposition, Content-Length',
  'Access-Control-Max-Age': '600',
};

/**
 * Loads the TypeScript mock modules through Vite (aliases and all), without a browser bundle.
 * Both modules come from one module graph, so the reset acts on the state the handlers use.
 */
async function loadMockBackend() {
  // Vite's dev server sets NODE_ENV=development when it is unset; a production build run later
  // in the same process would then bundle React's development build. Leave it as it was.
  const nodeEnv = process.env.NODE_ENV;
  const vite = await createViteServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'development',
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers.ts');
  const { resetMockDb, recordGatewayOutcome, transactionMessages } =
    await vite.ssrLoadModule('/src/mocks/db.ts');
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return { handlers, resetMockDb, recordGatewayOutcome, transactionMessages, close: () => vite.close() };
}

function toFetchRequest(req, body) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = body && body.length > 0 && req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, { method: req.method, headers, body: hasBody ? body : undefined });
}

function send(res, status, headers, body) {
  res.writeHead(status, { ...CORS_HEADERS, 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

/**
 * Starts the server. `port` 0 picks a free one (read it from the result).
 * `appOrigin` is where the stand-in gateway return addresses point (the SPA's origin).
 * @param {{ port?: number; host?: string; appOrigin?: string }} [options]
 */
export async function startMockApiServer({ port = 8787, host = '127.0.0.1', appOrigin } = {}) {
  if (appOrigin) {
    // The handlers read the app's origin from `self.location`, as they would in a service worker.
    const scope = /** @type {{ self?: { location?: URL } }} */ (/** @type {unknown} */ (globalThis));
    scope.self ??= /** @type {{ location?: URL }} */ (scope);
    scope.self.location ??= new URL(appOrigin);
  }
  const backend = await loadMockBackend();

  const server = http.createServer((req, res) => {
    void (async () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (req.method === 'OPTIONS') return send(res, 204, {}, undefined);
      if (pathname === '/__mock/health') return send(res, 200, { 'Content-Type': 'text/plain' }, 'ok');
      if (pathname === '/__mock/reset' && req.method === 'POST') {
        backend.resetMockDb();
        return send(res, 204, {}, undefined);
      }
      if (pathname === '/__mock/gateway-outcome' && req.method === 'POST') {
        const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
        const outcome = query.get('outcome') ?? '';
        const known = GATEWAY_OUTCOMES.includes(outcome);
        const recorded = known && backend.recordGatewayOutcome(query.get('requestId') ?? '', outcome);
        return send(res, recorded ? 204 : 404, {}, undefined);
      }
      if (pathname === '/__mock/transaction-messages') {
        const json = JSON.stringify(backend.transactionMessages);
        return send(res, 200, { 'Content-Type': 'application/json' }, json);
      }
      const body = await readBody(req, MAX_BODY_BYTES);
      const response = await getResponse(backend.handlers, toFetchRequest(req, body));
      if (!response) {
        return send(res, 404, { 'Content-Type': 'application/json' }, JSON.stringify('Not found.'));
      }
      const headers = Object.fromEntries(response.headers.entries());
      const bytes = Buffer.from(await response.arrayBuffer());
      send(res, response.status, headers, bytes);
    })().catch((error) => {
      if (!res.headersSent)
        send(res, 500, { 'Content-Type': 'application/json' }, JSON.stringify(String(error)));
      else res.destroy();
    });
  });

  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    })
  );
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${actualPort}`,
    reset: () => backend.resetMockDb(),
    close: async () => {
      server.closeAllConnections?.();
      await /** @type {Promise<void>} */ (new Promise((resolve) => server.close(() => resolve())));
      await backend.close();
    },
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values: args } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      'app-origin': { type: 'string' },
    },
  });
  const api = await startMockApiServer({
    port: Number(args.port),
    host: args.host,
    appOrigin: args['app-origin'],
  });
  console.log(`Mock API listening on ${api.url}`);
  const stop = () => {
    setTimeout(() => process.exit(0), 2000).unref();
    void api.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
