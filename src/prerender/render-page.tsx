// Build time only (vite/prerender-plugin.ts): renders a route of the app to static HTML in each
// language, so that a page whose first screen needs no data (/welcome) is painted from the HTML
// itself, in the visitor's language, before any script has arrived. The browser never loads this
// module.
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { prefetchScreen } from '@/lib/lazy-module';
import { i18n, i18nReady } from '@/i18n/i18n';
import { emotionCache } from '@/lib/emotion-cache';
import { LANGUAGES, type Language } from '@/i18n/languages';

export type PrerenderedPage = {
  /** The markup of `#root`'s content, per language. */
  html: Record<Language, string>;
  /** Emotion's rules for all of them, in insertion order (for a stylesheet of its own). */
  css: string;
};

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

async function renderIn(pathname: string, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  await prefetchScreen(pathname);
  const page = () => <App queryClient={createQueryClient()} initialUrl={pathname} />;
  // The first pass settles every lazy screen and text; the second one has nothing left to wait
  // for, so it is the page itself rather than its loading fallback.
  await readAll((await prerender(page())).prelude);
  const html = renderToString(page());
  const where = `prerender ${pathname} (${language})`;
  if (html.includes('aria-busy="true"')) throw new Error(`${where}: the page was still loading`);
  if (/\sstyle="/.test(html)) throw new Error(`${where}: inline style attributes break the CSP`);
  if (/<script/i.test(html)) throw new Error(`${where}: no script may be prerendered`);
  return html;
}

export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  // Compat mode: Emotion keeps each rule in its cache (in insertion order) instead of writing
  // <style> elements into the markup, which the Content-Security-Policy would block.
  emotionCache.compat = true;
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
  await i18nReady;
  const html = {} as Record<Language, string>;
  for (const language of LANGUAGES) html[language] = await renderIn(pathname, language);
  // The same components in every language: their rules are shared, each kept once.
  const css = Object.values(emotionCache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('\n');
  return { html, css };
}
