// MUI's `createTheme` and `ThemeProvider` carry the CSS-variables theme (createThemeWithVars, the
// color-scheme provider and its script) for the options `cssVariables` and `colorSchemes`, which
// the portal does not use (src/app/theme.ts): for any other options both already take the plain
// path (`createThemeNoVars`, `ThemeProviderNoVars`), "exactly as v5". This plugin hands MUI's own
// modules, and the app, those plain paths instead, so the unused code (about 5 KiB gzip) is not in
// every route's first files (docs/decisions/028). A theme asking for CSS variables fails loudly.
import path from 'node:path';
import type { Plugin } from 'vite';

const CREATE_THEME = '\0vpa:mui-create-theme';
const THEME_PROVIDER = '\0vpa:mui-theme-provider';

/** MUI's styles folder, as a module id (forward slashes). */
const STYLES = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]styles[\\/]/;

export function muiThemePlugin(): Plugin {
  let stylesDir = '';
  return {
    name: 'vpa:mui-theme-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || source.startsWith('\0')) return null;
      const file = importer.split('?')[0];
      if (!STYLES.test(file) || file.startsWith('\0')) return null;
      stylesDir = path.dirname(file);
      if (source === './createTheme.mjs') return CREATE_THEME;
      if (source === './ThemeProvider.mjs') return THEME_PROVIDER;
      return null;
    },
    load(id) {
      if (id === CREATE_THEME)
        return `import createThemeNoVars from ${JSON.stringify(path.join(stylesDir, 'createThemeNoVars.mjs'))};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options)
    throw new Error('vite/mui-theme-plugin.ts: this build has no CSS-variables theme');
  return createThemeNoVars(options, ...args);
}
`;
      if (id === THEME_PROVIDER)
        return `import * as React from 'react';
import ThemeProviderNoVars from ${JSON.stringify(path.join(stylesDir, 'ThemeProviderNoVars.mjs'))};
import THEME_ID from ${JSON.stringify(path.join(stylesDir, 'identifier.mjs'))};
import { jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme)
      throw new Error('vite/mui-theme-plugin.ts: this build has no CSS-variables theme');
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
`;
      return null;
    },
  };
}
