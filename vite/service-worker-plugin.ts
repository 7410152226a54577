// The service worker of production builds (docs/decisions/016): after the build has written every
// file (the prerendered pages included), lists what to precache with Workbox's getManifest and
// bundles service-worker/sw.ts with that list into `<outDir>/sw.js`, one classic script without
// importScripts (the CSP's script-src 'self' and require-trusted-types-for stay as they are).
// Mock and test builds get none: `npm start` runs MSW's mockServiceWorker.js on the same scope.
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { getManifest } from 'workbox-build';
import type { PrerenderApi, PrerenderedRoute } from './prerender-plugin.ts';

type Options = { root: string; enabled: boolean };

/** What the app may need offline: hashed code, styles, texts and fonts, icons, the manifest. */
const PRECACHED = ['assets/**/*.{js,css,woff2}', '*.{svg,webmanifest}', 'icons/*.png', 'payment-logos/*.svg'];
/**
 * The pages, under the addresses nginx serves them at (`/welcome.html` itself is a 404): index.html
 * and the prerendered pages of the route record (vite/prerender-plugin.ts writes them).
 */
export function pagesOf(prerendered: readonly PrerenderedRoute[]): Record<string, string[]> {
  return {
    '/index.html': ['index.html'],
    ...Object.fromEntries(prerendered.map((route) => [route.path, [route.file]])),
  };
}

/**
 * Where deploy/render-runtime-config.sh writes the runtime configuration's fingerprint when the
 * container starts (64 hex digits; zeros in the build). It ends the precache revision of every
 * page: the pages are rendered with the configuration (meta tag, CSP), so a restart with another
 * configuration must reach installed copies as a release does, and sw.js changing is what the
 * browser's update check sees.
 */
export const RUNTIME_CONFIG_MARKER = `vpa-runtime-config-${'0'.repeat(64)}`;

/** The manifest with the marker at the end of each page's revision (the other files keep theirs). */
export function withRuntimeConfigMarker<T extends { url: string; revision: string | null }>(
  entries: readonly T[],
  pages: readonly string[],
): T[] {
  return entries.map((entry) =>
    pages.includes(entry.url)
      ? { ...entry, revision: `${entry.revision ?? ''}-${RUNTIME_CONFIG_MARKER}` }
      : entry,
  );
}

export function serviceWorkerPlugin({ root, enabled }: Options): Plugin {
  let outDir = path.join(root, 'dist');
  let built = false;
  let prerender: PrerenderApi | undefined;
  return {
    name: 'vpa:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      prerender = config.plugins.find((plugin) => plugin.name === 'vpa:prerender')?.api as
        PrerenderApi | undefined;
    },
    writeBundle() {
      built = true;
    },
    // After every plugin's writeBundle (the prerendered pages and their boot files), before the
    // precompression (order 'post'), which only compresses assets/ anyway.
    closeBundle: {
      sequential: true,
      async handler() {
        if (!enabled || !built) return;
        const prerendered = prerender?.routes() ?? [];
        const pages = pagesOf(prerendered);
        const { manifestEntries, warnings } = await getManifest({
          globDirectory: outDir,
          globPatterns: PRECACHED,
          globIgnores: ['**/*.{gz,br}', 'mockServiceWorker.js', 'sw.js'],
          templatedURLs: pages,
          // Hashed names need no revision parameter (the default would add one to every file).
          dontCacheBustURLsMatching: /^assets\//,
          maximumFileSizeToCacheInBytes: 512 * 1024,
        });
        if (warnings.length) throw new Error(`vpa:service-worker: ${warnings.join('; ')}`);
        await build({
          configFile: false,
          envDir: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          publicDir: false,
          define: {
            'self.__WB_MANIFEST': JSON.stringify(
              withRuntimeConfigMarker(manifestEntries ?? [], Object.keys(pages)),
            ),
            // The prerendered pages' routes, each answered offline with its own page.
            __PRERENDERED_ROUTES__: JSON.stringify(prerendered.map((route) => route.path)),
            // Workbox's development logging is dropped.
            'process.env.NODE_ENV': JSON.stringify('production'),
          },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            target: 'es2022',
            modulePreload: false,
            rolldownOptions: {
              input: path.join(root, 'service-worker/sw.ts'),
              output: { format: 'iife', entryFileNames: 'sw.js' },
            },
          },
        });
      },
    },
  };
}
