// Prerendered pages (docs/decisions/011): a route whose first screen needs no data from
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
import { build, createServer, type Plugin, type ResolvedConfig } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/i18n/languages.ts';
import { BOOT_META, GUARD_ENTRY } from '../src/boot/page-contract.ts';
import { withStaticImports, type Bundle, type OutputChunk } from './chunk-graph.ts';
import {
  KRK_ATTRIBUTE,
  LANDING_ATTRIBUTE,
  LANDING_SLOT_TEXT,
  LANDING_ZONE_CODE,
  PAINTED_CLASS,
  SLOT_ATTRIBUTE,
} from '../src/features/zone/landing-slots.ts';
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

/** The QR landing's page (docs/decisions/029), served for `/`. */
export const LANDING_FILE = 'landing.html';
/** The QR landing's own start (src/features/zone/landing-start.ts), a chunk the build emits. */
export const LANDING_START_MODULE = '/src/features/zone/landing-start.ts';
export const LANDING_START_NAME = 'landing-start';

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

/** Where the start module's tags go, put in after index.html's own preloads are taken out. */
const START_MARK = '<!--vpa-start-module-->';

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
    startModule,
  }: {
    markup: string;
    /** The page's stylesheet file, or its rules themselves (`inlineCss`). */
    stylesheet?: string;
    inlineCss?: string;
    boot: string;
    languageGuard: string;
    /**
     * A module the page asks for while it is parsed, with its static imports (the QR landing's
     * own start, src/features/zone/landing-start.ts): async, so it holds up neither the parsing nor
     * the first paint.
     */
    startModule?: { file: string; imports: string[] };
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
  // The guard imports the boot script named here once the page is painted (src/boot/language-guard.ts):
  // no script but the guard is asked for before the first paint.
  const start = startModule
    ? [
        ...startModule.imports.map((file) => `<link rel="modulepreload" href="/${file}">`),
        `<script type="module" async src="/${startModule.file}"></script>`,
      ]
        .map((tag) => `\n    ${tag}`)
        .join('')
    : '';
  const head =
    `${shell.slice(0, firstScript)}${rules}\n    <meta name="${BOOT_META}" content="/${boot}">\n    <script src="/${languageGuard}"></script>${START_MARK}\n    ${shell.slice(firstScript)}`
      .replace(entry, '')
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(START_MARK, start);
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
      const boot = writeHashedAsset(
        outDir,
        'boot',
        'js',
        bootScript(entry.fileName, withStaticImports(graph, entry.imports)),
      );
      const languageGuard = writeHashedAsset(outDir, 'language-guard', 'js', guard.source);
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
            startModule: {
              file: landingStart.fileName,
              imports: withStaticImports(graph, landingStart.imports),
            },
          }),
        );
      } finally {
        await server.close();
      }
    },
  };
}
