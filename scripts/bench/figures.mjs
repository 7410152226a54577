// @ts-check
// Turns Lighthouse results into the benchmark's figures, and figures into medians and a table.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipCache = new Map();

/** Gzip size (level 9, as a static server would precompress) of a file in the build folder. */
export function gzipSizeOf(distDir, pathname) {
  const file = path.join(distDir, decodeURIComponent(pathname));
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/**
 * The JavaScript and CSS the page loaded from the app's origin without any interaction.
 * Prefetch hints for the likely next page (resource type "Other", lowest priority) are left out:
 * they load after the page is ready and are not needed to use it.
 */
export function initialAssets(lhr, appOrigin, distDir) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const assets = [];
  for (const item of items) {
    if (item.resourceType !== 'Script' && item.resourceType !== 'Stylesheet') continue;
    const url = new URL(item.url);
    if (url.origin !== appOrigin) continue;
    assets.push({
      path: url.pathname,
      type: item.resourceType,
      gzip: gzipSizeOf(distDir, url.pathname),
      // What the server actually sent (headers included): Brotli where it has the build's .br.
      wire: item.transferSize ?? Number.NaN,
    });
  }
  return assets;
}

export function figuresOf(lhr, appOrigin, distDir) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const assets = initialAssets(lhr, appOrigin, distDir);
  const failed = (category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    // What the (unthrottled) browser itself saw, beside Lantern's simulation.
    observedLcpMs: lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN,
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
    jsGzip: assets.filter((a) => a.type === 'Script').reduce((n, a) => n + a.gzip, 0),
    cssGzip: assets.filter((a) => a.type === 'Stylesheet').reduce((n, a) => n + a.gzip, 0),
    wireBytes: assets.reduce((n, a) => n + a.wire, 0),
    requests: assets.length,
    assets,
    notPassing: {
      accessibility: failed('accessibility'),
      bestPractices: failed('best-practices'),
      seo: failed('seo'),
    },
    runtimeError: lhr.runtimeError?.message ?? null,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
  };
}

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const NUMERIC = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'observedLcpMs',
  'tbtMs',
  'cls',
  'siMs',
  'jsGzip',
  'cssGzip',
  'wireBytes',
];

export function medians(runs) {
  return Object.fromEntries(NUMERIC.map((key) => [key, median(runs.map((r) => r[key]))]));
}

/** The budgets; `initialKiB` applies to the QR landing page only. */
export const BUDGETS = {
  performance: 90,
  lcpMs: 2500,
  tbtMs: 250,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  landingInitialKiB: 200,
  /** A repeat visit of the QR landing with the service worker warm. */
  repeatVisitLcpMs: 1000,
};

export function budgetFailures(page, m) {
  const failures = [];
  if (m.performance < BUDGETS.performance)
    failures.push(`performance ${m.performance} < ${BUDGETS.performance}`);
  if (m.lcpMs > BUDGETS.lcpMs) failures.push(`LCP ${Math.round(m.lcpMs)} ms > ${BUDGETS.lcpMs}`);
  if (m.tbtMs > BUDGETS.tbtMs) failures.push(`TBT ${Math.round(m.tbtMs)} ms > ${BUDGETS.tbtMs}`);
  if (m.cls > BUDGETS.cls) failures.push(`CLS ${m.cls.toFixed(3)} > ${BUDGETS.cls}`);
  for (const key of ['accessibility', 'bestPractices', 'seo']) {
    if (m[key] < BUDGETS[key]) failures.push(`${key} ${m[key]} < ${BUDGETS[key]}`);
  }
  if (page.warm && m.lcpMs > BUDGETS.repeatVisitLcpMs)
    failures.push(`repeat-visit LCP ${Math.round(m.lcpMs)} ms > ${BUDGETS.repeatVisitLcpMs}`);
  const kib = (m.jsGzip + m.cssGzip) / 1024;
  if (page.landing && kib > BUDGETS.landingInitialKiB) {
    failures.push(`JS+CSS ${kib.toFixed(1)} KiB > ${BUDGETS.landingInitialKiB}`);
  }
  return failures;
}

/**
 * A page against the static copy measured in the same session: the median, over the
 * rounds, of its LCP divided by the copy's and of its TBT minus the copy's (run i of every page is
 * measured one after the other, so the pairs saw the same machine). TBT also as a ratio where the
 * copy's is above 0 (it usually is 0: no script).
 * @param {{ lcpMs: number, tbtMs: number }[]} runs
 * @param {{ lcpMs: number, tbtMs: number }[]} staticRuns
 */
export function versusStatic(runs, staticRuns) {
  const pairs = runs.map((run, i) => [run, staticRuns[i]]).filter(([, ref]) => ref);
  const staticTbt = median(staticRuns.map((r) => r.tbtMs));
  return {
    lcpRatio: median(pairs.map(([run, ref]) => run.lcpMs / ref.lcpMs)),
    tbtOverMs: median(pairs.map(([run, ref]) => run.tbtMs - ref.tbtMs)),
    tbtRatio: staticTbt > 0 ? median(pairs.map(([run, ref]) => run.tbtMs / ref.tbtMs)) : Number.NaN,
  };
}

export function formatTable(rows) {
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS gz',
    'CSS gz',
    'JS+CSS',
    'sent',
    'LCP ÷ static',
    'TBT − static',
  ];
  const lines = rows.map(({ page, m, vs }) => [
    page.label,
    String(m.performance),
    String(m.accessibility),
    String(m.bestPractices),
    String(m.seo),
    `${(m.fcpMs / 1000).toFixed(2)} s`,
    `${(m.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    `${(m.jsGzip / 1024).toFixed(1)} KiB`,
    `${(m.cssGzip / 1024).toFixed(1)} KiB`,
    `${((m.jsGzip + m.cssGzip) / 1024).toFixed(1)} KiB`,
    `${(m.wireBytes / 1024).toFixed(1)} KiB`,
    vs ? `${vs.lcpRatio.toFixed(2)}` : '–',
    vs
      ? `${vs.tbtOverMs >= 0 ? '+' : ''}${Math.round(vs.tbtOverMs)} ms` +
        (Number.isFinite(vs.tbtRatio) ? ` (×${vs.tbtRatio.toFixed(2)})` : '')
      : '–',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [fmt(header), fmt(widths.map((w) => '-'.repeat(w))), ...lines.map(fmt)].join('\n');
}
