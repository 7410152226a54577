// Build time only (vite/prerender-plugin.ts): renders a route of the app to static HTML in the
// default language, so that a page whose first screen needs no data (/welcome) is painted from
// the HTML itself, before any script has arrived. The browser never loads this module.
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { prefetchScreen } from '@/lib/lazy-module';
import { i18n, i18nReady } from '@/i18n/i18n';
import { emotionCache } from '@/lib/emotion-cache';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';

export type PrerenderedPage = {
  /** The markup of `#root`'s content. */
  html: string;
  /** Emotion's rules for that markup, in insertion order (for a stylesheet of its own). */
  css: string;
};

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  // Compat mode: Emotion keeps each rule in its cache (in insertion order) instead of writing
  // <style> elements into the markup, which the Content-Security-Policy would block.
  emotionCache.compat = true;
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
  await i18nReady;
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  await prefetchScreen(pathname);
  const page = () => <App queryClient={createQueryClient()} initialUrl={pathname} />;
  // The first pass settles every lazy screen and text; the second one has nothing left to wait
  // for, so it is the page itself rather than its loading fallback.
  await readAll((await prerender(page())).prelude);
  const html = renderToString(page());
  if (html.includes('aria-busy="true"')) throw new Error(`prerender ${pathname}: the page was still loading`);
  if (/\sstyle="/.test(html)) throw new Error(`prerender ${pathname}: inline style attributes break the CSP`);
  if (/<script/i.test(html)) throw new Error(`prerender ${pathname}: no script may be prerendered`);
  const css = Object.values(emotionCache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('\n');
  return { html, css };
}
