// The shipped nginx configuration (deploy/), as a browser and a plain HTTP client meet it: every
// route of the route record (src/app/routes.ts) by deep link and reload, headers, caching,
// compression, the nonce and the POST return.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROUTES, routeOf, type RoutePath } from '../../src/app/routes';
import { DEFAULT_SELECTION, SELECTION_KEY, ZONE_CODE_KEY } from '../../src/stores/session-keys';
import { API_ORIGIN, APP_ORIGIN, BUILD_DIR, expect, GATEWAY_ORIGIN, test } from './stack';

/**
 * The addresses that give a route of the record its normal screen, where the bare path does not
 * (a query it needs, more than one state). Every other route is opened at its path, a parameter
 * as `1` and the not-found entry as an unknown path.
 */
const ADDRESSES: Partial<Record<RoutePath, string[]>> = {
  '/': ['/', '/?z=RI-Z1'],
  '/payment-processing': ['/payment-processing', '/payment-processing?requestid=unknown'],
  '/payment-processing-error': ['/payment-processing-error?status=404&message=Transaction%20not%20found.'],
  '/summary': ['/summary?ticket=T-1000', '/summary?invoice=9001'],
  '/parking-fine-details': ['/parking-fine-details?cid=1&nr=123456&lp=RI1234AB'],
  '/error': ['/error?m=Something%20happened'],
  '/ticket-summary': ['/ticket-summary?order=unknown'],
  '/fine-summary': ['/fine-summary?order=unknown'],
  '*': ['/no-such-page'],
};

/** Every route of the route record (src/app/routes.ts), by the addresses above or its path. */
const ROUTE_ADDRESSES = ROUTES.flatMap(
  (entry) => ADDRESSES[entry.path] ?? [entry.path.replace(/:[^/]+/g, '1')],
);

/** Addresses that lead on by themselves once their call has answered, and where to. */
const MOVES_ON: Record<string, RegExp> = {
  // No zone in the address: the app sends the driver to /welcome once it has taken the landing over.
  '/': /\/welcome$/,
  // Finalize answers 404 for an unknown request: the payment error page.
  '/payment-processing?requestid=unknown': /\/payment-processing-error\?/,
};

test('every route of the record is opened, each address at the route it names', () => {
  for (const entry of ROUTES)
    expect(
      ROUTE_ADDRESSES.some((address) => routeOf(new URL(address, APP_ORIGIN).pathname) === entry),
      entry.path,
    ).toBe(true);
});

test.describe('every route by deep link and by reload', () => {
  for (const route of ROUTE_ADDRESSES) {
    test(route, async ({ page }) => {
      // A visitor who has chosen a zone before (the QR sticker), as most deep links assume.
      await page.addInitScript((key) => sessionStorage.setItem(key, 'RI-Z1'), ZONE_CODE_KEY);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      // Some routes move on by themselves (finalize, redirects): reload where the page settled.
      // The network can fall quiet before such a page has asked for anything (a busy CPU), so the
      // one that finalizes is awaited where it goes.
      const settles = MOVES_ON[route];
      if (settles) await expect(page).toHaveURL(settles, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const before = new URL(page.url()).pathname;
      const reloaded = await page.reload();
      expect(reloaded?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe(before);
    });
  }
});

test('the page carries the security headers, and Emotion styles the nonce of this response', async ({
  page,
}) => {
  const response = await page.goto('/?z=RI-Z1');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
  expect(directives).toMatchObject({
    'default-src': "'none'",
    'connect-src': `'self' ${API_ORIGIN}`,
    'form-action': `'self' ${GATEWAY_ORIGIN}`,
    'frame-ancestors': "'none'",
    'base-uri': "'none'",
    'object-src': "'none'",
  });
  expect(directives['style-src']).toMatch(/^'self' 'nonce-[0-9a-f]{32}'$/);
  // The same nonce names the prerendered page's one inline script, its language guard
  // (docs/decisions/038); WebAssembly for the QR scanner's decoder (docs/decisions/018); no eval.
  expect(directives['script-src']).toBe(
    `'self' ${directives['style-src']?.split(' ')[1] ?? 'no nonce'} 'wasm-unsafe-eval'`,
  );
  expect(csp).not.toContain('unsafe-inline');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The origin alone: no Referer carries the path or the query of a page (a plate, a fine, an order).
  expect(headers['referrer-policy']).toBe('strict-origin');
  // The camera for the QR scanner, on this origin only (docs/decisions/018); the rest stays off.
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers.etag).toBeUndefined();
  expect(headers['last-modified']).toBeUndefined();
  expect(headers['set-cookie']).toBeUndefined();

  const nonce = /'nonce-([0-9a-f]{32})'/.exec(csp)?.[1];
  // Emotion's styles come with the app, once it has taken over the prerendered landing.
  await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
  const styles = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style')).map((s) => ({
      nonce: s.nonce,
      emotion: s.hasAttribute('data-emotion'),
    })),
  );
  expect(styles.filter((s) => s.emotion).length).toBeGreaterThan(0);
  // The QR landing's own rules, in a <style> of the prerendered page (docs/decisions/029).
  expect(styles.filter((s) => !s.emotion).length).toBeGreaterThan(0);
  expect(styles.every((s) => s.nonce === nonce)).toBe(true);
  // The page's inline scripts: its language guard alone, with the nonce.
  const inline = await response!.text();
  const scripts = [...inline.matchAll(/<script([^>]*)>(.*?)<\/script>/gs)].filter(
    ([, attrs]) => !/\ssrc=/.test(attrs ?? ''),
  );
  expect(scripts.map(([, attrs]) => attrs)).toEqual([` nonce="${nonce}"`]);
});

test('a new nonce for every response', async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 5; i++) {
    const response = await request.get('/welcome');
    const header = /'nonce-([0-9a-f]{32})'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
    const html = await response.text();
    const meta = /<meta name="csp-nonce" content="([^"]+)">/.exec(html)?.[1];
    // The page's language guard, inline (docs/decisions/038), carries it as well.
    const script = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(header).toBeDefined();
    expect(meta).toBe(header);
    expect(script).toBe(header);
    nonces.add(header ?? '');
  }
  expect(nonces.size).toBe(5);
});

test('the runtime configuration is in every page, written at start', async ({ request }) => {
  // index.html, and the page prerendered for /welcome (docs/decisions/011).
  for (const path of ['/', '/welcome']) {
    const html = await (await request.get(path)).text();
    const content = /<meta name="vpa-config" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const config = JSON.parse(content.replace(/&quot;/g, '"')) as Record<string, unknown>;
    expect(config).toMatchObject({
      apiBaseUrl: API_ORIGIN,
      teyaPaymentUrl: `${GATEWAY_ORIGIN}/mock-gateway/teya`,
      paymentRedirectOrigins: [GATEWAY_ORIGIN],
    });
    // No inline script but the prerendered page's language guard, which carries the response's
    // nonce (docs/decisions/038).
    expect(html).not.toMatch(/<script(?![^>]*\b(?:src|nonce)=)[^>]*>/);
  }
  expect(await (await request.get('/welcome')).text()).toContain('Parkirna karta na vašem mobitelu');
  expect((await request.get('/welcome.html')).status()).toBe(404);
});

test('hashed assets are cached for a year and compressed; a missing one is a 404, not the page', async ({
  request,
}) => {
  // index.html's one script file, the entry (large enough to be compressed): nothing holds up the
  // parsing of its head (the language guard is the painted pages' alone, docs/decisions/043).
  const html = await (await request.get('/hourly')).text();
  const script = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/assets\/index-[^/]+\.js$/);
  expect(html.match(/<script/g)).toHaveLength(1);
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-type']).toContain('javascript');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');

  const missing = await request.get('/assets/index-deadbeef.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).not.toContain('javascript');
  // A missing chunk (a release that replaced the files) must not be kept for a year: a browser
  // that cached the 404 would fail that chunk on every reload.
  expect(missing.headers()['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/);

  const page = await request.get('/welcome', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toContain('manifest+json');
});

test("scripts go out as compressed at build time: gzip 9, to a browser that takes Brotli too (the image's nginx has none)", async ({
  request,
  page,
}) => {
  const html = await (await request.get('/hourly')).text();
  const framework =
    /<link rel="modulepreload"[^>]*href="(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(framework).not.toBe('');
  const built = path.join(BUILD_DIR, framework);

  for (const accept of ['gzip, deflate, br', 'gzip']) {
    const gzip = await request.get(framework, { headers: { 'Accept-Encoding': accept } });
    expect(gzip.headers()['content-encoding'], accept).toBe('gzip');
    // The file written at build time, as it is (compressing on the fly streams without a length).
    expect(Number(gzip.headers()['content-length'])).toBe(statSync(`${built}.gz`).size);
    expect(gzip.headers()['vary']).toContain('Accept-Encoding');
    expect(gzip.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(await gzip.text()).toBe(readFileSync(built, 'utf8'));
  }

  // And what a phone's browser gets on the QR landing page.
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      encodings.set(url.pathname, response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto('/?z=RI-Z1');
  // The prerendered landing asks for the framework once it is painted (docs/decisions/029).
  await expect.poll(() => encodings.get(framework)).toBe('gzip');
});

test('every kind of file the build has goes out with its type, whichever nginx serves it', async ({
  request,
}) => {
  // The app's page (the QR landing's rules are in its own page).
  const html = await (await request.get('/hourly')).text();
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
  const assets = readdirSync(path.join(BUILD_DIR, 'assets'));
  const font = assets.find((file) => file.endsWith('.woff2'));
  // The QR scanner's decoder: browsers compile WebAssembly only when it is sent as such.
  const wasm = assets.find((file) => file.endsWith('.wasm'));
  const types: [string, string][] = [
    [stylesheet, 'text/css'],
    [`/assets/${font}`, 'font/woff2'],
    [`/assets/${wasm}`, 'application/wasm'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/robots.txt', 'text/plain'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ];
  for (const [file, type] of types) {
    expect(file, type).not.toBe('');
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toContain(type);
  }
  // What the code, the styles and the service worker ask for needs no Referer: they send none.
  for (const file of [stylesheet, `/assets/${font}`, '/sw.js'])
    expect((await request.get(file)).headers()['referrer-policy'], file).toBe('no-referrer');
  expect((await request.get('/favicon.svg')).headers()['referrer-policy']).toBe('strict-origin');
});

test.describe('a gateway coming back with a POST', () => {
  for (const path of ['/ticket-summary', '/fine-summary']) {
    test(`${path} answers 303 to the same address, which then loads with GET`, async ({ request }) => {
      const target = `${path}?order=vpa7.abc-DEF_123`;
      const response = await request.post(target, {
        form: { orderid: 'vpa7.abc-DEF_123', status: 'OK' },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe(target);
      expect(response.headers()['content-security-policy']).toBeDefined();
      const page = await request.get(response.headers().location ?? '');
      expect(page.status()).toBe(200);
      expect(page.headers()['content-type']).toContain('text/html');
    });
  }

  // nginx decodes %2F and merges slashes before it picks the location, so each of these reaches
  // the return address; the answer must still lead to our own page and keep the query.
  const FOREIGN = 'evil.example';
  const bounces = (name: string) => [
    `//${FOREIGN}/..%2f${name}`,
    `//${FOREIGN}/%2e%2e/${name}`,
    `//${FOREIGN}/%2e%2e%2f${name}`,
    `/%2f%2f${FOREIGN}/..%2f${name}`,
    `/%2F%2F${FOREIGN}/%2E%2E%2F${name}`,
    `/\\${FOREIGN}/..%2f${name}`,
    `/\\${FOREIGN}/%2e%2e/${name}`,
    `/%5c%5c${FOREIGN}/..%2f${name}`,
    `/%5C%5C${FOREIGN}/%2e%2e%2f${name}`,
    `/./${name}`,
    `/x/..//${name}`,
  ];
  for (const name of ['ticket-summary', 'fine-summary']) {
    test(`/${name} answers the POST with its own address whatever the request line says`, async () => {
      const query = 'order=vpa7.abc-DEF_123';
      for (const target of bounces(name)) {
        const response = await rawRequest('POST', `${target}?${query}`, 'orderid=vpa7.abc-DEF_123&status=OK');
        expect(response.status, target).toBe(303);
        expect(response.headers.location, target).toBe(`/${name}?${query}`);
        expect(new URL(response.headers.location ?? '', APP_ORIGIN).origin, target).toBe(APP_ORIGIN);
      }
      // Without a query, the page alone; a query cannot name another host either.
      expect((await rawRequest('POST', `//${FOREIGN}/..%2f${name}`)).headers.location).toBe(`/${name}`);
      for (const query of [`//${FOREIGN}`, `order=x&next=//${FOREIGN}`, `@${FOREIGN}`, `/\\${FOREIGN}`]) {
        const { headers } = await rawRequest('POST', `//${FOREIGN}/..%2f${name}?${query}`);
        expect(headers.location, query).toBe(`/${name}?${query}`);
        const url = new URL(headers.location ?? '', APP_ORIGIN);
        expect([url.origin, url.pathname], query).toEqual([APP_ORIGIN, `/${name}`]);
      }
    });
  }

  test('no other answer of nginx is a redirect that could name another host', async () => {
    // Every directory of the build, bare and behind a foreign host (nginx's trailing-slash
    // redirect), and requests that end in each of nginx's error pages.
    const directories = readdirSync(BUILD_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) =>
        path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      );
    expect(directories).toEqual(expect.arrayContaining(['assets', 'icons']));
    const targets = [
      ...directories.flatMap((dir) => [
        `/${dir}`,
        `/${dir}/`,
        `//${FOREIGN}/..%2f${dir}`,
        `//${FOREIGN}/%2e%2e/${dir}/`,
      ]),
      `//${FOREIGN}`,
      `//${FOREIGN}/`,
      `/\\${FOREIGN}/`,
      `/%2f%2f${FOREIGN}/`,
      `//${FOREIGN}/..%2fwelcome`,
      `//${FOREIGN}/..%2findex.html`,
      `//${FOREIGN}/..%2fassets/missing.js`,
      `//${FOREIGN}/..%2fwelcome.html`,
      '/%2e%2e/ticket-summary',
      `/${'a'.repeat(9000)}`,
    ];
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS']) {
      for (const target of targets) {
        const response = await rawRequest(method, target);
        expect(response.status, `${method} ${target}`).not.toBe(0);
        expect(
          response.status >= 300 && response.status < 400,
          `${method} ${target}: ${response.status}`,
        ).toBe(false);
        expect(response.headers.location, `${method} ${target}`).toBeUndefined();
        expect(response.headers.refresh, `${method} ${target}`).toBeUndefined();
      }
    }
    // A body over the limit, on a return address.
    const large = await rawRequest('POST', `//${FOREIGN}/..%2fticket-summary`, 'x'.repeat(70_000));
    expect(large.status).toBe(413);
    expect(large.headers.location).toBeUndefined();
  });

  test('a POST anywhere else is refused', async ({ request }) => {
    for (const path of ['/', '/payment', '/summary?ticket=T-1000', '/index.html']) {
      const response = await request.post(path, { form: { a: 'b' }, maxRedirects: 0 });
      expect(response.status(), path).toBe(405);
    }
  });
});

/**
 * One request with the request line exactly as given: a browser or Playwright's client would
 * normalise the path first. Answers the status and the headers (names in lower case).
 */
function rawRequest(
  method: string,
  target: string,
  body = '',
): Promise<{ status: number; headers: Record<string, string> }> {
  const { hostname, port } = new URL(APP_ORIGIN);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.end(
        `${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n` +
          (body || method === 'POST' || method === 'PUT'
            ? `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`
            : '') +
          `\r\n${body}`,
      );
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // nginx may close before it has read a refused body: what it answered still counts.
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const [head = ''] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers });
    });
  });
}

test('the app origin is not the API or gateway origin', () => {
  expect(APP_ORIGIN).not.toBe(API_ORIGIN);
});

// The entry asks for the first screen's own files (here the ticket form and react-hook-form) as
// soon as it runs, not after the framework chunk has arrived and run (src/main.tsx,
// docs/performance.md): held back here, the framework must not hold them back.
test("a deep link asks for its screen's code while the framework is still on its way", async ({ page }) => {
  // Back on the hourly form of a zone (a reload, a link shared to oneself).
  await page.addInitScript(
    ([zoneKey, key, selection]) => {
      sessionStorage.setItem(zoneKey, 'RI-Z1');
      sessionStorage.setItem(key, selection);
    },
    [ZONE_CODE_KEY, SELECTION_KEY, JSON.stringify({ ...DEFAULT_SELECTION, ticketType: 'hourly' })],
  );
  let screenAsked = () => {};
  const screenRequested = new Promise<true>((resolve) => (screenAsked = () => resolve(true)));
  page.on('request', (request) => {
    if (/\/assets\/(ticket-page|form-libs)-[^/]*\.js$/.test(request.url())) screenAsked();
  });
  let askedBeforeFramework = false;
  await page.route(/\/assets\/framework-[^/]*\.js$/, async (route) => {
    askedBeforeFramework = await Promise.race([
      screenRequested,
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 30_000)),
    ]);
    await route.continue();
  });
  await page.goto('/hourly');
  await expect(page.getByRole('textbox', { name: /Licence plate/ })).toBeVisible({ timeout: 30_000 });
  expect(askedBeforeFramework, "the form's code was asked for before the framework arrived").toBe(true);
});
