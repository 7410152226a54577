import { fileURLToPath, URL } from 'node:url';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { mockGatewayPlugin } from './vite/mock-gateway-plugin.ts';
import { htmlPreloadPlugin } from './vite/html-preload-plugin.ts';
import { prerenderPlugin, type PrerenderedRoute } from './vite/prerender-plugin.ts';
import { precompressPlugin } from './vite/precompress-plugin.ts';
import { serviceWorkerPlugin } from './vite/service-worker-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// React Router 7 points every export condition at its development build; alias both entry
// points to the production files or neither (see docs/toolchain.md).
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

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
// main.tsx imports, the QR landing route with its texts in the default language, and the API
// layer its first query loads.
const PRELOADED_MODULES = [
  'src/app/start-app.tsx',
  'src/app/router.tsx',
  'src/app/query-client.ts',
  'src/features/zone/zone-home-page.tsx',
  'src/api/sms.ts',
  'locales/hr/common.json',
  'locales/hr/zone.json',
];
// No font preload: measured, the fonts cost the QR landing page about 0.3 s of LCP when they load
// before its data; src/app/after-first-screen.tsx loads them right after (docs/performance.md).
const PRELOADED_FONTS: string[] = [];

// Pages whose first screen needs no API data, rendered at build time into a page of their own
// (docs/decisions/011); a server maps `/welcome` to `welcome.html` (deploy/nginx, vite preview).
const PRERENDERED_ROUTES: PrerenderedRoute[] = [{ path: '/welcome', file: 'welcome.html' }];

// The first screen needs about 25 small chunks by default; on HTTP/1.1 (six connections) and on a
// weak network each costs a round trip. The groups make the QR landing page eight files and the
// ticket forms thirteen, and compress better (docs/performance.md):
// - preload-helper: Vite's helper for dynamic imports and the table of the screens' modules
//   (src/app/screen-modules.ts), the entry's one static import, so that the entry runs as soon as
//   it has arrived and asks for the first screen's files at once (src/main.tsx);
// - framework: the libraries every page runs;
// - shell: src/app and what it imports statically (the menu drawer, the fonts and the stylesheet
//   the entry imports stay out, so that the entry does not wait for the shell);
// - landing: the QR landing route and the API layer its first query loads (src/api/sms.ts); a
//   group takes the modules it names with their dependencies (axios, zod, the HTTP client), and
//   every page with data needs them too;
// - texts-{language}: the texts the landing and the company footer need, one file per language;
// - form-controls, form-libs, transitions, small-libs: what the form screens (tickets, fines,
//   prepaid, the city search) share, in four files instead of about ten of 0.1 to 3 KiB; four, not
//   one, so that they arrive in parallel and a screen without a form control or a snackbar does not
//   load them. The invalid-form toast (the snackbar and its transitions) loads after the form
//   (src/components/use-form-toast.tsx), only its loader is in small-libs;
// - fine-parts: the modules the fine screens share, with the payments API.
// The shell outranks the landing group, so the modules both reach (i18n) stay in the shell and the
// shell never waits for the API layer. Screens keep their own chunks.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|stylis|hoist-non-react-statics|@mui[\\/](system|utils|styled-engine|private-theming)|@tanstack|i18next|react-i18next|zustand|use-sync-external-store|react-is|@babel[\\/]runtime|clsx)[\\/]/;
const SHELL = (id: string) =>
  /[\\/]src[\\/]app[\\/]/.test(id) && !/menu-drawer|fonts\.css|shell\.css/.test(id);
const LANDING = /[\\/]src[\\/](features[\\/]zone[\\/]zone-home-page\.tsx|api[\\/]sms\.ts)$/;
const FIRST_TEXTS = /[\\/]locales[\\/]([a-z]{2})[\\/](common|zone)\.json$/;
/** MUI's input stack (what OutlinedInput and NativeSelect import) and the app's text field. */
const FORM_CONTROLS =
  /node_modules[\\/]@mui[\\/]material[\\/](InputBase|OutlinedInput|FormControl|FormLabel|InputLabel|FormHelperText|NativeSelect|Input|TextareaAutosize|InputAdornment)[\\/]|[\\/]src[\\/]components[\\/]text-input\.tsx$/;
const SMALL_LIBS = /[\\/]src[\\/](lib[\\/](plate|money|zone-color)\.ts|components[\\/]use-form-toast\.tsx)$/;
const FORM_LIBS = /node_modules[\\/](react-hook-form|@hookform)[\\/]/;
/**
 * The snackbar, the invalid-form toast and the transitions they and the dialogs use
 * (react-transition-group).
 */
const TRANSITIONS =
  /node_modules[\\/](@mui[\\/]material[\\/](Grow|Fade|Slide|Collapse|ClickAwayListener|Snackbar|SnackbarContent)[\\/]|react-transition-group[\\/])|[\\/]src[\\/]components[\\/]form-toast\.tsx$/;
/**
 * What the fine screens share, with the payments API they call (the ticket's payment pages load it
 * too, 1.5 KiB of fine code more for them): one file instead of four on `/parking-fine`.
 */
const FINE_PARTS =
  /[\\/]src[\\/](features[\\/]fines[\\/](fine-status-banner|fine-queries|fine-header|fine-icons|fine-params)\.tsx?|api[\\/]payments\.ts)$/;
const CHUNK_GROUPS = [
  {
    name: 'preload-helper',
    priority: 4,
    test: /vite[\\/]preload-helper|[\\/]src[\\/]app[\\/]screen-modules\.ts$/,
  },
  { name: 'framework', priority: 3, test: FRAMEWORK },
  { name: 'shell', priority: 2, test: SHELL },
  { name: 'landing', priority: 1, test: LANDING },
  {
    name: (id: string) => `texts-${FIRST_TEXTS.exec(id)?.[1] ?? 'hr'}`,
    debugName: 'texts',
    priority: 1,
    test: FIRST_TEXTS,
  },
  { name: 'form-controls', priority: 1, test: FORM_CONTROLS },
  { name: 'small-libs', priority: 1, test: SMALL_LIBS },
  { name: 'transitions', priority: 1, test: TRANSITIONS },
  { name: 'form-libs', priority: 1, test: FORM_LIBS },
  { name: 'fine-parts', priority: 1, test: FINE_PARTS },
];

export default defineConfig(({ mode, command }) => {
  const mocking = mode === 'mock' || mode === 'test';
  const env = loadEnv(mode, root, 'VITE_');
  return {
    plugins: [
      react(),
      mocking ? mockGatewayPlugin() : null,
      dropMockWorker(mocking),
      mode === 'test'
        ? null
        : htmlPreloadPlugin({
            root,
            modules: PRELOADED_MODULES,
            fonts: PRELOADED_FONTS,
            apiBaseUrl: env.VITE_API_BASE_URL,
          }),
      mode === 'test' ? null : prerenderPlugin({ root, routes: PRERENDERED_ROUTES }),
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
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
  };
});
