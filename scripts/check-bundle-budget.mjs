// The byte budget per route (issue 5), checked deterministically on sizes, not times: builds the
// production bundle (no mocking) with a manifest, then for each route adds up the gzip size of
// every JavaScript and CSS file it needs before it is usable: the entry and its static imports,
// the shell chunks main.tsx imports (app, router, query client, texts), the API layer (loaded
// with the first query), the route's lazy module and the locale chunks of its namespaces in
// Croatian (the default language), each with all its static imports. Prefetches of the next page
// are not counted. `npm run bench` measures the same thing in a real browser (Lighthouse's
// requests).
//
//   node scripts/check-bundle-budget.mjs [--results test-results/bundle-budget.json] [--out dir]
// Writes `{ passed, failed }` for scripts/test-all.mjs (one test per route, plus "no mock code").
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { mockCodeIn } from './bench/serve-production.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LANGUAGE = 'hr';
const KIB = 1024;

/** Loaded on every route before the first screen: what src/main.tsx imports (the entry itself is counted too). */
export const SHELL = [
  'src/main.tsx',
  'src/app/start-app.tsx',
  'src/app/router.tsx',
  'src/app/query-client.ts',
  'src/i18n/i18n.ts',
];
/** The endpoints, loaded with the first query (src/api/queries.ts); every route here queries. */
export const API_LAYER = ['src/api/sms.ts'];

/**
 * Every route of spec section 2. `modules`: what the router's lazy() loads; `namespaces`: the
 * locale files its screen (and the layout's footer) reads. The landing budget (200 KiB) is the
 * issue's; the others hold the sizes measured on 2026-11-23 with about 4 % headroom, so that a
 * regression shows (lower them when a route gets lighter).
 */
/**
 * The ticket forms: the landing's eight files, then five that fit the six connections at once (the
 * form, the MUI form controls, react-hook-form, the small libraries, the texts). More means a
 * chunk group of vite.config.ts no longer holds, or the invalid-form toast (the snackbar and its
 * transitions, src/components/use-form-toast.tsx) is loaded with the form again.
 */
const TICKET_FORM_FILES = 13;

export const ROUTES = [
  {
    id: 'landing',
    path: '/?z=',
    modules: ['src/features/zone/zone-home-page.tsx'],
    namespaces: ['zone'],
    budgetKiB: 200,
    // Each file is a round trip on a weak network with six connections (the chunk groups of
    // vite.config.ts): the entry, the preload helper, the runtime, framework, shell, its CSS,
    // landing, texts. The helper is a file of its own so that the entry runs without waiting for
    // the framework (src/main.tsx).
    maxFiles: 8,
  },
  {
    id: 'welcome',
    path: '/welcome',
    modules: ['src/features/welcome/welcome-page.tsx'],
    namespaces: ['welcome'],
    budgetKiB: 210,
  },
  {
    id: 'cities',
    path: '/welcome/cities',
    modules: ['src/features/welcome/cities-page.tsx'],
    namespaces: ['welcome'],
    budgetKiB: 217,
  },
  {
    id: 'zones',
    path: '/welcome/zones/:cityId',
    modules: ['src/features/welcome/zones-page.tsx'],
    namespaces: ['welcome', 'zone'],
    budgetKiB: 211,
  },
  {
    id: 'daily',
    path: '/daily',
    modules: ['src/features/ticket/ticket-page.tsx'],
    namespaces: ['ticket', 'zone'],
    budgetKiB: 235,
    maxFiles: TICKET_FORM_FILES,
  },
  {
    id: 'hourly',
    path: '/hourly',
    modules: ['src/features/ticket/ticket-page.tsx'],
    namespaces: ['ticket', 'zone'],
    budgetKiB: 235,
    maxFiles: TICKET_FORM_FILES,
  },
  {
    id: 'payment',
    path: '/payment',
    modules: ['src/features/payment/payment-page.tsx'],
    namespaces: ['payment', 'zone'],
    budgetKiB: 222,
  },
  {
    id: 'payment-processing',
    path: '/payment-processing',
    modules: ['src/features/payment/payment-processing-page.tsx'],
    namespaces: ['payment', 'zone'],
    budgetKiB: 212,
  },
  {
    id: 'payment-error',
    path: '/payment-processing-error',
    modules: ['src/features/payment/payment-error-page.tsx'],
    namespaces: ['payment', 'zone'],
    budgetKiB: 210,
  },
  {
    id: 'summary',
    path: '/summary',
    modules: ['src/features/payment/summary-page.tsx'],
    namespaces: ['payment', 'zone'],
    budgetKiB: 222,
  },
  {
    id: 'ticket-summary',
    path: '/ticket-summary',
    modules: ['src/features/payment/ticket-summary-page.tsx'],
    namespaces: ['payment', 'zone'],
    budgetKiB: 223,
  },
  {
    id: 'fine-summary',
    path: '/fine-summary',
    modules: ['src/features/fines/fine-summary-page.tsx'],
    namespaces: ['fines', 'zone'],
    budgetKiB: 213,
  },
  {
    id: 'parking-fine',
    path: '/parking-fine',
    modules: ['src/features/fines/parking-fine-page.tsx'],
    namespaces: ['fines'],
    budgetKiB: 237,
    // The landing's eight files, the form's, and what the fine screens share in one file
    // (`fine-parts`, vite.config.ts) instead of four.
    maxFiles: 14,
  },
  {
    id: 'fine-details',
    path: '/parking-fine-details',
    modules: ['src/features/fines/fine-details-page.tsx'],
    namespaces: ['fines'],
    budgetKiB: 223,
    maxFiles: 15,
  },
  {
    id: 'contact',
    path: '/contact',
    modules: ['src/features/zone/contact-page.tsx'],
    namespaces: ['legal', 'zone'],
    budgetKiB: 209,
  },
  {
    id: 'terms-of-use',
    path: '/termsofuse',
    modules: ['src/features/legal/terms-of-use-page.tsx'],
    namespaces: ['legal', 'zone'],
    budgetKiB: 213,
  },
  {
    id: 'terms-of-sale',
    path: '/termsofsale',
    modules: ['src/features/legal/terms-of-sale-page.tsx'],
    namespaces: ['legal', 'zone'],
    budgetKiB: 211,
  },
  {
    id: 'privacy',
    path: '/privacypolicy',
    modules: ['src/features/legal/privacy-policy-page.tsx'],
    namespaces: ['legal', 'zone'],
    budgetKiB: 211,
  },
  {
    id: 'prepaid',
    path: '/prepaid',
    modules: ['src/features/prepaid/prepaid-page.tsx'],
    namespaces: ['prepaid', 'zone'],
    budgetKiB: 223,
  },
  {
    id: 'error',
    path: '/error',
    modules: ['src/features/system/error-message-page.tsx'],
    namespaces: ['welcome', 'zone'],
    budgetKiB: 209,
  },
  {
    id: 'not-found',
    path: '/*',
    modules: ['src/features/system/not-found-page.tsx'],
    namespaces: ['welcome', 'zone'],
    budgetKiB: 209,
  },
];

/**
 * A build plugin that records, per output chunk, its static imports, its CSS and the source
 * modules it holds, so a route's files can be found from source paths (the manifest names only
 * entry modules, not modules that land in shared chunks, such as the API layer).
 */
export function chunkGraphPlugin(onGraph) {
  return {
    name: 'vpa:chunk-graph',
    generateBundle(_options, bundle) {
      const graph = { entry: null, chunkOf: {}, imports: {}, dynamicImports: {}, css: {} };
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry) graph.entry = file;
        graph.imports[file] = chunk.imports;
        graph.dynamicImports[file] = chunk.dynamicImports;
        graph.css[file] = [...(chunk.viteMetadata?.importedCss ?? [])];
        for (const id of Object.keys(chunk.modules)) {
          const rel = path.relative(root, id.replace(/\?.*$/, ''));
          if (!rel.startsWith('..')) graph.chunkOf[rel] = file;
        }
      }
      onGraph(graph);
    },
  };
}

/** Every output file (JS and CSS) a route needs, following static imports from its entries. */
export function initialClosure(graph, route, { strict = false } = {}) {
  const files = new Set();
  const missing = [];
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const css of graph.css[file] ?? []) files.add(css);
    for (const imported of graph.imports[file] ?? []) visit(imported);
  };
  visit(graph.entry);
  const locales = route.namespaces.map((ns) => `locales/${LANGUAGE}/${ns}.json`);
  for (const module of [
    ...SHELL,
    `locales/${LANGUAGE}/common.json`,
    ...route.modules,
    ...locales,
    ...API_LAYER,
  ]) {
    const file = graph.chunkOf[module];
    if (file) visit(file);
    else missing.push(module);
  }
  if (strict && missing.length) throw new Error(`${route.id}: not in the build: ${missing.join(', ')}`);
  return files;
}

function gzipSize(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The production build (mocking off), and its chunk graph. */
export async function buildWithGraph(outDir, extra = {}) {
  const { build } = await import('vite');
  delete process.env.VITE_API_MOCKING;
  process.env.NODE_ENV = 'production';
  let graph = null;
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [chunkGraphPlugin((g) => (graph = g)), ...(extra.plugins ?? [])],
  });
  if (!graph?.entry) throw new Error('The build produced no entry chunk');
  return graph;
}

async function main() {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
  };
  const outDir = path.resolve(root, arg('--out', '.bench/budget-dist'));
  const resultsFile = path.resolve(root, arg('--results', 'test-results/bundle-budget.json'));
  const graph = await buildWithGraph(outDir);

  let passed = 0;
  let failed = 0;
  const rows = [];
  for (const route of ROUTES) {
    let files;
    try {
      files = initialClosure(graph, route, { strict: true });
    } catch (error) {
      failed++;
      console.log(`FAIL ${route.id}: ${error.message}`);
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

  // The entry runs as soon as it has arrived, not after the framework chunk (src/main.tsx): its
  // static imports (and theirs) must be small files that import no framework: at most 4 KiB, which
  // arrive in a connection's first round trip (Vite's preload helper and the table of the screens'
  // modules, src/app/screen-modules.ts), not the framework (131 KiB) or the shell (31 KiB).
  const early = new Set();
  const collect = (file) => {
    for (const imported of graph.imports[file] ?? []) {
      if (early.has(imported)) continue;
      early.add(imported);
      collect(imported);
    }
  };
  collect(graph.entry);
  const heavy = [...early].filter((file) => gzipSize(path.join(outDir, file)) > 4 * KIB);
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
  // table of src/app/screen-modules.ts is among those small files. (That it does ask is checked in
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
