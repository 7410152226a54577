// @ts-check
// The byte budget per route (docs/performance.md), checked deterministically on sizes, not times:
// builds the production bundle (no mocking) with a manifest, then for each route adds up the gzip
// size of every JavaScript and CSS file it needs before it is usable: the entry and its static
// imports, the shell chunks main.tsx imports (read from the build: app, router, query client,
// texts), the API layer (loaded with the first query; not on the QR landing, see API_LAYER), the
// route's lazy module and the locale chunks of its namespaces in Croatian (the default language),
// each with all its static imports. Prefetches of the next page are not counted. `npm run bench`
// measures the same thing in a real browser (Lighthouse's requests).
//
//   node scripts/check-bundle-budget.mjs [--results test-results/bundle-budget.json] [--out dir]
// Writes `{ passed, failed }` for scripts/test-all.mjs (one test per route, plus "no mock code").
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { mockCodeIn } from './bench/serve-production.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANGUAGE = 'hr';
const KIB = 1024;
/** The largest file the entry may wait for before it runs (see the check at the end). */
const ENTRY_IMPORTS_MAX_KIB = 15;

/**
 * axios and its instances, loaded by the first call the page's early answers do not answer
 * (src/api/client.ts): on every route but the QR landing, whose first answers the page asked for
 * before the framework (src/boot/language-guard.ts); there it loads only when one of them fails
 * (docs/decisions/028).
 */
export const API_LAYER = ['src/api/http-client.ts'];

/** Whether a route's first screen loads the API client (see API_LAYER). */
export function loadsApiLayer(route) {
  return route.path !== '/';
}

/** What src/app/after-first-screen.tsx loads, as the build found it (its dynamic imports). */
export const AFTER_FIRST_SCREEN_MODULE = 'src/app/after-first-screen.tsx';
/** Among them, the field data beacon: loaded only when field data is on (docs/decisions/021). */
export const FIELD_DATA_MODULE = 'src/lib/field-data/beacon.ts';
/** The most the field data beacon, loaded after the first screen when field data is on, may weigh. */
export const BEACON_MAX_KIB = 5;

/**
 * Loaded on every route once the first screen has its data, before a visitor can tap anything
 * (src/app/after-first-screen.tsx): the fonts' stylesheet, the service worker's registration, the
 * pocket's pruning and, with field data on, its beacon. The browser fetches them before the first
 * tap, so they count. Read from the build (the module's dynamic imports), not listed here.
 * @param {ChunkGraph} graph
 * @param {{ fieldData?: boolean }} [options]
 */
export function afterFirstScreen(graph, { fieldData = false } = {}) {
  const late = graph.lateImports ?? [];
  if (!late.includes(FIELD_DATA_MODULE))
    throw new Error(`${AFTER_FIRST_SCREEN_MODULE} does not load ${FIELD_DATA_MODULE}`);
  return fieldData ? late : late.filter((module) => module !== FIELD_DATA_MODULE);
}

/**
 * Every route of the route record (src/app/routes.ts) with what the check needs: `modules`, the
 * source file its loader imports (resolved by Vite itself: the record is loaded with every screen
 * module stubbed out by its own path) and those of the pieces drawn with it, `namespaces`, the
 * locale files its screen, its layout's footer and those pieces read, and its budget (`budgetKiB`,
 * `maxFiles`).
 */
export async function loadRoutes() {
  const { createServer } = await import('vite');
  const features = path.join(root, 'src', 'features') + path.sep;
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    resolve: { alias: [{ find: /^@\//, replacement: path.join(root, 'src') + '/' }] },
    plugins: [
      {
        name: 'vpa:screen-stubs',
        enforce: 'pre',
        load(id) {
          const file = id.replace(/\?.*$/, '');
          if (file.startsWith(features))
            return `export const sourceFile = ${JSON.stringify(path.relative(root, file))};`;
        },
      },
    ],
  });
  try {
    const { ROUTES } = await server.ssrLoadModule('/src/app/routes.ts');
    const routes = [];
    for (const entry of ROUTES) {
      const { sourceFile } = await entry.module.load();
      routes.push({
        id: entry.path,
        path: entry.path,
        // The screen's module and the pieces drawn with it, and their texts.
        modules: [sourceFile, ...(entry.budget.drawnWith?.modules ?? [])],
        namespaces: [...entry.texts, ...(entry.budget.drawnWith?.texts ?? [])],
        budgetKiB: entry.budget.kib,
        maxFiles: entry.budget.files,
        /** Served from a prerendered page of its own (set from the build). */
        prerendered: false,
        /** @type {string[]} */
        pageScripts: [],
        /** @type {string[]} */
        pageStylesheets: [],
      });
    }
    return routes;
  } finally {
    await server.close();
  }
}

/**
 * A build plugin that records, per output chunk, its static imports, its CSS and the source
 * modules it holds, so a route's files can be found from source paths (the manifest names only
 * entry modules, not modules that land in shared chunks, such as the API layer).
 */
/**
 * @typedef {{
 *   entry: string | null,
 *   chunkOf: Record<string, string>,
 *   imports: Record<string, string[]>,
 *   dynamicImports: Record<string, string[]>,
 *   css: Record<string, string[]>,
 *   lateImports?: string[],
 * }} ChunkGraph
 */

/** @param {(graph: ChunkGraph) => void} onGraph */
export function chunkGraphPlugin(onGraph) {
  return {
    name: 'vpa:chunk-graph',
    generateBundle(_options, bundle) {
      /** @type {ChunkGraph} */
      const graph = { entry: null, chunkOf: {}, imports: {}, dynamicImports: {}, css: {} };
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) graph.entry = file;
        graph.imports[file] = chunk.imports;
        graph.dynamicImports[file] = chunk.dynamicImports;
        graph.css[file] = [...(chunk.viteMetadata?.importedCss ?? [])];
        for (const id of Object.keys(chunk.modules)) {
          const rel = path.relative(root, id.replace(/\?.*$/, ''));
          // A stylesheet lives in its CSS file (below), not in the chunk that imports it.
          if (!rel.startsWith('..') && !rel.endsWith('.css')) graph.chunkOf[rel] = file;
        }
      }
      const late = this.getModuleInfo(path.join(root, AFTER_FIRST_SCREEN_MODULE));
      graph.lateImports = (late?.dynamicallyImportedIds ?? []).map((id) =>
        path.relative(root, id.replace(/\?.*$/, '')),
      );
      // A stylesheet imported on its own (the fonts, src/app/after-first-screen.tsx) is an asset
      // with no chunk: it is found by its source file.
      for (const [file, asset] of Object.entries(bundle)) {
        if (asset.type !== 'asset' || !file.endsWith('.css')) continue;
        for (const name of asset.originalFileNames ?? []) graph.chunkOf[name] = file;
      }
      onGraph(graph);
    },
  };
}

/**
 * The shell, loaded on every route before the first screen: the files the entry (src/main.tsx)
 * imports itself, statically or with import(), read from the build rather than listed here. The
 * screens' modules are imported by the route record (its own file), not by the entry, so they are
 * not among them.
 */
export function shellFiles(graph) {
  return [graph.entry, ...(graph.dynamicImports[graph.entry] ?? [])];
}

/** Every output file (JS and CSS) a route needs, following static imports from its entries. */
export function initialClosure(graph, route, { strict = false, fieldData = false } = {}) {
  const files = new Set();
  const missing = [];
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const css of graph.css[file] ?? []) files.add(css);
    for (const imported of graph.imports[file] ?? []) visit(imported);
  };
  for (const file of shellFiles(graph)) visit(file);
  const locales = route.namespaces.map((ns) => `locales/${LANGUAGE}/${ns}.json`);
  for (const module of [
    `locales/${LANGUAGE}/common.json`,
    ...route.modules,
    ...locales,
    ...(loadsApiLayer(route) ? API_LAYER : []),
    ...afterFirstScreen(graph, { fieldData }),
  ]) {
    const file = graph.chunkOf[module];
    if (file) visit(file);
    else missing.push(module);
  }
  // The classic scripts of the route's page (the language guard). A prerendered page has its rules,
  // the shell's too, in the page itself (vite/prerender-page.ts): not index.html's stylesheet.
  for (const file of route.pageScripts ?? []) files.add(file);
  if (route.prerendered) {
    for (const css of graph.css[graph.entry] ?? []) files.delete(css);
    for (const file of route.pageStylesheets ?? []) files.add(file);
  }
  if (strict && missing.length) throw new Error(`${route.id}: not in the build: ${missing.join(', ')}`);
  return files;
}

/**
 * The classic (not module) scripts and, for a prerendered page, the stylesheets that the page a
 * route is served from loads: its prerendered page (`/welcome` -> welcome.html, the QR landing `/`
 * -> landing.html) or index.html (whose stylesheet is the entry's, already counted).
 * @param {string} outDir
 * @param {string} routePath
 */
export function pageAssetsOf(outDir, routePath) {
  const prerendered = path.join(outDir, `${routePath.replace(/^\/+/, '') || 'landing'}.html`);
  const isPrerendered = existsSync(prerendered);
  const html = readFileSync(isPrerendered ? prerendered : path.join(outDir, 'index.html'), 'utf8');
  const all = (pattern) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');
  return {
    prerendered: isPrerendered,
    // The entry, a module script on every page, is counted with the graph.
    scripts: all(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+\.js)"/g),
    stylesheets: isPrerendered ? all(/<link rel="stylesheet"[^>]*\shref="\/([^"]+\.css)"/g) : [],
  };
}

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/**
 * The production build (mocking off), and its chunk graph.
 * @param {string} outDir
 * @param {{ plugins?: import('vite').PluginOption[] }} [extra]
 * @returns {Promise<ChunkGraph>}
 */
export async function buildWithGraph(outDir, extra = {}) {
  const { build } = await import('vite');
  delete process.env.VITE_API_MOCKING;
  process.env.NODE_ENV = 'production';
  /** @type {ChunkGraph | null} */
  let graph = null;
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [chunkGraphPlugin((g) => (graph = g)), ...(extra.plugins ?? [])],
  });
  const built = /** @type {ChunkGraph | null} */ (graph);
  if (!built?.entry) throw new Error('The build produced no entry chunk');
  return built;
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string', default: '.bench/budget-dist' },
      results: { type: 'string', default: 'test-results/bundle-budget.json' },
    },
  });
  const outDir = path.resolve(root, values.out);
  const resultsFile = path.resolve(root, values.results);
  const [ROUTES, graph] = await Promise.all([loadRoutes(), buildWithGraph(outDir)]);
  for (const route of ROUTES) {
    const page = pageAssetsOf(outDir, route.path);
    route.prerendered = page.prerendered;
    route.pageScripts = page.scripts;
    route.pageStylesheets = page.stylesheets;
  }

  let passed = 0;
  let failed = 0;
  const rows = [];
  for (const route of ROUTES) {
    let files;
    try {
      files = initialClosure(graph, route, { strict: true });
    } catch (error) {
      failed++;
      console.log(`FAIL ${route.id}: ${error instanceof Error ? error.message : error}`);
      continue;
    }
    let js = 0;
    let css = 0;
    const sizes = [];
    for (const file of files) {
      const size = gzipSize(path.join(outDir, file));
      sizes.push([file, size]);
      if (file.endsWith('.css')) css += size;
      else js += size;
    }
    const total = (js + css) / KIB;
    const ok = total <= route.budgetKiB && files.size <= (route.maxFiles ?? Infinity);
    if (ok) passed++;
    else failed++;
    const largest = sizes.sort((a, b) => b[1] - a[1]).slice(0, 6);
    rows.push({ route, js, css, total, ok, files: files.size, largest });
  }

  console.log('route                       JS gz      CSS gz    total     budget   files');
  for (const r of rows) {
    console.log(
      `${r.ok ? 'ok  ' : 'FAIL'} ${r.route.path.padEnd(24)}${(r.js / KIB).toFixed(1).padStart(6)} KiB${(r.css / KIB).toFixed(1).padStart(7)} KiB${r.total.toFixed(1).padStart(7)} KiB${String(r.route.budgetKiB).padStart(6)} KiB${String(r.files).padStart(6)}`,
    );
    if (!r.ok && r.files > (r.route.maxFiles ?? Infinity))
      console.log(
        `     ${r.files} files, at most ${r.route.maxFiles}: a chunk group of vite.config.ts no longer holds`,
      );
    if (!r.ok) {
      const list = r.largest
        .map(([file, size]) => `${path.basename(file)} ${(size / KIB).toFixed(1)}`)
        .join(', ');
      console.log(
        `       largest (KiB gzip): ${list}; what is in them: node scripts/bench/chunk-report.mjs --route ${r.route.id}`,
      );
    }
  }

  // Field data on: a switch at the container's start (the runtime tag), so the same build. What the
  // landing's first screen carries for it either way (the recorder and its early listeners in the
  // entry's files) is inside the route's budget above; on, the beacon (web-vitals and the sender)
  // loads after the first screen, at idle, and may weigh at most BEACON_MAX_KIB
  // (docs/decisions/021).
  const landing = ROUTES.find((route) => route.path === '/');
  if (landing) {
    const kib = (/** @type {Set<string>} */ files) =>
      [...files].reduce((sum, file) => sum + gzipSize(path.join(outDir, file)), 0) / KIB;
    const off = kib(initialClosure(graph, landing));
    const beacon = kib(initialClosure(graph, landing, { fieldData: true })) - off;
    const ok = beacon > 0 && beacon <= BEACON_MAX_KIB;
    if (ok) passed++;
    else failed++;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} / with field data on: the first screen's ${off.toFixed(1)} KiB, then the beacon after it: ${beacon.toFixed(1)} KiB (at most ${BEACON_MAX_KIB})`,
    );
  }

  // The entry runs as soon as it has arrived, not after the framework chunk (src/main.tsx): its
  // static imports (and theirs) must be small files that import no framework: at most 15 KiB, a
  // few round trips (Vite's preload helper, the table of the screens' modules, the route record
  // src/app/routes.ts, the configuration with its one zod schema, which brings zod/mini, 7.8 KiB,
  // that the shell needs anyway; and the painting of the prerendered landing with the app's own
  // schema of the zone's status, docs/decisions/029 and 034, 1.7 KiB, which the landing's page
  // asks for before the entry), not the framework (131 KiB) or the shell (54 KiB).
  const early = new Set();
  const collect = (file) => {
    for (const imported of graph.imports[file] ?? []) {
      if (early.has(imported)) continue;
      early.add(imported);
      collect(imported);
    }
  };
  collect(graph.entry);
  const heavy = [...early].filter((file) => gzipSize(path.join(outDir, file)) > ENTRY_IMPORTS_MAX_KIB * KIB);
  if (heavy.length) {
    failed++;
    console.log(`FAIL the entry runs before the framework: it waits for ${heavy.join(', ')}`);
  } else {
    passed++;
    console.log(
      `ok   the entry runs before the framework: it waits for ${[...early].join(', ') || 'nothing'}`,
    );
  }

  // ... and can ask for the first screen's module at once, with the framework (src/main.tsx): the
  // route record src/app/routes.ts is among those small files. (That it does ask is checked in
  // the browser: e2e/security/deployment.spec.ts.)
  const askedEarly = new Set([graph.entry, ...early].flatMap((file) => graph.dynamicImports[file] ?? []));
  const late = ROUTES.filter((route) => !askedEarly.has(graph.chunkOf[route.modules[0]]));
  if (late.length) {
    failed++;
    console.log(
      `FAIL the entry can ask for the first screen's module: not for ${late.map((r) => r.path).join(', ')}`,
    );
  } else {
    passed++;
    console.log(`ok   the entry can ask for the first screen's module (${ROUTES.length} routes)`);
  }

  const mock = mockCodeIn(outDir);
  if (mock.length) {
    failed++;
    console.log(`FAIL no mock code in the production bundle: found in ${mock.join(', ')}`);
  } else {
    passed++;
    console.log('ok   no mock code in the production bundle');
  }

  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, JSON.stringify({ passed, failed }));
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
