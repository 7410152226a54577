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
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../src/i18n/languages.ts';
import { withStaticImports, type Bundle, type OutputChunk } from './chunk-graph.ts';
import {
  KRK_ATTRIBUTE,
  LANDING_ATTRIBUTE,
  LANDING_SLOT_TEXT,
  LANDING_ZONE_CODE,
  PAINTED_CLASS,
  SLOT_ATTRIBUTE,
} from '../src/features/zone/landing-slots.ts';
import { ZONE_CODE_PATTERN } from '../src/lib/zone-code.ts';
import { CSP_NONCE_PLACEHOLDER } from '../src/lib/csp-nonce.ts';

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
type RenderLanding = () => Promise<{
  waiting: Record<Language, string>;
  ready: Record<Language, string>;
  css: string;
}>;

/** The QR landing's page (issue 25, docs/decisions/029), served for `/`. */
export const LANDING_FILE = 'landing.html';

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;

/** The stylesheets index.html links (the shell's), as paths relative to the build folder. */
export function stylesheetsOf(indexHtml: string): string[] {
  return [...indexHtml.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
}

/**
 * The module files index.html preloads, in its order: the entry's static imports and the likely
 * first screen's files (vite/html-preload-plugin.ts), paths relative to the build folder.
 */
export function modulepreloadsOf(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g)].map(
    (match) => match[1] ?? '',
  );
}

const GUARD_TAG = /\s*<script src="\/assets\/language-guard-[^"]+"><\/script>/g;

/**
 * index.html turned into a prerendered page: its static shell replaced by the page (`markup`, its
 * copies in every language: languageCopies), its entry by the after-paint boot, no modulepreload
 * (scripts that arrive before the first paint only compete with it), its stylesheets by one that
 * also holds the page's rules (one request, not two, before the first paint), and the language
 * guard. The page's rules and the guard come first in the head, before any script: over HTTP/1.1
 * the first request after the page reuses its connection, the others wait for connections of
 * their own. With `inlineCss` (the QR landing, docs/decisions/029) the rules are in the page
 * itself, in a <style> that carries the response's CSP nonce (the server writes it in place of the
 * placeholder, as in <meta name="csp-nonce">): the guard is then the one render-blocking request,
 * as the stylesheet is for a static page.
 */
export function prerenderedHtml(
  indexHtml: string,
  {
    markup,
    stylesheet,
    inlineCss,
    boot,
    languageGuard,
  }: {
    markup: string;
    /** The page's stylesheet file, or its rules themselves (`inlineCss`). */
    stylesheet?: string;
    inlineCss?: string;
    boot: string;
    languageGuard: string;
  },
): string {
  const rootStart = indexHtml.indexOf('<div id="root">');
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  const entry = /<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/;
  if (rootStart < 0 || bodyEnd < rootStart || !entry.test(indexHtml) || !indexHtml.includes('</head>'))
    throw new Error('vpa:prerender: index.html has no #root, entry script or </head>');
  if ((stylesheet === undefined) === (inlineCss === undefined))
    throw new Error('vpa:prerender: a page has either a stylesheet or inline rules');
  if (inlineCss?.includes('</'))
    throw new Error('vpa:prerender: the inline rules hold "</", which would end their <style>');
  // A relative url() would resolve against the page, not against /assets/ as in a stylesheet file.
  if (inlineCss !== undefined && /url\(\s*(?!['"]?(?:\/|data:))/.test(inlineCss))
    throw new Error('vpa:prerender: the inline rules hold a relative url()');
  const rules =
    inlineCss === undefined
      ? `<link rel="stylesheet" href="/${stylesheet}">`
      : `<style nonce="${CSP_NONCE_PLACEHOLDER}">${inlineCss}</style>`;
  const shell = indexHtml
    .slice(0, rootStart)
    // index.html's comments describe its static shell, which this page does not have.
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .replace(STYLESHEET, '')
    .replace(GUARD_TAG, '');
  const firstScript = shell.search(/<script[\s>]/);
  if (firstScript < 0) throw new Error('vpa:prerender: index.html has no script');
  // The guard imports the boot script named here once the page is painted (languageGuardScript):
  // no script but the guard is asked for before the first paint.
  const head =
    `${shell.slice(0, firstScript)}${rules}\n    <meta name="${BOOT_META}" content="/${boot}">\n    <script src="/${languageGuard}"></script>\n    ${shell.slice(firstScript)}`
      .replace(entry, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
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
    const markup = language === DEFAULT_LANGUAGE ? html[language] : withIdSuffix(html[language], language);
    return `<div class="vpa-prerendered" lang="${language}">${markup}</div>`;
  }).join('');
}

/** `markup` with `-{suffix}` after every id and every reference to one. */
export function withIdSuffix(markup: string, suffix: string): string {
  return markup
    .replace(
      ID_ATTRIBUTES,
      (_match, name: string, value: string) =>
        ` ${name}="${value
          .split(' ')
          .map((id) => (id ? `${id}-${suffix}` : id))
          .join(' ')}"`,
    )
    .replace(/\shref="#([^"]+)"/g, (_match, id: string) => ` href="#${id}-${suffix}"`);
}

/**
 * One language's QR landing: the app's page waiting for the zone (shown first; its ids with
 * `-waiting`, so none is twice in the page) and the page ready, hidden until the entry has filled
 * its slots (src/features/zone/landing-paint.ts). The prerendered zone code, city and zone name become
 * empty slots; the city's carries the language's label for Krk (formatCityName).
 */
export function landingMarkup(waiting: string, ready: string, krkLabel: string): string {
  const code = new RegExp(`>${LANDING_ZONE_CODE}<`, 'g');
  const slot = (name: string, extra = '') => `<span ${SLOT_ATTRIBUTE}="${name}"${extra}></span>`;
  const waitingMarkup = withIdSuffix(waiting, 'waiting')
    .replace(code, `>${slot('code')}<`)
    .replaceAll(LANDING_SLOT_TEXT.host, slot('host'));
  const readyMarkup = ready
    .replaceAll(LANDING_SLOT_TEXT.city, slot('city', ` ${KRK_ATTRIBUTE}="${escapeAttribute(krkLabel)}"`))
    .replaceAll(LANDING_SLOT_TEXT.zone, slot('zone'))
    .replaceAll(LANDING_SLOT_TEXT.host, slot('host'));
  for (const [what, markup] of [
    ['waiting', waitingMarkup],
    ['ready', readyMarkup],
  ] as const) {
    // The tiles' links name the placeholder zone; the entry names the address's before showing them.
    const outsideLinks = markup.replaceAll(`?z=${LANDING_ZONE_CODE}"`, '"');
    if (outsideLinks.includes(LANDING_ZONE_CODE) || /[\uE000-\uE002]/.test(markup))
      throw new Error(`vpa:prerender: the landing (${what}) shows the prerendered zone outside a slot`);
  }
  if (
    !readyMarkup.includes(`${SLOT_ATTRIBUTE}="zone"`) ||
    !waitingMarkup.includes(`${SLOT_ATTRIBUTE}="code"`)
  )
    throw new Error('vpa:prerender: the landing has no slot for its zone');
  return `<div class="vpa-landing" ${LANDING_ATTRIBUTE}><div class="vpa-landing-waiting">${waitingMarkup}</div><div class="vpa-landing-ready">${readyMarkup}</div></div>`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The landing shows its skeletons until the entry has painted the zone, then the zone.
 */
export function landingCss(): string {
  // An empty slot still takes its line (a zero-width space), so filling it moves nothing.
  return `.vpa-landing-ready,.vpa-landing.${PAINTED_CLASS} .vpa-landing-waiting{display:none}\n.vpa-landing.${PAINTED_CLASS} .vpa-landing-ready{display:block}\n.vpa-landing [${SLOT_ATTRIBUTE}]:empty::before{content:'\\200b'}\n`;
}

/**
 * Shows the copy in `<html lang>` (set by the language guard before the body is parsed), only it.
 * Its buttons and selects (the menu, the language) do nothing until the app has taken the page
 * over: they are not shown as controls until then, keeping their place so nothing moves. Links
 * work from the first frame: they load the app's page.
 */
export function languageCss(): string {
  const shown = LANGUAGES.map((language) => `html[lang='${language}'] .vpa-prerendered[lang='${language}']`);
  return `.vpa-prerendered{display:none}\n${shown.join(',\n')}{display:block}\n.vpa-prerendered :is(button,select,[role=button]),.vpa-prerendered select+svg{visibility:hidden}\n`;
}

/** The meta tag by which a prerendered page names its boot script for the language guard. */
export const BOOT_META = 'vpa-boot';
/** The only files the guard imports as a boot script: the build's own, under /assets/. */
export const BOOT_FILE_PATTERN = /^\/assets\/[\w.-]+\.js$/;

/**
 * The language guard, a blocking script in the head of index.html and of prerendered pages. It
 * sets `<html lang>` to the language the app will start in (src/i18n/languages.ts, chooseLanguage:
 * the stored menu choice, else the first of the browser's languages the portal speaks, else the
 * default) before the body is painted: the prerendered copy in that language is the one shown,
 * and screen readers read even the static shell in the right language.
 *
 * On a prerendered page it starts the app once the page has been painted (the browser reports its
 * first contentful paint; at once when nothing will be painted first, a background tab; after 1 s
 * at the latest): it imports the boot script the page names in `<meta name="vpa-boot">` (a file
 * of /assets/ only). So the guard is the one script asked for before the first paint: each file
 * more would cost a connection of its own over HTTP/1.1, and Lighthouse's simulation counts it.
 *
 * On the QR landing (docs/decisions/029) it also writes the page's host and the address's zone
 * code into their slots as the parser adds them, as text: a mutation observer's callback runs
 * before the browser next paints, so the official address is whole in the first frame (a text
 * changed after its first paint is not painted anew for the page's largest paint, and a reader
 * would see it grow).
 */
export function languageGuardScript(): string {
  // Written compact (it is fetched before the first paint): no storage, an odd navigator or no
  // URLSearchParams fall back to the default language and to slots the app fills.
  const slot = JSON.stringify(SLOT_ATTRIBUTE);
  return `// Generated by vite/prerender-plugin.ts from src/i18n/languages.ts (chooseLanguage) and src/lib/zone-code.ts.
(function () {
  var languages = ${JSON.stringify(LANGUAGES)}, language = null, d = document, w = window;
  try { language = w.localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}); } catch (e) {}
  if (languages.indexOf(language) === -1) {
    language = ${JSON.stringify(DEFAULT_LANGUAGE)};
    try {
      var browser = w.navigator.languages;
      if (!Array.isArray(browser) || browser.length === 0) browser = [w.navigator.language];
      for (var i = 0; i < browser.length; i++) {
        var primary = typeof browser[i] === 'string' ? browser[i].split(/[-_]/)[0].toLowerCase() : '';
        if (languages.indexOf(primary) !== -1) { language = primary; break; }
      }
    } catch (e) {}
  }
  d.documentElement.setAttribute('lang', language);
  try {
    var boot = d.querySelector('meta[name=${BOOT_META}]'), bootFile = boot ? boot.getAttribute('content') : null;
    if (bootFile && ${BOOT_FILE_PATTERN.toString()}.test(bootFile)) {
      var started = false, start = function () {
        if (started) return;
        started = true;
        import(bootFile).catch(function () {});
      };
      var P = w.PerformanceObserver;
      if (!P || d.visibilityState === 'hidden' || !P.supportedEntryTypes || P.supportedEntryTypes.indexOf('paint') === -1) start();
      else {
        new P(function (list, observer) {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          start();
        }).observe({ type: 'paint', buffered: true });
        w.setTimeout(start, 1000);
      }
    }
  } catch (e) { if (start) start(); }
  if (w.location.pathname !== '/' || typeof MutationObserver === 'undefined') return;
  var values = { host: w.location.host };
  try {
    var code = new URLSearchParams(w.location.search).get('z');
    if (code !== null && ${ZONE_CODE_PATTERN.toString()}.test(code)) values.code = code;
  } catch (e) {}
  var observer = new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++)
      for (var j = 0, added = records[i].addedNodes; j < added.length; j++) {
        var name = added[j].nodeType === 1 ? added[j].getAttribute(${slot}) : null;
        if (name && Object.prototype.hasOwnProperty.call(values, name)) added[j].textContent = values[name];
      }
  });
  observer.observe(d, { childList: true, subtree: true });
  d.addEventListener('DOMContentLoaded', function () { observer.disconnect(); });
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
 * The boot script of prerendered pages, imported by the language guard once the page has been
 * painted: it starts the app (the entry chunk of index.html), preloading `imports` (the entry's
 * static imports, or the landing's first screen) at the same time.
 */
export function bootScript(entry: string, imports: string[]): string {
  return `// Generated by vite/prerender-plugin.ts. The page has been painted (the language guard imports this then): start the app.
for (const file of ${JSON.stringify(imports.map((file) => `/${file}`))}) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  document.head.append(link);
}
void import(${JSON.stringify(`/${entry}`)});
`;
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
        // The QR landing (`/?z=`), served for `/` (deploy/nginx, vite preview; docs/decisions/029).
        const { renderLanding } = (await server.ssrLoadModule('/src/prerender/render-page.tsx')) as {
          renderLanding: RenderLanding;
        };
        const landing = await renderLanding();
        // Its boot also preloads what index.html preloads for the zone home (the framework, the
        // shell, the screen, its texts): the entry would ask for them at once anyway, and so they
        // do not wait one round trip for the entry to arrive.
        const landingBoot = writeHashedAsset(
          outDir,
          'boot-landing',
          'js',
          bootScript(entry.fileName, modulepreloadsOf(indexHtml)),
        );
        const markup = {} as Record<Language, string>;
        for (const language of LANGUAGES) {
          const texts = JSON.parse(
            readFileSync(path.join(root, 'locales', language, 'zone.json'), 'utf8'),
          ) as { home: { krkCity: string } };
          markup[language] = landingMarkup(
            landing.waiting[language],
            landing.ready[language],
            texts.home.krkCity,
          );
        }
        // Its rules travel in the page itself (prerenderedHtml, `inlineCss`).
        const landingRules = [
          ...stylesheetsOf(indexHtml).map((file) => readFileSync(path.join(outDir, file), 'utf8')),
          languageCss(),
          landingCss(),
          landing.css,
        ].join('\n');
        writeFileSync(
          path.join(outDir, LANDING_FILE),
          prerenderedHtml(indexHtml, {
            markup: languageCopies(markup),
            inlineCss: landingRules,
            boot: landingBoot,
            languageGuard,
          }),
        );
      } finally {
        await server.close();
      }
    },
  };
}
