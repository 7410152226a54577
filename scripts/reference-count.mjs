// @ts-check
// References to documents that are not in the repository (an issue by its number, a numbered
// section of the spec or of the API contract): a reader of the repository has none of them, so a
// comment or doc says the reason itself, or links to the repository's own docs/. The tree holds
// none; tests/docs/references.test.ts fails, with the file and its lines, when one appears.
//
//   node scripts/reference-count.mjs   lists them (exit code 1 when there is one)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const counts = countReferences();
  for (const file of Object.keys(counts))
    for (const { line, text } of referencesIn(file)) console.log(`${file}:${line}: ${text}`);
  console.log(
    `${Object.values(counts).reduce((a, b) => a + b, 0)} references in ${Object.keys(counts).length} files`,
  );
  if (Object.keys(counts).length) process.exitCode = 1;
}
