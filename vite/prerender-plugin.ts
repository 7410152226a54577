// The routes marked `prerendered` (src/app/routes.ts) and the QR landing, rendered in every language by the
// app's own components, with the language guard inline (docs/architecture.md; index.html has none, 043).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, createServer, type Plugin, type Rolldown } from 'vite';
import type { Language } from '../src/i18n/languages.ts';
import { withStaticImports, type Bundle } from './chunk-graph.ts';
import type * as RenderModule from '../src/prerender/render-page.tsx';

export type PrerenderedRoute = { path: string; file: string };
/** What vite/service-worker-plugin.ts reads once this plugin has run. */
export type PrerenderApi = { routes: () => PrerenderedRoute[] };
type RouteRecord = readonly { path: string; prerendered?: true }[];

/** The entries of the route record marked `prerendered`; `/a/b` is written to `a-b.html`. */
export function prerenderedRoutes(record: RouteRecord): PrerenderedRoute[] {
  return record
    .filter((entry) => entry.prerendered)
    .map((entry) => ({ path: entry.path, file: `${entry.path.slice(1).replaceAll('/', '-')}.html` }));
}

const LANDING_FILE = 'landing.html';

/** The guard as one classic script (it runs before the body is parsed), with the app's aliases and env. */
async function buildLanguageGuard(root: string, mode: string): Promise<string> {
  const built = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(root, 'src/boot/guard-entry.ts'), formats: ['iife'], name: 'vpaLanguageGuard' },
    },
  });
  return [built as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]].flat()[0].output[0].code;
}

/** `vite preview` serves the QR landing's page for `/` (with any query), as nginx does. */
export const landingPagePlugin = (): Plugin => ({
  name: 'vpa:landing-page',
  configurePreviewServer({ config, middlewares }) {
    const landing = path.resolve(config.root, config.build.outDir, LANDING_FILE);
    middlewares.use((request, _response, next) => {
      const url = new URL(request.url ?? '/', 'http://preview');
      if (url.pathname === '/' && existsSync(landing)) request.url = `/${LANDING_FILE}${url.search}`;
      next();
    });
  },
});

export function prerenderPlugin({ root }: { root: string }): Plugin<PrerenderApi> {
  let routes: PrerenderedRoute[] = [];
  return {
    name: 'vpa:prerender',
    apply: 'build',
    api: { routes: () => routes },
    async writeBundle({ dir = path.join(root, 'dist') }, bundle) {
      const { configFile, mode } = this.environment.config;
      const file = (name: string) => path.join(dir, name);
      const graph = bundle as unknown as Bundle;
      const main = Object.values(graph).find((item) => item.type === 'chunk' && item.isEntry);
      if (main?.type !== 'chunk') throw new Error('vpa:prerender: the build has no entry chunk');
      const indexHtml = readFileSync(file('index.html'), 'utf8');
      const shell = {
        languageGuard: await buildLanguageGuard(root, mode),
        entry: { file: main.fileName, imports: withStaticImports(graph, main.imports) },
        read: (name: string) => readFileSync(file(name), 'utf8'),
      };
      // Loaded here: jsdom only when a build writes pages, not whenever Vite reads its configuration.
      const page = await import('./prerender-page.ts');
      const writePage = (name: string, css: string, markupIn: (language: Language) => string) =>
        writeFileSync(file(name), page.prerenderedHtml(indexHtml, shell, page.languageCopies(markupIn), css));
      // The app's own modules, rendered in Node through Vite (same aliases, env and JSON imports).
      const server = await createServer({
        root,
        configFile,
        mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const render = (await server.ssrLoadModule('/src/prerender/render-page.tsx')) as typeof RenderModule;
        routes = prerenderedRoutes(render.ROUTES);
        for (const route of routes) {
          const { html, css } = await render.renderPage(route.path);
          writePage(route.file, css, (language) => html[language]);
        }
        const { html, css } = await render.renderLanding();
        writePage(LANDING_FILE, css, (language) => page.landingMarkup(html[language]));
      } finally {
        await server.close();
      }
    },
  };
}
