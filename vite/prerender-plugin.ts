// Prerendered pages (docs/decisions/011): a route whose first screen needs no data from
// the API (/welcome, marked `prerendered` in the route record src/app/routes.ts) is rendered at
// build time, in each language, into a page of its own (`welcome.html`, served for `/welcome`).
// The visitor reads it in their language as soon as the HTML and its one stylesheet are in; the
// language guard, in the page, starts the app's code after that first paint, and the app replaces
// the markup with the same page, now interactive. The HTML is put together in
// vite/prerender-page.ts.
//
// Only static tags, so a strict CSP holds: the rendered markup carries no style attribute and no
// script but the language guard, which carries the response's CSP nonce (docs/decisions/038), and
// Emotion's rules go into a stylesheet file (with the shell's). The guard is built here from its
// TypeScript source (docs/decisions/022); index.html's head asks for it as a file of its own, so
// every page carries the visitor's `<html lang>` from its first paint.
// Every other route keeps index.html and its static shell.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createServer, type Plugin, type ResolvedConfig } from 'vite';
import { LANGUAGES, type Language } from '../src/i18n/languages.ts';
import { GUARD_ENTRY } from '../src/boot/page-contract.ts';
import type { PageParts } from './prerender-page.ts';
import { withStaticImports, type Bundle, type OutputChunk } from './chunk-graph.ts';

export type PrerenderedRoute = {
  /** The route, e.g. `/welcome`. */
  path: string;
  /** The page written next to index.html, e.g. `welcome.html` (what servers map `/welcome` to). */
  file: string;
};

type Options = { root: string };

/** What the plugin offers the service worker's (vite/service-worker-plugin.ts), once it has run. */
export type PrerenderApi = { routes: () => PrerenderedRoute[] };

/** The page file of a route: `/welcome` is `welcome.html`, `/a/b` would be `a-b.html`. */
export function pageFileOf(route: string): string {
  return `${route.slice(1).replace(/\//g, '-')}.html`;
}

/** The entries of the route record (src/app/routes.ts) marked `prerendered`, with their page files. */
export function prerenderedRoutes(
  record: readonly { path: string; prerendered?: true }[],
): PrerenderedRoute[] {
  return record
    .filter((entry) => entry.prerendered)
    .map((entry) => ({ path: entry.path, file: pageFileOf(entry.path) }));
}

type PerLanguage = Record<Language, string>;

/** What src/prerender/render-page.tsx offers the build (loaded through Vite, so typed here). */
type RenderModule = {
  ROUTES: readonly { path: string; prerendered?: true }[];
  renderPage: (pathname: string) => Promise<{ html: PerLanguage; css: string }>;
  renderLanding: () => Promise<{
    waiting: PerLanguage;
    ready: PerLanguage;
    krkLabel: PerLanguage;
    css: string;
  }>;
};

/** The QR landing's page (docs/decisions/029), served for `/`. */
export const LANDING_FILE = 'landing.html';
/** The QR landing's own start (src/features/zone/landing-start.ts), a chunk the build emits. */
export const LANDING_START_MODULE = '/src/features/zone/landing-start.ts';
export const LANDING_START_NAME = 'landing-start';

/**
 * The language guard (src/boot/language-guard.ts): a blocking script in the head of index.html and
 * of prerendered pages, built from its TypeScript source by Vite into one classic script (no
 * module: it must run before the body is parsed), with the app's aliases, mode and variables.
 */
export async function buildLanguageGuard(root: string, mode: string): Promise<string> {
  const built = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      lib: { entry: path.join(root, GUARD_ENTRY), formats: ['iife'], name: 'vpaLanguageGuard' },
    },
  });
  const output = (Array.isArray(built) ? built[0] : built) as { output: { type: string; code?: string }[] };
  const chunk = output.output.find((item) => item.type === 'chunk');
  if (!chunk?.code) throw new Error('vpa:prerender: the language guard did not build');
  return chunk.code;
}

function hashedName(name: string, ext: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return `assets/${name}-${hash}.${ext}`;
}

/** Writes `source` into the build as `assets/{name}-{hash}.{ext}`; returns that path. */
function writeHashedAsset(outDir: string, name: string, ext: string, source: string): string {
  const file = hashedName(name, ext, source);
  writeFileSync(path.join(outDir, file), source);
  return file;
}

/**
 * `vite preview` serves the QR landing's page for `/` (with any query), as nginx does
 * (deploy/nginx/default.conf.template, `location = /`); a build without it keeps index.html.
 */
export function landingPagePlugin(): Plugin {
  let outDir = '';
  return {
    name: 'vpa:landing-page',
    configResolved(resolved) {
      outDir = path.resolve(resolved.root, resolved.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathname, query] = (request.url ?? '').split(/\?(.*)/s, 2);
        if (pathname === '/' && existsSync(path.join(outDir, LANDING_FILE)))
          request.url = `/${LANDING_FILE}${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
  };
}

export function prerenderPlugin({ root }: Options): Plugin<PrerenderApi> {
  let config: ResolvedConfig;
  let routes: PrerenderedRoute[] = [];
  let guard = { source: '', file: '' };
  return {
    name: 'vpa:prerender',
    apply: 'build',
    api: { routes: () => routes },
    configResolved(resolved) {
      config = resolved;
    },
    // index.html (every route but the prerendered ones) carries the visitor's <html lang> from its
    // first paint too; the file itself is written with the bundle (writeBundle).
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${guard.file}` }, injectTo: 'head' }],
    },
    async buildStart() {
      // The QR landing's own start, a file of its own that its page asks for (prerenderedHtml).
      this.emitFile({ type: 'chunk', id: LANDING_START_MODULE, name: LANDING_START_NAME });
      const source = await buildLanguageGuard(root, config.mode);
      guard = { source, file: hashedName('language-guard', 'js', source) };
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const graph = bundle as unknown as Bundle;
      const chunks = Object.values(graph).filter(
        (item): item is OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      const entry = chunks.find((item) => item.name !== LANDING_START_NAME);
      const landingStart = chunks.find((item) => item.name === LANDING_START_NAME);
      if (!entry || !landingStart)
        throw new Error('vpa:prerender: the build has no entry or landing start chunk');
      writeHashedAsset(outDir, 'language-guard', 'js', guard.source);
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      // jsdom only when a build writes its pages, not whenever Vite reads its configuration.
      const page = await import('./prerender-page.ts');
      const shellCss = page
        .stylesheetsOf(indexHtml)
        .map((file) => readFileSync(path.join(outDir, file), 'utf8'));
      const write = (file: string, parts: Omit<PageParts, 'languageGuard'>) =>
        writeFileSync(
          path.join(outDir, file),
          page.prerenderedHtml(indexHtml, { ...parts, languageGuard: guard.source }),
        );

      // The app's own modules, rendered in Node through Vite (same aliases, env and JSON imports).
      const server = await createServer({
        root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const render = (await server.ssrLoadModule('/src/prerender/render-page.tsx')) as RenderModule;
        // The pages come from the route record: an entry marked `prerendered`.
        routes = prerenderedRoutes(render.ROUTES);
        for (const route of routes) {
          const { html, css } = await render.renderPage(route.path);
          const name = `prerender-${path.basename(route.file, '.html')}`;
          write(route.file, {
            markup: page.languageCopies(html),
            stylesheet: writeHashedAsset(
              outDir,
              name,
              'css',
              [...shellCss, page.languageCss(), css].join('\n'),
            ),
            boot: [entry.fileName, ...withStaticImports(graph, entry.imports)],
          });
        }
        // The QR landing (`/?z=`), served for `/` (deploy/nginx, vite preview; docs/decisions/029).
        const landing = await render.renderLanding();
        const markup = {} as Record<Language, string>;
        for (const language of LANGUAGES)
          markup[language] = page.landingMarkup(
            landing.waiting[language],
            landing.ready[language],
            landing.krkLabel[language],
          );
        write(LANDING_FILE, {
          markup: page.languageCopies(markup),
          // Its rules travel in the page itself.
          inlineCss: [...shellCss, page.languageCss(), page.landingCss(), landing.css].join('\n'),
          // Its start also preloads what index.html preloads for the zone home (the framework, the
          // shell, the screen, its texts): the entry would ask for them at once anyway, and so
          // they do not wait one round trip for the entry to arrive.
          boot: [entry.fileName, ...page.modulepreloadsOf(indexHtml)],
          startModule: {
            file: landingStart.fileName,
            imports: withStaticImports(graph, landingStart.imports),
          },
        });
      } finally {
        await server.close();
      }
    },
  };
}
