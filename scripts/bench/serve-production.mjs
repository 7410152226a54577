// @ts-check
// The production bundle (no mock code) served as a visitor gets it, beside the mock API server.
// Used by `npm run bench` and by the accessibility scans (e2e/a11y.spec.ts), which need a real
// network to hold or fail calls with Playwright's routing.
// - sameOrigin: the build leaves VITE_API_BASE_URL empty, the contract's default, and the preview
//   server passes /sms-api and /payment-api on to the mock API, as a reverse proxy in front of the portal would;
// - otherwise the app calls the mock API on its own origin through VITE_API_BASE_URL and CORS.
// The accessibility scans serve one shared same-origin build (`--dist`) or make one of their own.
//
//   node scripts/bench/serve-production.mjs --app-port 4937 --api-port 8937 [--out-dir .bench/dist]
//     [--skip-build] [--same-origin] [--dist dir (a ready same-origin build: no build)]
//   prints `ready <app url> <api url>` once both listen; SIGTERM or Ctrl-C stops both.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, preview } from 'vite';
import { startMockApiServer } from '../mock-api-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOST = '127.0.0.1';
/** Every path of the API (docs/backend-contract.md) lies under one of them. */
export const API_PATHS = ['/sms-api', '/payment-api'];

/**
 * The shipped bundle must carry none of the mock backend: its code loads only when mocking is on
 * (`VITE_API_MOCKING`, docs/backend-contract.md).
 */
export function mockCodeIn(outDir) {
  const found = [];
  for (const file of readdirSync(outDir, { recursive: true })) {
    const name = String(file);
    if (path.basename(name) === 'mockServiceWorker.js') found.push(name);
    else if (name.endsWith('.js')) {
      const code = readFileSync(path.join(outDir, name), 'utf8');
      if (/mockServiceWorker|\[MSW\]|setupWorker|vpa-mock-db/.test(code)) found.push(name);
    }
  }
  return found;
}

export async function buildProduction(outDir, apiUrl) {
  delete process.env.VITE_API_MOCKING;
  // Vite's dev server (the mock API) sets NODE_ENV=development; a build must not inherit it.
  process.env.NODE_ENV = 'production';
  process.env.VITE_API_BASE_URL = apiUrl;
  await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const mock = mockCodeIn(outDir);
  if (mock.length) throw new Error(`Mock code in the production bundle: ${mock.join(', ')}`);
}

/**
 * Starts the mock API, builds (unless `skipBuild` and a build exists) and serves the bundle. A
 * build kept with `skipBuild` must have been made for the same `sameOrigin`.
 * @returns {Promise<{ appUrl: string, apiUrl: string, resetApi: () => void, close: () => Promise<void> }>}
 */
export async function startProductionServer({
  appPort,
  apiPort,
  outDir = path.join(root, '.bench/dist'),
  skipBuild = false,
  sameOrigin = false,
}) {
  const apiUrl = `http://${HOST}:${apiPort}`;
  const appUrl = `http://${HOST}:${appPort}`;
  const api = await startMockApiServer({ port: apiPort, host: HOST, appOrigin: appUrl });
  try {
    if (!skipBuild || !existsSync(path.join(outDir, 'index.html')))
      await buildProduction(outDir, sameOrigin ? '' : apiUrl);
    const server = await preview({
      root,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir },
      preview: {
        host: HOST,
        port: appPort,
        strictPort: true,
        proxy: sameOrigin ? Object.fromEntries(API_PATHS.map((prefix) => [prefix, apiUrl])) : undefined,
      },
    });
    return {
      appUrl,
      apiUrl,
      resetApi: () => api.reset(),
      close: async () => {
        await server.close();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({
    options: {
      'app-port': { type: 'string', default: '4937' },
      'api-port': { type: 'string', default: '8937' },
      'out-dir': { type: 'string', default: '.bench/dist' },
      // A ready production build of the contract's default (API on the page's own origin), as
      // `npm test` makes once: served as it is.
      dist: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      'same-origin': { type: 'boolean', default: false },
    },
  });
  const server = await startProductionServer({
    appPort: Number(values['app-port']),
    apiPort: Number(values['api-port']),
    outDir: path.resolve(root, values.dist ?? values['out-dir']),
    skipBuild: Boolean(values.dist) || values['skip-build'],
    sameOrigin: Boolean(values.dist) || values['same-origin'],
  });
  console.log(`ready ${server.appUrl} ${server.apiUrl}`);
  // Open keep-alive connections can hold the close: never outlive the signal by more than 2 s.
  const stop = () => {
    setTimeout(() => process.exit(0), 2000).unref();
    void server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
