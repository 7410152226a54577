// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkGroups, fromFolder } from '../../vite/chunk-groups';

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
    expect(() => chunkGroups(root, ['zone'])).not.toThrow();
  });
});
