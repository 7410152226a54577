// @ts-check
// Where the bytes go: builds the production bundle in memory and prints what each chunk holds,
// by package or source folder, with an estimate of each part's gzip size.
//   node scripts/bench/chunk-report.mjs                  every chunk over 10 kB
//   node scripts/bench/chunk-report.mjs --route /        only what that route loads first
//                                                        (a path of src/app/routes.ts)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import { buildWithGraph, initialClosure, loadRoutes } from '../check-bundle-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    min: { type: 'string', default: '10000' },
    route: { type: 'string' },
    detail: { type: 'boolean', default: false },
  },
});
const min = Number(args.min);
const routeId = args.route;

const chunks = new Map();
const graph = await buildWithGraph(path.join(root, '.bench/chunk-report'), {
  plugins: [
    {
      name: 'vpa:chunk-report',
      generateBundle(_options, bundle) {
        for (const [file, item] of Object.entries(bundle)) {
          if (item.type === 'chunk') chunks.set(file, item);
        }
      },
    },
  ],
});

const detail = args.detail;

function groupOf(id) {
  // --detail splits MUI by component folder and axios by module.
  const mui = detail ? /node_modules\/(@mui\/material\/[^/]+|axios\/lib\/[^/]+\/?[^/]*)/.exec(id) : null;
  if (mui) return mui[1];
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1];
  return path.relative(root, id).split('/').slice(0, 3).join('/');
}

const gz = (text) => gzipSync(text, { level: 9 }).length;
// Each part minified and gzipped on its own: an estimate (parts compress a little better together).
const minGz = (code) => {
  try {
    return gz(minifySync('part.js', code).code);
  } catch {
    return gz(code);
  }
};

function report(files, title) {
  const groups = new Map();
  let total = 0;
  for (const file of files) {
    const chunk = chunks.get(file);
    if (!chunk) continue;
    total += gz(chunk.code);
    for (const [id, info] of Object.entries(chunk.modules)) {
      const key = groupOf(id);
      groups.set(key, (groups.get(key) ?? '') + (info.code ?? ''));
    }
  }
  console.log(`${title}: ${(total / 1024).toFixed(1)} KiB gzip in ${files.length} chunks`);
  const rows = [...groups].map(([key, code]) => [key, code.length, minGz(code)]).sort((a, b) => b[2] - a[2]);
  for (const [key, raw, zipped] of rows.slice(0, 40)) {
    console.log(
      `  ${(zipped / 1024).toFixed(1).padStart(6)} KiB min+gz  ${String(raw).padStart(7)} B raw  ${key}`,
    );
  }
}

if (routeId) {
  const routes = await loadRoutes();
  const route = routes.find((r) => r.id === routeId);
  if (!route) throw new Error(`No route ${routeId}; routes: ${routes.map((r) => r.id).join(', ')}`);
  const files = [...initialClosure(graph, route)].filter((f) => f.endsWith('.js'));
  report(files, `${route.id} (${route.path})`);
} else {
  for (const [file, chunk] of [...chunks].sort((a, b) => b[1].code.length - a[1].code.length)) {
    if (chunk.code.length >= min) report([file], file);
  }
}
