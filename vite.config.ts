import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mockGatewayPlugin } from './vite/mock-gateway-plugin.ts';
import { fieldDataPlugin } from './vite/field-data-plugin.ts';
import { htmlPreloadPlugin } from './vite/html-preload-plugin.ts';
import { landingPagePlugin, prerenderPlugin } from './vite/prerender-plugin.ts';
import { precompressPlugin } from './vite/precompress-plugin.ts';
import { chunkGroups, FIRST_TEXTS } from './vite/chunk-groups.ts';
import { muiThemePlugin } from './vite/mui-theme-plugin.ts';
import { reactRouterProduction } from './vite/react-router-aliases.ts';
import { serviceWorkerPlugin } from './vite/service-worker-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// public/ is copied to dist/ as is; the mock service worker must not ship without mocking.
function dropMockWorker(mocking: boolean): Plugin {
  return {
    name: 'vpa:drop-mock-worker',
    apply: 'build',
    // The folder actually written (a bench or e2e build uses its own --outDir).
    writeBundle(options) {
      if (!mocking)
        rmSync(path.join(options.dir ?? path.join(root, 'dist'), 'mockServiceWorker.js'), { force: true });
    },
  };
}

// Fetched from index.html at once instead of one after another (docs/performance.md): the shell
// main.tsx imports and the QR landing route with its texts in the default language. Not the API
// client: the landing draws without it, every other route asks for it with its screen's code
// (src/app/routes.ts, docs/decisions/028).
const PRELOADED_MODULES = [
  'src/app/start-app.tsx',
  'src/app/router.tsx',
  'src/app/query-client.ts',
  'src/features/zone/zone-home-page.tsx',
  'locales/hr/common.json',
  'locales/hr/zone.json',
];
// No font preload: measured, the fonts cost the QR landing page about 0.3 s of LCP when they load
// before its data; src/app/after-first-screen.tsx loads them right after (docs/performance.md).
const PRELOADED_FONTS: string[] = [];

export default defineConfig(({ mode, command }) => {
  const mocking = mode === 'mock' || mode === 'test';
  const env = loadEnv(mode, root, 'VITE_');
  return {
    plugins: [
      // MUI's theme without the CSS-variables code the portal does not use (docs/decisions/028).
      muiThemePlugin(),
      react(),
      mocking ? mockGatewayPlugin() : null,
      // Field data's beacons (docs/decisions/021): answered and printed by `npm start` and `vite preview`.
      mode === 'test' ? null : fieldDataPlugin(),
      dropMockWorker(mocking),
      mode === 'test'
        ? null
        : htmlPreloadPlugin({
            root,
            modules: PRELOADED_MODULES,
            fonts: PRELOADED_FONTS,
            apiBaseUrl: env.VITE_API_BASE_URL,
          }),
      // The route record's `prerendered` entries, each into a page of its own (docs/decisions/011);
      // a server maps `/welcome` to `welcome.html` (deploy/nginx, vite preview).
      mode === 'test' ? null : prerenderPlugin({ root }),
      // `vite preview` serves the QR landing's prerendered page for `/` (docs/decisions/029).
      landingPagePlugin(),
      serviceWorkerPlugin({ root, enabled: !mocking && env.VITE_API_MOCKING !== 'true' }),
      mode === 'test' ? null : precompressPlugin(),
    ],
    resolve: {
      alias: [
        ...(command === 'build' && mode !== 'test' ? reactRouterProduction : []),
        { find: /^@\//, replacement: path.join(root, 'src') + '/' },
        { find: /^@locales\//, replacement: path.join(root, 'locales') + '/' },
      ],
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser that runs this bundle supports modulepreload: no polyfill.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // A phone shows no console: a build drops these calls (its own and the libraries'), console.error aside.
        treeshake: { manualPureFunctions: ['console.log', 'console.info', 'console.debug', 'console.warn'] },
        output: { codeSplitting: { groups: chunkGroups(root, FIRST_TEXTS) } },
      },
    },
  };
});
