// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkGroups, FIRST_TEXTS, fromFolder } from '../../vite/chunk-groups';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (file: string) => path.join(root, file);

describe('fromFolder (our own modules grouped by folder)', () => {
  it('takes the modules under the folder, and not its excepted modules and folders', () => {
    const test = fromFolder(root, 'src/app', ['src/app/menu-drawer.tsx', 'src/app/layouts']);
    expect(test(at('src/app/router.tsx'))).toBe(true);
    expect(test(`${at('src/app/shell.css')}?direct`)).toBe(true);
    expect(test(at('src/app/menu-drawer.tsx'))).toBe(false);
    expect(test(at('src/app/layouts/main-layout.tsx'))).toBe(false);
    expect(test(at('src/application.ts'))).toBe(false);
    expect(test(at('src/features/zone/zone-home-page.tsx'))).toBe(false);
  });

  it('fails the build when a grouping folder or one of its exceptions does not exist', () => {
    expect(() => fromFolder(root, 'src/no-such-folder')).toThrow(/no such folder: src\/no-such-folder/);
    expect(() => fromFolder(root, 'src/app', ['src/app/gone'])).toThrow(/no such folder: src\/app\/gone/);
  });

  it('finds every folder the chunk groups name', () => {
    expect(() => chunkGroups(root, FIRST_TEXTS)).not.toThrow();
  });
});

describe("FIRST_TEXTS (the QR landing page's texts file)", () => {
  it('names the namespaces the entry asks for early (src/i18n/first-texts.ts)', () => {
    const source = readFileSync(at('src/i18n/first-texts.ts'), 'utf8');
    const glob = /import\.meta\.glob\('\.\.\/\.\.\/locales\/\*\/\{([^}]+)\}\.json'\)/.exec(source);
    expect(glob?.[1].split(',').sort()).toEqual(['common', ...FIRST_TEXTS].sort());
  });

  it('puts those namespaces of one language in one file, and no other', () => {
    const texts = chunkGroups(root, FIRST_TEXTS).find((group) => group.debugName === 'texts');
    const { test, name } = texts ?? {};
    if (!(test instanceof RegExp) || typeof name !== 'function') throw new Error('no texts group');
    expect(test.test(at('locales/de/zone.json'))).toBe(true);
    expect(test.test(at('locales/de/common.json'))).toBe(true);
    expect(test.test(at('locales/de/ticket.json'))).toBe(false);
    expect(name(at('locales/de/zone.json'))).toBe('texts-de');
  });
});
