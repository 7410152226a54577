// @ts-check
// The field data report (docs/decisions/021): reads the log nginx writes of the app's
// beacons (one JSON line each, deploy/nginx/nginx.conf `vpa_field`), keeps the lines whose beacon
// passes the app's own schema (src/lib/field-data/beacon-schema.mjs), and prints per route and
// language the page views, the 75th percentile of each metric against Google's "good" threshold
// and the count of each failure kind. Writes the same figures as one self-contained HTML page
// (no script, no network: a plain SVG chart per metric), readable offline.
//
//   npm run field-report -- <log file> [--html field-report.html]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { GOOD, METRICS, fieldBeaconSchema } from '../src/lib/field-data/beacon-schema.mjs';

/** @typedef {import('../src/lib/field-data/beacon-schema.mjs').FieldBeacon} FieldBeacon */
/** @typedef {import('../src/lib/field-data/beacon-schema.mjs').MetricName} MetricName */

const FAILURES = /** @type {const} */ ([
  'error',
  'rejection',
  'chunk',
  'query',
  'payment-error',
  'gateway',
  'scan-foreign',
  'offline',
  'csp',
]);

/**
 * @typedef {{
 *   route: string;
 *   lang: string;
 *   views: number;
 *   values: Record<MetricName, number[]>;
 *   failures: Record<string, number>;
 * }} Group
 */

/**
 * The beacons of a log's text; lines that are not a beacon of the schema are counted, not used.
 * @param {string} text
 */
export function readBeacons(text) {
  /** @type {FieldBeacon[]} */
  const beacons = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const { beacon } = JSON.parse(line);
      const parsed = fieldBeaconSchema.safeParse(typeof beacon === 'string' ? JSON.parse(beacon) : beacon);
      if (parsed.success) beacons.push(parsed.data);
      else skipped += 1;
    } catch {
      skipped += 1;
    }
  }
  return { beacons, skipped };
}

/**
 * The 75th percentile (nearest rank), as CrUX reports it; null without values.
 * @param {number[]} values
 */
export function p75(values) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/**
 * Page views and metrics per route the view started on; failures per route they happened on.
 * @param {FieldBeacon[]} beacons
 */
export function summarize(beacons) {
  /** @type {Map<string, Group>} */
  const groups = new Map();
  /** @param {string} route @param {string} lang */
  const groupOf = (route, lang) => {
    const key = `${route}\u0000${lang}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        route,
        lang,
        views: 0,
        values: { LCP: [], INP: [], CLS: [], FCP: [], TTFB: [] },
        failures: Object.fromEntries(FAILURES.map((kind) => [kind, 0])),
      };
      groups.set(key, group);
    }
    return group;
  };
  for (const beacon of beacons) {
    const group = groupOf(beacon.route, beacon.lang);
    group.views += 1;
    for (const metric of METRICS) {
      const value = beacon.metrics[metric];
      if (value !== undefined) group.values[metric].push(value);
    }
    for (const event of beacon.events) groupOf(event.route, beacon.lang).failures[event.kind] += event.count;
  }
  return [...groups.values()].sort((a, b) => a.route.localeCompare(b.route) || a.lang.localeCompare(b.lang));
}

/** @param {MetricName} metric @param {number | null} value */
function shown(metric, value) {
  if (value === null) return '-';
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** @param {MetricName} metric @param {number | null} value */
const verdict = (metric, value) => (value === null ? '' : value <= GOOD[metric] ? 'good' : 'over');

/**
 * The report as plain text, one block per route and language.
 * @param {Group[]} groups
 * @param {number} skipped
 */
export function textReport(groups, skipped) {
  const lines = [`Field data: ${groups.reduce((sum, g) => sum + g.views, 0)} page views`];
  if (skipped) lines.push(`(${skipped} lines not read: not a beacon of the schema)`);
  for (const group of groups) {
    lines.push('', `${group.route} [${group.lang}]  page views: ${group.views}`);
    for (const metric of METRICS) {
      const value = p75(group.values[metric]);
      const good = metric === 'CLS' ? String(GOOD.CLS) : `${GOOD[metric]} ms`;
      lines.push(
        `  ${metric.padEnd(5)} p75 ${shown(metric, value).padStart(9)}  (good <= ${good}, n=${group.values[metric].length}) ${verdict(metric, value)}`,
      );
    }
    const failures = Object.entries(group.failures).filter(([, n]) => n > 0);
    lines.push(
      `  failures: ${failures.length ? failures.map(([kind, n]) => `${kind} ${n}`).join(', ') : 'none'}`,
    );
  }
  return lines.join('\n');
}

/** @param {unknown} text */
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One horizontal bar per route and language: its p75, with the "good" threshold as a line.
 * @param {Group[]} groups
 * @param {MetricName} metric
 */
function chart(groups, metric) {
  const rows = groups.map((g) => ({ label: `${g.route} [${g.lang}]`, value: p75(g.values[metric]) }));
  const max = Math.max(GOOD[metric] * 1.5, ...rows.map((r) => r.value ?? 0));
  const left = 190;
  const width = 360;
  const row = 22;
  const height = rows.length * row + 30;
  const x = (/** @type {number} */ v) => left + (v / max) * width;
  const bars = rows
    .map((r, i) => {
      const y = 10 + i * row;
      const bar =
        r.value === null
          ? `<text x="${left + 4}" y="${y + 14}" class="none">no value</text>`
          : `<rect x="${left}" y="${y + 3}" width="${Math.max(1, x(r.value) - left).toFixed(1)}" height="14" class="${verdict(metric, r.value)}"><title>${escapeHtml(shown(metric, r.value))}</title></rect><text x="${(x(r.value) + 4).toFixed(1)}" y="${y + 14}">${escapeHtml(shown(metric, r.value))}</text>`;
      return `<text x="${left - 6}" y="${y + 14}" text-anchor="end">${escapeHtml(r.label)}</text>${bar}`;
    })
    .join('');
  const goodX = x(GOOD[metric]).toFixed(1);
  return `<svg role="img" aria-label="${metric}: 75th percentile per route and language" viewBox="0 0 ${left + width + 90} ${height}" width="${left + width + 90}" height="${height}">${bars}<line x1="${goodX}" x2="${goodX}" y1="4" y2="${height - 18}" class="threshold"/><text x="${goodX}" y="${height - 4}" text-anchor="middle">good ≤ ${escapeHtml(shown(metric, GOOD[metric]))}</text></svg>`;
}

/**
 * The report as one HTML page: no script, no external file.
 * @param {Group[]} groups
 * @param {number} skipped
 * @param {string} source
 */
export function htmlReport(groups, skipped, source) {
  const head = ['Route', 'Language', 'Page views', ...METRICS.map((m) => `${m} p75`), ...FAILURES];
  const body = groups
    .map(
      (g) =>
        `<tr><th scope="row">${escapeHtml(g.route)}</th><td>${escapeHtml(g.lang)}</td><td>${g.views}</td>${METRICS.map(
          (m) => {
            const v = p75(g.values[m]);
            return `<td class="${verdict(m, v)}">${escapeHtml(shown(m, v))}</td>`;
          },
        ).join('')}${FAILURES.map((k) => `<td>${g.failures[k]}</td>`).join('')}</tr>`,
    )
    .join('\n');
  const charts = METRICS.map((m) => `<figure><figcaption>${m}</figcaption>${chart(groups, m)}</figure>`).join(
    '\n',
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>VPA field data report</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
table { border-collapse: collapse; font-size: 0.9rem; }
th, td { border: 1px solid #bbb; padding: 0.25rem 0.5rem; text-align: right; }
th[scope="row"], thead th { text-align: left; }
td.good { background: #e3f4e6; } td.over { background: #fde2e0; }
svg text { font-size: 12px; fill: #1a1a1a; } svg .none { fill: #666; }
rect.good { fill: #1e7b34; } rect.over { fill: #b3261e; }
line.threshold { stroke: #1a1a1a; stroke-dasharray: 4 3; }
figure { margin: 1.5rem 0; } figcaption { font-weight: 600; }
</style>
</head>
<body>
<h1>Field data report</h1>
<p>From ${escapeHtml(path.basename(source))}: ${groups.reduce((sum, g) => sum + g.views, 0)} page views${skipped ? `, ${skipped} lines not read` : ''}. The 75th percentile of each metric against Google's "good" threshold (LCP ${GOOD.LCP} ms, INP ${GOOD.INP} ms, CLS ${GOOD.CLS}, FCP ${GOOD.FCP} ms, TTFB ${GOOD.TTFB} ms); failures counted on the route where they happened.</p>
<table>
<thead><tr>${head.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('')}</tr></thead>
<tbody>
${body}
</tbody>
</table>
${charts}
</body>
</html>
`;
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { html: { type: 'string', default: 'field-report.html' } },
  });
  const [logFile] = positionals;
  if (!logFile) {
    console.error('usage: npm run field-report -- <log file> [--html field-report.html]');
    process.exit(2);
  }
  const { beacons, skipped } = readBeacons(readFileSync(logFile, 'utf8'));
  const groups = summarize(beacons);
  console.log(textReport(groups, skipped));
  writeFileSync(values.html, htmlReport(groups, skipped, logFile));
  console.log(`\nHTML report: ${values.html}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname))
  main();
