// @ts-check
// `npm run bench`: builds the production bundle (no mock code), serves it beside the mock API
// server (the mock backend's own handlers), runs Lighthouse (mobile, default
// simulated throttling, Debian Chromium) several times per page and prints the medians against
// the budgets of docs/performance.md. A benchmark, not a test: it takes about three minutes.
//
//   npm run bench [-- --runs 3] [--page landing,hourly,welcome] [--skip-build] [--strict]
//   --strict     exit 1 when a median misses a budget
//   --api-cross-origin  the API on another origin (VITE_API_BASE_URL and CORS) instead of the
//                contract's default, the page's own origin (/sms-api passed on to the mock API)
//   --serve      build and serve only (app and mock API) until Ctrl-C, for Lighthouse by hand
//   --save-lhr   keep each Lighthouse report as .bench/lhr-{page}-{run}.json (open in the Lighthouse viewer)
//   --repeat-visit  measure each chosen page as a repeat visit instead: opened once until the
//                service worker controls it, then Lighthouse with the storage and cache kept
//                (same throttling; goal for the QR landing: LCP under 1.0 s)
//   --nginx      serve the production build behind the shipped nginx configuration, the API on
//                another origin (scripts/bench/serve-nginx.mjs: the nginx suite's stack, on
//                BENCH_NGINX_PORT to +3); --api-cross-origin is then implied
//   --zone-ready-runs  rounds of the "zone ready" measure (default 5; 0: none): the landing and its
//                static copy, one after the other, each cold in a real Chromium on slow 4G with
//                the CPU 4x slower, until the zone's name and a working hourly tile are on the screen
//                (scripts/bench/zone-ready.mjs); reported as the landing's median over the copy's
//   --tile-tap-runs  rounds of the "tile tap to next frame" measure (default 5; 0: none): the
//                landing cold on the same line and CPU, its hourly tile touched, once on the page
//                the app has taken over and once on the painted page before it; the tap's latency
//                as INP counts it (Event Timing) and the time until the form's heading shows
//                (scripts/bench/tile-tap.mjs)
//   --taps-runs  rounds of the "taps after the landing" measure (default 3; 0: none): the landing
//                cold on the same line and CPU, taken over, its menu button touched, the hourly
//                form's "Continue" refused, a plate typed, then "Continue" and "Confirm"; each
//                tap's and key's latency as INP counts it, and the time to the drawer and to the
//                confirm dialog on the screen (scripts/bench/taps.mjs)
//   --browser-lang  the browser's languages, default `hr-HR,hr` (a first visit reads the first the
//                portal speaks: `de-AT` measures a visitor in German)
//
// The yardstick: before the runs, the QR landing as the app has drawn it is saved with
// no script (scripts/bench/static-copy.mjs) into the build and served by the same server; it is
// measured in every round beside the pages (run i of each page one after the other), and each
// page's LCP is reported as a ratio to the copy's (TBT as the difference), medians over the rounds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { budgetFailures, figuresOf, formatTable, median, medians, versusStatic } from './bench/figures.mjs';
import { CHROMIUM_PATH, runLighthouse } from './bench/lighthouse-run.mjs';
import { startNginxStack } from './bench/serve-nginx.mjs';
import { startProductionServer } from './bench/serve-production.mjs';
import { measureTaps } from './bench/taps.mjs';
import { measureTileTap } from './bench/tile-tap.mjs';
import { captureStaticCopy } from './bench/static-copy.mjs';
import { CPU_SLOWDOWN, SLOW_4G, zoneReadyMs } from './bench/zone-ready.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, '.bench');
const distDir = path.join(benchDir, 'dist');
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4937);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 8937);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 4940);

const selection = (ticketType) =>
  JSON.stringify({
    ticketType,
    tariffId: null,
    tariffType: null,
    plateNumber: '',
    duration: 1,
    zoneName: null,
  });

/**
 * The pages measured (docs/performance.md); `landing` is the QR landing page that the byte budget
 * applies to.
 */
const PAGES = [
  { id: 'landing', label: '/?z=RI-Z1', path: '/?z=RI-Z1', landing: true },
  {
    id: 'hourly',
    label: '/hourly',
    path: '/hourly',
    preset: { session: { zoneCode: 'RI-Z1', 'vpa-selection': selection('hourly') } },
  },
  { id: 'welcome', label: '/welcome', path: '/welcome' },
];

/** The static copy of the QR landing (no script), the yardstick of every page's LCP. */
const STATIC_COPY = {
  id: 'static',
  label: 'static copy of /?z=RI-Z1',
  // The file's own name: nginx answers an unknown path with the app (index.html).
  path: '/static-landing.html',
  file: 'static-landing.html',
  of: '/?z=RI-Z1',
  // Drawn: the zone's tiles are links.
  ready: 'main a[href^="/hourly"]',
  preset: undefined,
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    page: { type: 'string', default: PAGES.map((p) => p.id).join(',') },
    'skip-build': { type: 'boolean', default: false },
    'api-cross-origin': { type: 'boolean', default: false },
    serve: { type: 'boolean', default: false },
    'save-lhr': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    // A second visit with the service worker warm: storage and caches kept.
    'repeat-visit': { type: 'boolean', default: false },
    'browser-lang': { type: 'string', default: 'hr-HR,hr' },
    nginx: { type: 'boolean', default: false },
    'zone-ready-runs': { type: 'string', default: '5' },
    'tile-tap-runs': { type: 'string', default: '5' },
    'taps-runs': { type: 'string', default: '3' },
  },
});

function chromiumVersion() {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpu: `${cpus[0]?.model ?? 'unknown'} x${cpus.length}`,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    // Lighthouse scales the CPU time it observes: other work on the machine inflates TBT and LCP.
    loadAverage: os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromiumVersion(),
    lighthouse: JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'))
      .version,
  };
}

async function main() {
  const runs = Number(args.runs);
  const wanted = args.page.split(',');
  const repeat = args['repeat-visit'];
  const pages = PAGES.filter((p) => wanted.includes(p.id)).map((p) =>
    repeat
      ? {
          ...p,
          label: `${p.label} (repeat, SW warm)`,
          landing: false,
          preset: { ...p.preset, warm: true },
        }
      : p,
  );
  mkdirSync(benchDir, { recursive: true });

  console.log(args['skip-build'] ? 'Serving the last build ...' : 'Building the production bundle ...');
  const crossOrigin = args.nginx || args['api-cross-origin'];
  const server = args.nginx
    ? await startNginxStack({ port: NGINX_PORT, skipBuild: args['skip-build'] })
    : {
        ...(await startProductionServer({
          appPort: APP_PORT,
          apiPort: API_PORT,
          outDir: distDir,
          skipBuild: args['skip-build'],
          sameOrigin: !crossOrigin,
        })),
        distDir,
      };
  const appOrigin = server.appUrl;
  try {
    if (args.serve) {
      console.log(
        `Serving ${appOrigin} (production build) with the mock API at ${server.apiUrl}` +
          `${crossOrigin ? '' : `, reached through ${appOrigin}/sms-api`}; Ctrl-C stops.`,
      );
      await new Promise((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
      return;
    }

    const languages = args['browser-lang'];
    // The yardstick, for a first visit: the landing as drawn, saved with no script.
    const measured = repeat ? pages : [STATIC_COPY, ...pages];
    if (!repeat) {
      server.resetApi();
      const copy = await captureStaticCopy({
        url: `${appOrigin}${STATIC_COPY.of}`,
        ready: STATIC_COPY.ready,
        distDir: server.distDir,
        file: STATIC_COPY.file,
        languages,
      });
      console.log(
        `Static copy of ${STATIC_COPY.of}: ${copy.path} (${(copy.htmlBytes / 1024).toFixed(1)} kB HTML, ` +
          `${(copy.cssBytes / 1024).toFixed(1)} kB CSS, no script)`,
      );
    }
    /** @type {Map<string, ReturnType<typeof figuresOf>[]>} */
    const runsOf = new Map(measured.map((page) => [page.id, []]));
    // Round by round, so that run i of every page (and of the copy) saw the same machine.
    for (let i = 1; i <= runs; i++) {
      for (const page of measured) {
        server.resetApi();
        const lhr = await runLighthouse(`${appOrigin}${page.path}`, page.preset, languages);
        const figures = figuresOf(lhr, appOrigin, server.distDir);
        runsOf.get(page.id)?.push(figures);
        if (args['save-lhr'])
          writeFileSync(path.join(benchDir, `lhr-${page.id}-${i}.json`), JSON.stringify(lhr));
        console.log(
          `${page.label} run ${i}/${runs}: perf ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
            (repeat ? `(observed ${Math.round(figures.observedLcpMs)} ms), ` : '') +
            `TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, ` +
            `JS+CSS ${((figures.jsGzip + figures.cssGzip) / 1024).toFixed(1)} KiB ` +
            `(${(figures.wireBytes / 1024).toFixed(1)} KiB sent)` +
            (figures.runtimeError ? `, error: ${figures.runtimeError}` : ''),
        );
      }
    }
    const staticRuns = runsOf.get(STATIC_COPY.id);
    const results = measured.map((page) => {
      const pageRuns = runsOf.get(page.id) ?? [];
      return {
        page,
        runs: pageRuns,
        m: medians(pageRuns),
        vs: staticRuns && page !== STATIC_COPY ? versusStatic(pageRuns, staticRuns) : null,
      };
    });

    const info = machine();
    console.log(
      runs > 0
        ? `\nMedians of ${runs} Lighthouse ${info.lighthouse} mobile runs per page (simulated throttling)`
        : '\nNo Lighthouse runs (--runs 0)',
    );
    console.log(
      `${info.date.slice(0, 10)}, ${info.cpu}, ${info.memoryGiB} GiB, ${info.os}, Node ${info.node}, ${info.chromium}, load average ${info.loadAverage}; ` +
        `${args.nginx ? 'behind the shipped nginx configuration; ' : ''}` +
        `API ${crossOrigin ? 'on another origin' : "on the page's origin"}; browser languages ${languages}\n`,
    );
    let missed = 0;
    // `--runs 0`: only the measures below (zone ready, tile tap), with no medians to show.
    if (runs > 0) console.log(`${formatTable(results)}\n\nBudgets:`);
    for (const { page, runs: pageRuns, m } of runs > 0 ? results : []) {
      if (page === STATIC_COPY) continue;
      const failures = budgetFailures(page, m);
      missed += failures.length;
      console.log(`  ${page.label}: ${failures.length ? `MISSED: ${failures.join('; ')}` : 'met'}`);
      const notPassing = [...new Set(pageRuns.flatMap((r) => Object.values(r.notPassing).flat()))];
      if (notPassing.length) console.log(`    audits not passing in some run: ${notPassing.join(', ')}`);
    }
    const landingMeasured = !repeat && wanted.includes('landing');
    const zoneReady = landingMeasured ? await measureZoneReady(appOrigin, server) : null;
    const tapRounds = Number(args['tile-tap-runs']);
    const tileTap =
      landingMeasured && tapRounds > 0
        ? await measureTileTap({
            url: `${appOrigin}${PAGES[0].path}`,
            rounds: tapRounds,
            languages: args['browser-lang'],
            resetApi: server.resetApi,
          })
        : null;
    const tapsRounds = Number(args['taps-runs']);
    const taps =
      landingMeasured && tapsRounds > 0
        ? await measureTaps({
            url: `${appOrigin}${PAGES[0].path}`,
            rounds: tapsRounds,
            languages: args['browser-lang'],
            resetApi: server.resetApi,
          })
        : null;
    const out = path.join(benchDir, `bench-${info.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(out, JSON.stringify({ machine: info, runs, results, zoneReady, tileTap, taps }, null, 2));
    console.log(`\nAll runs: ${path.relative(root, out)}`);
    if (missed && args.strict) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

/**
 * The "zone ready" rounds: the static copy and the landing alternately, each cold; prints each
 * run and the medians, and returns them.
 */
async function measureZoneReady(appOrigin, server) {
  const rounds = Number(args['zone-ready-runs']);
  if (!(rounds > 0)) return null;
  const languages = args['browser-lang'];
  /** @type {Record<'static' | 'landing', { shownMs: number, frameMs: number }[]>} */
  const times = { static: [], landing: [] };
  console.log(
    `\nZone ready (the zone's name and a working hourly tile on the screen), cold, ${SLOW_4G.latency} ms RTT, ` +
      `${((SLOW_4G.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down, CPU ${CPU_SLOWDOWN}x slower:`,
  );
  for (let i = 1; i <= rounds; i++) {
    for (const [id, pagePath] of /** @type {const} */ ([
      ['static', STATIC_COPY.path],
      ['landing', PAGES[0].path],
    ])) {
      server.resetApi();
      const run = await zoneReadyMs({ url: `${appOrigin}${pagePath}`, zoneName: 'Zona 1', languages });
      times[id].push(run);
      console.log(
        `  ${id} run ${i}/${rounds}: shown ${Math.round(run.shownMs)} ms (frame begun ${Math.round(run.frameMs)} ms)`,
      );
    }
  }
  const of = (/** @type {'static' | 'landing'} */ id, /** @type {'shownMs' | 'frameMs'} */ key) =>
    median(times[id].map((run) => run[key]));
  const result = {
    staticMs: of('static', 'shownMs'),
    landingMs: of('landing', 'shownMs'),
    // When the browser began drawing that frame: what this measure reported until 2026-12-03.
    frameBegun: { staticMs: of('static', 'frameMs'), landingMs: of('landing', 'frameMs') },
    runs: times,
  };
  console.log(
    `  medians: landing ${Math.round(result.landingMs)} ms, static copy ${Math.round(result.staticMs)} ms, ` +
      `${(result.landingMs / result.staticMs).toFixed(2)} times the copy's (goal: at most 1.5); ` +
      `frame begun ${(result.frameBegun.landingMs / result.frameBegun.staticMs).toFixed(2)} times`,
  );
  return result;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
