// Prerendered pages (docs/decisions/011, 029): a route marked `prerendered` in the route record
// (src/app/routes.ts, today /welcome) and the QR landing are rendered at build time by the app's own
// components, in every language, into pages of their own (`welcome.html`, `landing.html`), which
// paint before any script has arrived; vite/prerender-page.ts puts their HTML together. The language
// guard (src/boot/language-guard.ts), built here as one classic script, runs in those pages (with
// the response's CSP nonce, docs/decisions/038) and as a file of its own in index.html's head.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createServer, type Plugin, type ResolvedConfig } from 'vite';
import type { Language } from '../src/i18n/languages.ts';
import type { PageParts } from './prerender-page.ts';
import { withStaticImports, type Bundle, type OutputChunk } from './chunk-graph.ts';

/** A prerendered route (`/welcome`) and its page file (`welcome.html`, what servers map it to). */
export type PrerenderedRoute = { path: string; file: string };
/** What the service worker's plugin reads once this one has run (vite/service-worker-plugin.ts). */
export type PrerenderApi = { routes: () => PrerenderedRoute[] };

/** The entries of the route record marked `prerendered`; `/a/b` is written to `a-b.html`. */
export function prerenderedRoutes(
  record: readonly { path: string; prerendered?: true }[],
): PrerenderedRoute[] {
  return record
    .filter((entry) => entry.prerendered)
    .map((entry) => ({ path: entry.path, file: `${entry.path.slice(1).replace(/\//g, '-')}.html` }));
}

type PerLanguage = Record<Language, string>;
/** What src/prerender/render-page.tsx offers (loaded through Vite's server, so typed here). */
type RenderModule = {
  ROUTES: readonly { path: string; prerendered?: true }[];
  renderPage: (pathname: string) => Promise<{ html: PerLanguage; css: string }>;
  renderLanding: () => Promise<{
    html: Record<Language, { waiting: string; ready: string; krkLabel: string }>;
    css: string;
  }>;
};

const LANDING_FILE = 'landing.html';
/** The QR landing's own start (src/features/zone/landing-start.ts), a chunk of its own. */
const LANDING_START = { id: '/src/features/zone/landing-start.ts', name: 'landing-start' };

/** The guard as one classic script (it runs before the body is parsed), with the app's aliases and env. */
async function buildLanguageGuard(root: string, mode: string): Promise<string> {
  const built = (await build({
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
      lib: { entry: path.join(root, 'src/boot/guard-entry.ts'), formats: ['iife'], name: 'vpaLanguageGuard' },
    },
  })) as { output: { type: string; code?: string }[] }[] | { output: { type: string; code?: string }[] };
  const code = (Array.isArray(built) ? built[0] : built)?.output.find((item) => item.type === 'chunk')?.code;
  if (!code) throw new Error('vpa:prerender: the language guard did not build');
  return code;
}

/** `assets/{name}-{hash of source}.{ext}`. */
const hashedName = (name: string, ext: string, source: string) =>
  `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.${ext}`;

/** `vite preview` serves the QR landing's page for `/` (with any query), as nginx does. */
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

export function prerenderPlugin({ root }: { root: string }): Plugin<PrerenderApi> {
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
    // index.html asks for the guard as a file (written with the bundle).
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { src: `/${guard.file}` }, injectTo: 'head' }],
    },
    async buildStart() {
      this.emitFile({ type: 'chunk', ...LANDING_START });
      const source = await buildLanguageGuard(root, config.mode);
      guard = { source, file: hashedName('language-guard', 'js', source) };
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const write = (file: string, source: string) => writeFileSync(path.join(outDir, file), source);
      const writeHashed = (name: string, ext: string, source: string) => {
        const file = hashedName(name, ext, source);
        write(file, source);
        return file;
      };
      const graph = bundle as unknown as Bundle;
      const entries = Object.values(graph).filter(
        (item): item is OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      const entry = entries.find((item) => item.name !== LANDING_START.name);
      const landingStart = entries.find((item) => item.name === LANDING_START.name);
      if (!entry || !landingStart)
        throw new Error('vpa:prerender: the build has no entry or landing start chunk');
      write(guard.file, guard.source);
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      // jsdom only when a build writes its pages, not whenever Vite reads its configuration.
      const page = await import('./prerender-page.ts');
      const shellCss = page
        .linkedFiles(indexHtml, 'stylesheet')
        .map((file) => readFileSync(path.join(outDir, file), 'utf8'));
      const writePage = (file: string, parts: Omit<PageParts, 'languageGuard'>) =>
        write(file, page.prerenderedHtml(indexHtml, { ...parts, languageGuard: guard.source }));

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
        routes = prerenderedRoutes(render.ROUTES);
        for (const route of routes) {
          const { html, css } = await render.renderPage(route.path);
          const rules = [...shellCss, page.LANGUAGE_CSS, css].join('\n');
          writePage(route.file, {
            markup: page.languageCopies((language) => html[language]),
            css: { file: writeHashed(`prerender-${path.basename(route.file, '.html')}`, 'css', rules) },
            boot: [entry.fileName, ...withStaticImports(graph, entry.imports)],
          });
        }
        // The QR landing (`/?z=`), served for `/` (deploy/nginx, vite preview), its rules in the page.
        const landing = await render.renderLanding();
        writePage(LANDING_FILE, {
          markup: page.languageCopies((language) => {
            const { waiting, ready, krkLabel } = landing.html[language];
            return page.landingMarkup(waiting, ready, krkLabel);
          }),
          css: { inline: [...shellCss, page.LANGUAGE_CSS, page.LANDING_CSS, landing.css].join('\n') },
          // With the entry, what index.html preloads for the zone home (the framework, the shell,
          // the screen, its texts): they need not wait a round trip for the entry to ask for them.
          boot: [entry.fileName, ...page.linkedFiles(indexHtml, 'modulepreload')],
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
