// @vitest-environment node
// Two build steps lean on a package's private files, which an upgrade may move or change without
// a word: the MUI theme swap (vite/mui-theme-plugin.ts, docs/decisions/028) and react-router's
// aliased builds (vite/react-router-aliases.ts). Each check here names the file and what to do.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { muiThemePlugin } from '../../vite/mui-theme-plugin';
import { reactRouterDevelopment, reactRouterProduction } from '../../vite/react-router-aliases';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const STYLES = path.join(root, 'node_modules/@mui/material/styles');
const styles = (file: string) => path.join(STYLES, file);
const read = (file: string) => readFileSync(file, 'utf8');

const version = (name: string) =>
  (JSON.parse(read(path.join(root, 'node_modules', name, 'package.json'))) as { version: string }).version;

/** The plugin's hooks, called as Vite calls them. */
function callPlugin() {
  const plugin = muiThemePlugin();
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
  const load = plugin.load as (id: string) => string | null;
  return { resolveId, load };
}

describe(`vite/mui-theme-plugin.ts against @mui/material ${version('@mui/material')}`, () => {
  it("finds MUI's own imports of the two modules it swaps", () => {
    const importers = ['index.mjs', 'createTheme.mjs', 'ThemeProvider.mjs']
      .map(styles)
      .filter(existsSync)
      .map(read)
      .join('\n');
    for (const file of ['./createTheme.mjs', './ThemeProvider.mjs'])
      expect(
        importers.includes(`from "${file}"`) || importers.includes(`from '${file}'`),
        `@mui/material/styles no longer imports ${file}: the plugin swaps nothing (the theme's CSS-variables code is back in every route); find the new module and update vite/mui-theme-plugin.ts, or remove the plugin`,
      ).toBe(true);
  });

  it('swaps them for code whose imports exist and export what it uses', async () => {
    const { resolveId, load } = callPlugin();
    for (const source of ['./createTheme.mjs', './ThemeProvider.mjs']) {
      const id = resolveId(source, styles('index.mjs'));
      expect(id, `the plugin no longer swaps ${source}`).toMatch(/^\0vpa:/);
      const code = load(id!)!;
      for (const [, file] of code.matchAll(/from ("[^"]+node_modules[^"]+")/g)) {
        const target = JSON.parse(file) as string;
        expect(existsSync(target), `${target} is gone: update vite/mui-theme-plugin.ts`).toBe(true);
        const module = (await import(target)) as { default?: unknown };
        expect(
          module.default,
          `${target} has no default export: update vite/mui-theme-plugin.ts`,
        ).toBeDefined();
      }
    }
  });

  it("relies on MUI's own plain paths, which its createTheme and ThemeProvider still take", () => {
    expect(
      read(styles('createTheme.mjs')),
      "MUI's createTheme no longer goes through createThemeNoVars: the plugin's premise is gone, check the theme",
    ).toContain('createThemeNoVars');
    expect(
      read(styles('ThemeProvider.mjs')),
      "MUI's ThemeProvider no longer goes through ThemeProviderNoVars: the plugin's premise is gone, check the theme",
    ).toContain('ThemeProviderNoVars');
  });
});

describe(`vite/react-router-aliases.ts against react-router ${version('react-router')}`, () => {
  it.each([...reactRouterProduction, ...reactRouterDevelopment].map((alias) => [alias.replacement]))(
    '%s exists',
    (file) => {
      expect(
        existsSync(file),
        `react-router moved ${path.relative(root, file)}: update vite/react-router-aliases.ts (both entry points to the same build)`,
      ).toBe(true);
    },
  );

  it('the production and development builds export the same names', async () => {
    for (const [production, development] of reactRouterProduction.map((alias, i) => [
      alias.replacement,
      reactRouterDevelopment[i].replacement,
    ]))
      expect(
        Object.keys((await import(production)) as object).sort(),
        `${path.relative(root, production)} and ${path.relative(root, development)} differ`,
      ).toEqual(Object.keys((await import(development)) as object).sort());
  });

  it("is still needed: the package's own exports point at its development build", () => {
    const resolved = require.resolve('react-router');
    expect(
      resolved,
      'react-router now resolves to its production build by itself: remove vite/react-router-aliases.ts and its uses',
    ).toMatch(/[\\/]dist[\\/]development[\\/]/);
  });
});
