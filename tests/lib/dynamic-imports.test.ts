// @vitest-environment node
// One way to load code later: every dynamic `import(` in src goes through the lazy
// loader of src/lib/lazy-module.ts (`lazyModule(() => import(...))`, or its component form
// `lazyWithPreload(() => import(...))`), so each load is cached once, forgets a failure and brings
// its texts. A bare `import(` anywhere else fails here, with its file and line; so does a module
// wrapped in two lazy loaders (two caches of one load, two places to change).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** How a dynamic import may be written: as the loader handed to the one lazy loader. */
const THROUGH_THE_HELPER = /\b(lazyModule|lazyWithPreload)\(\s*\(\)\s*=>\s*$/;

/** The only other places, each with why it may. */
const ALLOWED: ReadonlyArray<{ file: string; before: RegExp; reason: string }> = [
  {
    file: 'src/app/routes.ts',
    before: /\b(load|loader):\s*\(\)\s*=>\s*$/,
    reason:
      "the route record's screens and data loaders, each handed to lazyModule (a screen's with its texts) by route()",
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The text with comments blanked out (same length, so offsets still give the line). */
function withoutComments(text: string): string {
  return text.replace(
    /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm,
    (comment, lead: string | undefined) =>
      (lead ?? '') + comment.slice((lead ?? '').length).replace(/[^\n]/g, ' '),
  );
}

type Found = { file: string; line: number; before: string; target: string };

/** The module an import names, as a path from the repository's root without its extension. */
function resolveTarget(from: string, specifier: string): string {
  const absolute = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : specifier;
  return path
    .relative(ROOT, absolute)
    .split(path.sep)
    .join('/')
    .replace(/\.(ts|tsx)$/, '');
}

function dynamicImports(): Found[] {
  return sourceFiles(SRC).flatMap((full) => {
    const text = withoutComments(readFileSync(full, 'utf8'));
    const file = path.relative(ROOT, full).split(path.sep).join('/');
    return [...text.matchAll(/\bimport\s*\(\s*(?:'([^']*)'|"([^"]*)")?/g)].map((match) => ({
      file,
      line: text.slice(0, match.index).split('\n').length,
      before: text.slice(Math.max(0, match.index - 200), match.index),
      target: resolveTarget(full, match[1] ?? match[2] ?? ''),
    }));
  });
}

test('no module in src loads code with a bare import() outside the lazy loader', () => {
  const found = dynamicImports();
  expect(found.length).toBeGreaterThan(0);
  const bare = found.filter(
    ({ file, before }) =>
      !THROUGH_THE_HELPER.test(before) &&
      !ALLOWED.some((allowed) => allowed.file === file && allowed.before.test(before)),
  );
  expect(bare.map(({ file, line }) => `${file}:${line}`)).toEqual([]);
});

test('every allowed place still has its dynamic import (a stale exception would hide a new one)', () => {
  const found = dynamicImports();
  for (const allowed of ALLOWED)
    expect(
      found.some(({ file, before }) => file === allowed.file && allowed.before.test(before)),
      `${allowed.file}: ${allowed.reason}`,
    ).toBe(true);
});

test('no module is wrapped in two lazy loaders', () => {
  const wrapped = dynamicImports().filter(({ before }) => THROUGH_THE_HELPER.test(before));
  const byTarget = new Map<string, Found[]>();
  for (const found of wrapped) byTarget.set(found.target, [...(byTarget.get(found.target) ?? []), found]);
  const twice = [...byTarget].filter(([, places]) => places.length > 1);
  expect(
    twice.map(
      ([target, places]) => `${target}: ${places.map(({ file, line }) => `${file}:${line}`).join(', ')}`,
    ),
  ).toEqual([]);
});
