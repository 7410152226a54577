// Build-time hints in index.html so the first screen does not wait on a chain of requests: the
// chunks main.tsx and the likely first route import dynamically become <link rel=modulepreload>
// (fetched at once, evaluated only when imported), the body font is preloaded, and a cross-origin
// API gets a preconnect. Only static tags: no inline script, so a strict CSP holds.
//
// The scripts are fetched with fetchpriority=low: module scripts never block rendering, and the
// low priority says so, so the HTML, the stylesheet and the font go first and the static shell
// paints at once (Lighthouse's simulation otherwise treats every high-priority script that
// finished early as render-blocking).
import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { withStaticImports, type Bundle, type OutputAsset, type OutputChunk } from './chunk-graph.ts';

type Options = {
  root: string;
  /** Source files (relative to root) whose chunks, with their static imports, are preloaded. */
  modules: string[];
  /** Font file names as imported (e.g. `ibm-plex-sans-latin-400-normal.woff2`) to preload. */
  fonts: string[];
  /** The API's base URL; a preconnect is added when it is on another origin. */
  apiBaseUrl?: string;
};

function apiOrigin(apiBaseUrl: string | undefined): string | null {
  if (!apiBaseUrl) return null;
  try {
    const url = new URL(apiBaseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null; // relative: same origin, nothing to warm up
  }
}

export function htmlPreloadPlugin({ root, modules, fonts, apiBaseUrl }: Options): Plugin {
  return {
    name: 'vpa:html-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Bundle | undefined;
        if (!bundle) return html;
        const base = '/';
        const chunkOf = new Map<string, OutputChunk>();
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          for (const id of Object.keys(item.modules))
            chunkOf.set(path.relative(root, id.replace(/\?.*$/, '')), item);
        }

        const files = withStaticImports(
          bundle,
          modules.map((module) => {
            const chunk = chunkOf.get(module);
            if (!chunk) throw new Error(`vpa:html-preload: ${module} is not in the build`);
            return chunk.fileName;
          }),
        );

        const tags: HtmlTagDescriptor[] = [];
        const origin = apiOrigin(apiBaseUrl);
        if (origin)
          tags.push({
            tag: 'link',
            attrs: { rel: 'preconnect', href: origin, crossorigin: true },
            injectTo: 'head',
          });
        for (const font of fonts) {
          const asset = Object.values(bundle).find(
            (item): item is OutputAsset =>
              item.type === 'asset' &&
              (item.originalFileNames ?? item.names ?? []).some((n) => n.endsWith(font)),
          );
          if (!asset) throw new Error(`vpa:html-preload: font ${font} is not in the build`);
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${asset.fileName}`,
              crossorigin: true,
            },
            injectTo: 'head',
          });
        }
        // Vite already lists the entry's static imports; add the rest.
        for (const fileName of files) {
          if (html.includes(`${base}${fileName}"`)) continue;
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              fetchpriority: 'low',
              crossorigin: true,
              href: `${base}${fileName}`,
            },
            injectTo: 'head',
          });
        }
        const lowPriority = html
          .replace(
            /<script type="module" crossorigin/g,
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replace(
            /<link rel="modulepreload" crossorigin/g,
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          );
        return { html: lowPriority, tags };
      },
    },
  };
}
