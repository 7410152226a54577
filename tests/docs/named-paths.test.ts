// @vitest-environment node
// Docs and comments that name a file of this repository must name one that exists: a reader
// sent to a moved or deleted file is lost. Every path-like token that starts with one
// of the repository's top-level folders is checked, in the docs and in every source file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { SCANNED_DIRS, SCANNED_FILES as REFERENCE_SCANNED_FILES } from '../../scripts/reference-count.mjs';

const ROOT = path.resolve(__dirname, '../..');
const TOP = [
  'src',
  'docs',
  'scripts',
  'vite',
  'e2e',
  'tests',
  'deploy',
  'service-worker',
  'locales',
  'public',
];
// The same files the reference check reads, and the example environment.
const SCANNED_FILES = [...REFERENCE_SCANNED_FILES, '.env.example'];
const TEXT = /\.(ts|tsx|mts|mjs|js|md|sh|conf|template|html|json|css)$|^run$/;

/** Tokens that look like paths but name no file on purpose (a placeholder, a glob). */
function isPattern(token: string): boolean {
  return /[<>*{}$]|NNN|\.\.\./.test(token);
}

/** Package names that start like a folder of ours (`/// <reference types="vite/client" />`). */
const MODULE_SPECIFIERS = new Set(['vite/client']);

/**
 * Files that name missing paths on purpose: the chunk groups' test builds with folders that do not
 * exist, and this test names one to prove the check can fail.
 */
const NAMES_MISSING_ON_PURPOSE = new Set([
  'tests/build/chunk-groups.test.ts',
  'tests/docs/named-paths.test.ts',
]);

const PATH_TOKEN = new RegExp(
  `(?<![\\w@./-])(?:${TOP.map((t) => t.replace('-', '\\-')).join('|')})/[A-Za-z0-9_./<>{}*,$-]*[A-Za-z0-9_/*}>]`,
  'g',
);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('dist') || name === 'test-results') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (TEXT.test(name)) out.push(full);
  }
  return out;
}

function namedPaths(text: string): string[] {
  return [...new Set(text.match(PATH_TOKEN) ?? [])]
    .map((token) => token.replace(/[.,]+$/, ''))
    .filter((token) => !isPattern(token));
}

const DECISIONS = readdirSync(path.join(ROOT, 'docs/decisions'));

function exists(token: string): boolean {
  const clean = token.replace(/\/$/, '');
  if (MODULE_SPECIFIERS.has(clean) || existsSync(path.join(ROOT, clean))) return true;
  // A decision named by its number (`docs/decisions/016`).
  const decision = /^docs\/decisions\/(\d{3})$/.exec(clean);
  if (decision) return DECISIONS.some((name) => name.startsWith(`${decision[1]}-`));
  // `src/lib/plate.ts:42` or a module named without its extension (`src/app/router`).
  return ['.ts', '.tsx', '.mjs', '.js', '.json', '.md'].some((ext) =>
    existsSync(path.join(ROOT, clean + ext)),
  );
}

const files = [
  ...SCANNED_DIRS.filter((dir) => existsSync(path.join(ROOT, dir))).flatMap((dir) =>
    walk(path.join(ROOT, dir)),
  ),
  ...SCANNED_FILES.map((file) => path.join(ROOT, file)).filter((file) => existsSync(file)),
];

describe('paths named in docs and comments', () => {
  test('the scan finds the files it should (a scan of nothing proves nothing)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(namedPaths('see `src/lib/plate.ts` and docs/decisions/015-plate-as-printed.md.')).toEqual([
      'src/lib/plate.ts',
      'docs/decisions/015-plate-as-printed.md',
    ]);
    expect(exists('src/lib/no-such-file.ts')).toBe(false);
    expect(exists('docs/decisions/999')).toBe(false);
    expect(exists('docs/decisions/016')).toBe(true);
  });

  test('every named repository path exists', () => {
    const missing = files.flatMap((file) => {
      if (NAMES_MISSING_ON_PURPOSE.has(path.relative(ROOT, file))) return [];
      const text = readFileSync(file, 'utf8');
      return namedPaths(text)
        .filter((token) => !exists(token))
        .map((token) => `${path.relative(ROOT, file)}: ${token}`);
    });
    expect(missing).toEqual([]);
  });

  test('the docs stand on their own: nothing sends the reader outside the repository', () => {
    const docs = files.filter((file) => file.endsWith('.md'));
    const outside = docs.filter((file) => readFileSync(file, 'utf8').includes('../shared'));
    expect(outside.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
