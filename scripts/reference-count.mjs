// @ts-check
// References to documents that are not in the repository (an issue by its number, a numbered
// section of the spec or of the API contract): a reader of the repository has none of them, so a
// comment or doc says the reason itself, or links to the repository's own docs/. The tree still
// holds older ones; their number per file is kept in tests/docs/references-baseline.json, which may
// only go down, and tests/docs/references.test.ts fails when a file holds more than its count
// there.
//
//   node scripts/reference-count.mjs          prints the files whose count is under the baseline
//   node scripts/reference-count.mjs --lower  lowers the baseline to today's counts (never raises one)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BASELINE = path.join(ROOT, 'tests/docs/references-baseline.json');

/**
 * What leaves the repository: an issue number, a section of the spec or of the API contract. (The
 * space written `[ ]` keeps the pattern itself from being counted.)
 */
export const REFERENCE_PATTERNS = [
  /\bissues? \d+/gi,
  /spec(ification)? section/gi,
  /api-contract[ ]section/gi,
];

export const SCANNED_DIRS = [
  'src',
  'tests',
  'e2e',
  'e2e-engines',
  'scripts',
  'vite',
  'docs',
  'deploy',
  'service-worker',
  '.ci',
];
export const SCANNED_FILES = [
  'README.md',
  'CONTRIBUTING.md',
  'index.html',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'playwright.nginx.config.ts',
  'eslint.config.js',
];
/** Not text a reader reads. */
const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|pdf|gz|br|zip)$/i;

/**
 * How many references one line of text holds.
 * @param {string} line
 */
export function countInLine(line) {
  return REFERENCE_PATTERNS.reduce((sum, pattern) => sum + (line.match(pattern)?.length ?? 0), 0);
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return BINARY.test(entry.name) ? [] : [full];
  });
}

/** The scanned files, as paths from the repository's root with forward slashes. */
export function scannedFiles() {
  return [
    ...SCANNED_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir))),
    ...SCANNED_FILES.map((file) => path.join(ROOT, file)).filter(
      (file) => existsSync(file) && statSync(file).isFile(),
    ),
  ]
    .map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
    .filter((file) => file !== 'tests/docs/references-baseline.json')
    .sort();
}

/**
 * The references in one file: each line that holds one, with how many.
 * @param {string} file a path from the repository's root
 * @returns {{ line: number; text: string; count: number }[]}
 */
export function referencesIn(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  if (text.includes('\0')) return [];
  return text.split('\n').flatMap((line, index) => {
    const count = countInLine(line);
    return count ? [{ line: index + 1, text: line.trim(), count }] : [];
  });
}

/** @returns {Record<string, number>} each scanned file with at least one reference, and how many */
export function countReferences() {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const file of scannedFiles()) {
    const count = referencesIn(file).reduce((sum, found) => sum + found.count, 0);
    if (count) counts[file] = count;
  }
  return counts;
}

/** @returns {Record<string, number>} */
export function readBaseline() {
  return JSON.parse(readFileSync(BASELINE, 'utf8'));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const counts = countReferences();
  const baseline = existsSync(BASELINE) ? readBaseline() : counts;
  /** @type {Record<string, number>} */
  const lowered = {};
  for (const [file, allowed] of Object.entries(baseline)) {
    const count = Math.min(allowed, counts[file] ?? 0);
    if (count) lowered[file] = count;
    if (count < allowed) console.log(`${file}: ${allowed} -> ${count}`);
  }
  const total = (/** @type {Record<string, number>} */ table) =>
    Object.values(table).reduce((a, b) => a + b, 0);
  if (process.argv.includes('--lower') || !existsSync(BASELINE)) {
    writeFileSync(BASELINE, `${JSON.stringify(lowered, null, 2)}\n`);
    console.log(
      `tests/docs/references-baseline.json: ${total(lowered)} references in ${Object.keys(lowered).length} files`,
    );
  } else {
    console.log(`${total(baseline) - total(lowered)} fewer than the baseline; --lower writes it`);
  }
}
