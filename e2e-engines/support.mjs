// @ts-check
// Waits and queries for the journeys, on conditions only: every wait polls the page until what
// the visitor would see is there, bounded by a timeout sized for a busy 2-core machine.
import net from 'node:net';

/** The default bound of one wait: a page, a click's result (the Playwright suites' expect is 20 s). */
export const WAIT_MS = 30_000;
/** A payment's round trip through a stand-in gateway, or a cold start of the app. */
export const LONG_WAIT_MS = 60_000;
const POLL_MS = 150;

/**
 * @typedef {import('./engines.mjs').EnginePage} EnginePage
 * @typedef {import('./in-page.mjs').Step} Step
 */

/** @param {RegExp} re */
const pattern = (re) => ({ source: re.source, flags: re.flags });

/**
 * A step of a query: by role and accessible name (a RegExp, or a string matched whole).
 * @param {string} role
 * @param {RegExp | string} [name]
 * @param {{ level?: number }} [extra]
 * @returns {Step}
 */
export function role(role, name, extra = {}) {
  const re = typeof name === 'string' ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : name;
  return { role, ...(re ? { name: pattern(re) } : {}), ...extra };
}

/** @param {RegExp} re @returns {Step} */
export const text = (re) => ({ text: pattern(re) });

/** @param {string} css @returns {Step} */
export const css = (css) => ({ css });

/**
 * Polls `check` until it returns something truthy; errors while a page changes count as "not yet".
 * @template T
 * @param {() => Promise<T>} check
 * @param {string} what
 * @param {number} [timeoutMs]
 * @returns {Promise<NonNullable<T>>}
 */
export async function waitFor(check, what, timeoutMs = WAIT_MS) {
  const end = Date.now() + timeoutMs;
  /** @type {unknown} */
  let lastError;
  for (;;) {
    try {
      const value = await check();
      if (value) return /** @type {NonNullable<T>} */ (value);
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > end) {
      const why = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0]})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** @param {Step[]} steps */
const describe = (steps) =>
  steps
    .map((s) => (s.text ? `text ${s.text.source}` : s.css ? s.css : `${s.role} ${s.name?.source ?? ''}`))
    .join(' > ');

/**
 * The element, once it is there and visible.
 * @param {EnginePage} page
 * @param {Step[]} steps
 */
export function locate(page, steps, timeoutMs = WAIT_MS) {
  return waitFor(() => page.find(steps), describe(steps), timeoutMs);
}

/** @param {EnginePage} page @param {Step[]} steps */
export async function expectVisible(page, steps, timeoutMs = WAIT_MS) {
  await locate(page, steps, timeoutMs);
}

/** Waits until nothing matches (gone or hidden). @param {EnginePage} page @param {Step[]} steps */
export async function expectHidden(page, steps, timeoutMs = WAIT_MS) {
  await waitFor(async () => (await page.find(steps)) === null, `no ${describe(steps)}`, timeoutMs);
}

/**
 * Clicks the element once it is there; when the page redraws it between finding and clicking
 * (a stale reference), finds it again.
 * @param {EnginePage} page
 * @param {Step[]} steps
 */
export async function tap(page, steps, timeoutMs = WAIT_MS) {
  await waitFor(
    async () => {
      const handle = await page.find(steps);
      if (!handle) return false;
      await page.click(handle);
      return true;
    },
    `a tap on ${describe(steps)}`,
    timeoutMs,
  );
}

/** @param {EnginePage} page @param {Step[]} steps @param {string} value */
export async function fill(page, steps, value, timeoutMs = WAIT_MS) {
  await waitFor(
    async () => {
      const handle = await page.find(steps);
      if (!handle) return false;
      await page.fill(handle, value);
      return (await page.valueOf(handle)) === value;
    },
    `${describe(steps)} filled with ${value}`,
    timeoutMs,
  );
}

/**
 * Chooses an option, then waits for the choice to hold: a select the app controls shows the old
 * value until what the choice loads has arrived (a language's texts), so it is chosen again only
 * when it still has not taken after a while (the element was redrawn).
 * @param {EnginePage} page @param {Step[]} steps @param {string} value
 */
export async function choose(page, steps, value, timeoutMs = WAIT_MS) {
  const holds = async () => {
    const handle = await page.find(steps);
    return Boolean(handle) && (await page.valueOf(handle)) === value;
  };
  await waitFor(
    async () => {
      const handle = await locate(page, steps, timeoutMs);
      await page.select(handle, value);
      await waitFor(holds, `${describe(steps)} to show ${value}`, 8_000);
      return true;
    },
    `${describe(steps)} set to ${value}`,
    timeoutMs,
  );
}

/** @param {EnginePage} page @param {RegExp} re */
export async function expectUrl(page, re, timeoutMs = WAIT_MS) {
  await waitFor(async () => re.test(await page.url()), `the address to match ${re}`, timeoutMs);
}

/** @param {unknown} actual @param {unknown} expected @param {string} what */
export function expectEqual(actual, expected, what) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** @param {unknown} condition @param {string} what */
export function expectTrue(condition, what) {
  if (!condition) throw new Error(what);
}

/**
 * A second address for the app (a TCP relay to nginx) that the suite can take down: WebDriver
 * classic cannot take a page offline, but the service worker's offline proof only needs the
 * server out of reach. Its own origin, so its own service worker and caches. With `delayMs`, all
 * the server sends reaches the browser that much later (a slow network's latency, which WebDriver
 * cannot set either): the app's start then spans a few seconds. `hold()` keeps back all it sends,
 * from then until `release()`.
 * @param {number} listenPort  0 for a free port of the system's choosing (a new origin)
 * @param {number} targetPort
 */
export async function startRelay(listenPort, targetPort, delayMs = 0) {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  /** While held, what the server sent, in order, until `release()`. @type {(() => void)[] | null} */
  let held = null;
  /** Delivers what the server sent: `delayMs` later, in order, or once released. @param {() => void} then */
  const later = (then) => {
    if (held) held.push(then);
    else if (delayMs > 0) setTimeout(then, delayMs);
    else then();
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.pipe(upstream);
    upstream.on('data', (chunk) => later(() => client.write(chunk)));
    upstream.on('end', () => later(() => client.end()));
    client.on('error', close).on('close', close);
    upstream.on('error', () => later(close)).on('close', () => later(close));
  });
  // The port chosen first is kept when the relay comes back up.
  let port = listenPort;
  const listen = () =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        port = /** @type {net.AddressInfo} */ (server.address()).port;
        resolve(undefined);
      });
    });
  // Down: nothing listens (a refused connection, as when the server is out of reach).
  const down = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (server.listening) server.close(() => resolve(undefined));
      else resolve(undefined);
    });
  await listen();
  return {
    origin: `http://127.0.0.1:${port}`,
    /** @param {boolean} value */
    async setDown(value) {
      if (value) await down();
      else if (!server.listening) await listen();
    },
    /** Holds all the server sends from now on (a request on its way for as long as a test needs). */
    hold() {
      held ??= [];
    },
    release() {
      const queued = held ?? [];
      held = null;
      // After what was on its way before the hold (delayed as well): the order stays the server's.
      later(() => queued.forEach((then) => then()));
    },
    close: down,
  };
}
