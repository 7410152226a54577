// Prerendered pages (issue 5, docs/decisions/011): a route whose first screen needs no data from
// the API (/welcome, marked `prerendered` in the route record src/app/routes.ts) is rendered at
// build time, in each language, into a page of its own (`welcome.html`, served for `/welcome`).
// The visitor reads it in their language as soon as the HTML, its one stylesheet and the language
// guard are in; the app's code loads after that first paint (a small boot script written here)
// and replaces the markup with the same page, now interactive.
//
// Only static tags, so a strict CSP holds: the rendered markup carries no style attribute and no
// script, Emotion's rules go into a stylesheet file (with the shell's), and the language guard is
// a file of its own, written here from the app's language settings (docs/decisions/022). It is
// in index.html's head too, so every page carries the visitor's `<html lang>` from its first paint.
// Every other route keeps index.html and its static shell.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../src/i18n/languages.ts';
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

type RenderPage = (pathname: string) => Promise<{ html: Record<Language, string>; css: string }>;

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;

/** The stylesheets index.html links (the shell's), as paths relative to the build folder. */
export function stylesheetsOf(indexHtml: string): string[] {
  return [...indexHtml.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
}

const GUARD_TAG = /\s*<script src="\/assets\/language-guard-[^"]+"><\/script>/g;

/**
 * index.html turned into a prerendered page: its static shell replaced by the page (`markup`, its
 * copies in every language: languageCopies), its entry by the after-paint boot, no modulepreload
 * (scripts that arrive before the first paint only compete with it), its stylesheets by one that
 * also holds the page's rules (one request, not two, before the first paint), and the language
 * guard last in the head.
 */
export function prerenderedHtml(
  indexHtml: string,
  {
    markup,
    stylesheet,
    boot,
    languageGuard,
  }: { markup: string; stylesheet: string; boot: string; languageGuard: string },
): string {
  const rootStart = indexHtml.indexOf('<div id="root">');
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  const entry = /<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/;
  if (rootStart < 0 || bodyEnd < rootStart || !entry.test(indexHtml) || !indexHtml.includes('</head>'))
    throw new Error('vpa:prerender: index.html has no #root, entry script or </head>');
  const head = indexHtml
    .slice(0, rootStart)
    // index.html's comments describe its static shell, which this page does not have.
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .replace(entry, `<script type="module" src="/${boot}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(STYLESHEET, '')
    .replace(GUARD_TAG, '')
    .replace(
      '</head>',
      `  <link rel="stylesheet" href="/${stylesheet}">\n    <script src="/${languageGuard}"></script>\n  </head>`,
    );
  return `${head}<div id="root">${markup}</div>\n  ${indexHtml.slice(bodyEnd)}`;
}

// Attributes that name an element by its id: a copy's ids and these get its language as suffix.
const ID_ATTRIBUTES =
  /\s(id|for|form|list|headers|aria-(?:activedescendant|controls|describedby|details|errormessage|flowto|labelledby|owns))="([^"]*)"/g;

/**
 * A prerendered page in every language, one copy each (`<div class="vpa-prerendered" lang>`),
 * the default language first. Only the copy of `<html lang>` is displayed (languageCss); the ids
 * of the other copies get their language as suffix, so no id is twice in the document and every
 * label points into its own copy.
 */
export function languageCopies(html: Record<Language, string>): string {
  return LANGUAGES.map((language) => {
    const markup =
      language === DEFAULT_LANGUAGE
        ? html[language]
        : html[language]
            .replace(
              ID_ATTRIBUTES,
              (_match, name: string, value: string) =>
                ` ${name}="${value
                  .split(' ')
                  .map((id) => (id ? `${id}-${language}` : id))
                  .join(' ')}"`,
            )
            .replace(/\shref="#([^"]+)"/g, (_match, id: string) => ` href="#${id}-${language}"`);
    return `<div class="vpa-prerendered" lang="${language}">${markup}</div>`;
  }).join('');
}

/** Shows the copy in `<html lang>` (set by the language guard before the body is parsed), only it. */
export function languageCss(): string {
  const shown = LANGUAGES.map((language) => `html[lang='${language}'] .vpa-prerendered[lang='${language}']`);
  return `.vpa-prerendered{display:none}\n${shown.join(',\n')}{display:block}\n`;
}

/**
 * The language guard, a blocking script in the head of index.html and of prerendered pages. It
 * sets `<html lang>` to the language the app will start in (src/i18n/languages.ts, chooseLanguage:
 * the stored menu choice, else the first of the browser's languages the portal speaks, else the
 * default) before the body is painted: the prerendered copy in that language is the one shown,
 * and screen readers read even the static shell in the right language.
 */
export function languageGuardScript(): string {
  return `// Generated by vite/prerender-plugin.ts from src/i18n/languages.ts (chooseLanguage).
(function () {
  var languages = ${JSON.stringify(LANGUAGES)};
  var language = null;
  try {
    language = window.localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});
  } catch (error) {
    // No storage: no choice was kept.
  }
  if (languages.indexOf(language) === -1) {
    language = ${JSON.stringify(DEFAULT_LANGUAGE)};
    try {
      var browser = window.navigator.languages;
      if (!Array.isArray(browser) || browser.length === 0) browser = [window.navigator.language];
      for (var i = 0; i < browser.length; i++) {
        if (typeof browser[i] !== 'string') continue;
        var primary = browser[i].split(/[-_]/)[0].toLowerCase();
        if (languages.indexOf(primary) !== -1) {
          language = primary;
          break;
        }
      }
    } catch (error) {
      // An odd navigator: the default language.
    }
  }
  document.documentElement.setAttribute('lang', language);
})();
`;
}

/** The guard's file in the build, named by its content (known before the bundle is written). */
export function languageGuardFile(): string {
  return hashedName('language-guard', 'js', languageGuardScript());
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
 * The boot script of prerendered pages: once the page has been painted (the browser reports its
 * first contentful paint), it starts the app (the entry chunk of index.html), fetching the
 * entry's static imports at the same time. It starts at once when nothing will be painted before
 * the app (a background tab) and after 1 s at the latest.
 */
export function bootScript(entry: string, imports: string[]): string {
  return `// Generated by vite/prerender-plugin.ts. The page is already in the HTML: start the app after it has been painted.
let started = false;
function start() {
  if (started) return;
  started = true;
  for (const file of ${JSON.stringify(imports.map((file) => `/${file}`))}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
  void import(${JSON.stringify(`/${entry}`)});
}
const nothingToPaint =
  typeof PerformanceObserver === 'undefined' ||
  document.visibilityState === 'hidden' ||
  !PerformanceObserver.supportedEntryTypes?.includes('paint');
if (nothingToPaint) start();
else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
}
`;
}

export function prerenderPlugin({ root }: Options): Plugin<PrerenderApi> {
  let config: ResolvedConfig;
  let routes: PrerenderedRoute[] = [];
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
      handler: () => [{ tag: 'script', attrs: { src: `/${languageGuardFile()}` }, injectTo: 'head' }],
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(root, 'dist');
      const graph = bundle as unknown as Bundle;
      const entry = Object.values(graph).find(
        (item): item is OutputChunk => item.type === 'chunk' && item.isEntry,
      );
      if (!entry) throw new Error('vpa:prerender: the build has no entry chunk');
      const boot = writeHashedAsset(
        outDir,
        'boot',
        'js',
        bootScript(entry.fileName, withStaticImports(graph, entry.imports)),
      );
      const languageGuard = writeHashedAsset(outDir, 'language-guard', 'js', languageGuardScript());
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');

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
        const { renderPage } = (await server.ssrLoadModule('/src/prerender/render-page.tsx')) as {
          renderPage: RenderPage;
        };
        // The pages come from the route record: an entry marked `prerendered`.
        const { ROUTES } = (await server.ssrLoadModule('/src/app/routes.ts')) as {
          ROUTES: readonly { path: string; prerendered?: true }[];
        };
        routes = prerenderedRoutes(ROUTES);
        for (const route of routes) {
          const page = await renderPage(route.path);
          const css = [
            ...stylesheetsOf(indexHtml).map((file) => readFileSync(path.join(outDir, file), 'utf8')),
            languageCss(),
            page.css,
          ].join('\n');
          const name = `prerender-${path.basename(route.file, '.html')}`;
          const stylesheet = writeHashedAsset(outDir, name, 'css', css);
          writeFileSync(
            path.join(outDir, route.file),
            prerenderedHtml(indexHtml, {
              markup: languageCopies(page.html),
              stylesheet,
              boot,
              languageGuard,
            }),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}
