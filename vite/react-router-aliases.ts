// Where `react-router` and `react-router/dom` resolve, by their files in the package: React Router 7
// points every export condition of both at its development build. Both entry points go to the
// same build or the app breaks: with only one aliased, the bundle holds both builds and the routes
// silently render nothing (upstream react-router issues #12437, #12532, #14102); under Vitest,
// two builds (CJS and ESM) give two router contexts. tests/build/upgrade-traps.test.ts fails
// with the file's name when an upgrade moves one of these files.
//
// Remove these aliases when the package's own `exports` point at its production build for
// production (the test above says so when they do), or when the app stops importing react-router.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Alias = { find: RegExp; replacement: string };

function aliases(build: 'production' | 'development'): Alias[] {
  const dist = path.join(root, 'node_modules/react-router/dist', build);
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

/** The production build's files, for `vite build` (vite.config.ts). */
export const reactRouterProduction = aliases('production');

/** The ESM development files, for Vitest (vitest.config.ts): one set of chunks, one router context. */
export const reactRouterDevelopment = aliases('development');
