// @ts-check
// The journeys on the other engines drivers' phones run: WebKit (WebKitGTK's MiniBrowser through
// Debian's WebKitWebDriver, under Xvfb) and Gecko (Firefox ESR through WebDriver BiDi), against the
// production build behind the shipped nginx configuration (scripts/serve-nginx-e2e.mjs: nginx, the
// stand-in gateways and the mock API on port..port+3; relays to nginx, ./support.mjs startRelay: one
// on port+4 that can be taken down, and slow ones on free ports, each a new origin). One engine at
// a time, one browser session per engine shared by its journeys (./journeys.mjs), in order; a new
// one only after a browser that died.
// docs/decisions/033-engines-suite.md says why this is a script of its own and not a Playwright
// project.
//
//   node e2e-engines/run.mjs [--port 4196] [--engines webkit,gecko] [--dist dist]
//                            [--results test-results/engines.json] [--driver-port 4201] [--display 99]
//                            [--grep "tile tapped"]   only the journeys whose name matches
//
// Prints each journey's name and outcome, then the counts as JSON; writes the counts to --results
// as { passed, failed, skipped } (the `summary` kind of scripts/test-all.mjs). Exits 1 when any failed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launchGecko, launchWebKit } from './engines.mjs';
import { JOURNEYS } from './journeys.mjs';
import { startRelay, waitFor } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.E2E_ENGINES_PORT ?? '4196' },
    engines: { type: 'string', default: process.env.E2E_ENGINES ?? 'webkit,gecko' },
    dist: { type: 'string', default: process.env.E2E_DIST },
    results: { type: 'string', default: 'test-results/engines.json' },
    'driver-port': { type: 'string' },
    display: { type: 'string', default: process.env.E2E_ENGINES_DISPLAY },
    // Only the journeys whose name matches (a regular expression), to look at one closely.
    grep: { type: 'string' },
  },
});
const port = Number(args.port);
const app = `http://127.0.0.1:${port}`;
const gateway = `http://127.0.0.1:${port + 1}`;
const relayPort = port + 4;
const driverPort = Number(args['driver-port'] ?? port + 5);
const display = Number(args.display ?? 99);
/** A journey's own bound when it names none: a few pages and a payment on a slow machine. */
const JOURNEY_MS = 120_000;
/** How much later a slow relay delivers what the server sends (a weak signal's latency). */
const SLOW_RELAY_DELAY_MS = 250;
/** The stack builds the production bundle first when no --dist is given. */
const STACK_START_MS = 400_000;

/** @type {{ passed: number; failed: number; skipped: number; tests: { engine: string; name: string; outcome: string; seconds: number; error?: string; notes?: string[] }[] }} */
const results = { passed: 0, failed: 0, skipped: 0, tests: [] };
const started = Date.now();

function startStack() {
  const stackArgs = ['scripts/serve-nginx-e2e.mjs', '--port', String(port)];
  if (args.dist) stackArgs.push('--dist', args.dist);
  const child = spawn(process.execPath, stackArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  /** @type {string[]} */
  const output = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    output.push(String(chunk));
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output };
}

/**
 * @template T
 * @param {() => Promise<T>} body
 * @param {number} ms
 * @param {string} [what]
 * @returns {Promise<T>}
 */
function withTimeout(body, ms, what = 'the journey') {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    body(),
    /** @type {Promise<never>} */ (
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
      })
    ),
  ]).finally(() => clearTimeout(timer));
}

/** How long a browser session may take to say where it is before it counts as dead. */
const ALIVE_MS = 30_000;

/**
 * Whether the engine's browser session still answers: a browser that died (MiniBrowser crashing)
 * answers "invalid session id", or nothing, to every command from then on.
 * @param {import('./engines.mjs').EnginePage} page
 */
const answers = (page) =>
  withTimeout(() => page.url(), ALIVE_MS, 'the session').then(
    () => true,
    () => false,
  );

/** @param {'webkit' | 'gecko'} engine @param {string} workDir */
function launch(engine, workDir) {
  if (engine === 'webkit') return launchWebKit({ driverPort, display, workDir });
  // The spec's default language: a Croatian phone.
  return launchGecko({ workDir, acceptLanguage: 'hr-HR,hr' });
}

/** @param {string} engine @param {string} name @param {string} outcome @param {number} since @param {{ error?: string; notes?: string[] }} [extra] */
function record(engine, name, outcome, since, extra = {}) {
  const seconds = Number(((Date.now() - since) / 1000).toFixed(1));
  results.tests.push({ engine, name, outcome, seconds, ...extra });
  if (outcome === 'passed') results.passed++;
  else if (outcome === 'failed') results.failed++;
  else results.skipped++;
  const mark = outcome === 'passed' ? 'ok  ' : outcome === 'failed' ? 'FAIL' : 'skip';
  console.log(`${mark} [${engine}] ${name} (${seconds} s)`);
  for (const note of extra.notes ?? []) console.log(`       note: ${note}`);
  if (extra.error) console.log(`       ${extra.error.split('\n').join('\n       ')}`);
}

async function main() {
  const engines = /** @type {('webkit' | 'gecko')[]} */ (args.engines.split(',').filter(Boolean));
  const journeys = args.grep
    ? JOURNEYS.filter(({ name }) => new RegExp(args.grep ?? '').test(name))
    : JOURNEYS;
  const workDir = mkdtempSync(path.join(os.tmpdir(), `vpa-engines-${port}-`));
  const stack = startStack();
  const stop = () => {
    if (stack.child.exitCode === null) stack.child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  process.on('SIGTERM', () => {
    stop();
    process.exit(143);
  });
  /** @type {Awaited<ReturnType<typeof startRelay>> | null} */
  let relay = null;
  /**
   * Every slow relay opened, closed at the end: a journey closes its own, but one that fails may
   * not have (closing twice is harmless).
   * @type {Set<Awaited<ReturnType<typeof startRelay>>>}
   */
  const slowRelays = new Set();
  const slowRelay = async () => {
    const opened = await startRelay(0, port, SLOW_RELAY_DELAY_MS);
    slowRelays.add(opened);
    return opened;
  };
  try {
    console.log(`[engines] starting the nginx stack on ${app}`);
    await waitFor(
      async () => {
        if (stack.child.exitCode !== null) throw new Error('stopped');
        return (await fetch(`${app}/welcome`, { signal: AbortSignal.timeout(5000) })).ok;
      },
      `${app}/welcome`,
      STACK_START_MS,
    ).catch((error) => {
      throw new Error(`the nginx stack did not start: ${error.message}\n${stack.output.join('')}`);
    });
    console.log(`[engines] stack up after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    relay = await startRelay(relayPort, port);

    for (const engine of engines) {
      const engineStarted = Date.now();
      /**
       * The engine's browser, started; when it cannot start, the journeys from `from` on fail.
       * @param {number} from
       */
      const start = async (from) => {
        try {
          return await launch(engine, workDir);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          for (const journey of journeys.slice(from))
            record(engine, journey.name, 'failed', Date.now(), {
              error: `the browser did not start: ${message}`,
            });
          return null;
        }
      };
      let page = await start(0);
      if (!page) continue;
      console.log(`[engines] ${engine} up after ${((Date.now() - engineStarted) / 1000).toFixed(1)} s`);
      for (const [index, journey] of journeys.entries()) {
        const since = Date.now();
        /** @type {string[]} */
        const notes = [];
        try {
          const context = {
            page,
            app,
            gateway,
            relay,
            slowRelay,
            workDir,
            note: (/** @type {string} */ line) => notes.push(line),
          };
          await withTimeout(() => journey.run(context), journey.timeoutMs ?? JOURNEY_MS);
          record(engine, journey.name, 'passed', since, { notes });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const failed = page;
          const where = await withTimeout(() => failed.url(), ALIVE_MS, 'the address').catch(
            () => '(no page)',
          );
          // What the visitor saw: the start of the page's text.
          const seen = await withTimeout(
            () => failed.evaluate(() => (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300)),
            ALIVE_MS,
            "the page's text",
          ).catch(() => '');
          notes.push(`page text: ${seen}`);
          record(engine, journey.name, 'failed', since, { notes, error: `${message}\n(at ${where})` });
          await relay.setDown(false);
          await failed.setOffline(false).catch(() => undefined);
          // One journey that took the browser down fails alone: the next ones get a new browser.
          if (!(await answers(failed)) && index < journeys.length - 1) {
            console.log(`[engines] ${engine}: the browser no longer answers; starting a new one`);
            for (const line of failed.lastOutput()) console.log(`       stderr: ${line}`);
            await failed.close();
            page = await start(index + 1);
            if (!page) break;
          }
        }
      }
      await page?.close();
      console.log(`[engines] ${engine} done in ${((Date.now() - engineStarted) / 1000).toFixed(1)} s`);
    }
  } finally {
    await relay?.close();
    for (const opened of slowRelays) await opened.close();
    stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error('[engines]', error instanceof Error ? error.message : error);
  results.failed++;
  exitCode = 1;
}
const summary = { passed: results.passed, failed: results.failed, skipped: results.skipped };
const file = path.resolve(root, args.results);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify({ ...summary, tests: results.tests }, null, 2)}\n`);
console.log(`[engines] ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
console.log(JSON.stringify(summary));
process.exit(exitCode || (results.failed ? 1 : 0));
