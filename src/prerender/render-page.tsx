// Build time only (vite/prerender-plugin.ts): a route of the app as static HTML in each language.
import { prerender } from 'react-dom/static';
import type { QueryClient } from '@tanstack/react-query';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { prefetchScreen } from '@/lib/lazy-module';
import { i18n, i18nReady } from '@/i18n/i18n';
import { emotionCache } from '@/lib/emotion-cache';
import { LANGUAGES, type Language } from '@/i18n/languages';
import { zoneQueries } from '@/api/queries';
import { LANDING_SLOT_TEXT, LANDING_ZONE_CODE } from '@/boot/page-contract';

export { ROUTES } from '@/app/routes';

type Options = { seed?: (client: QueryClient) => void; loading?: true };

async function renderIn(pathname: string, language: Language, { seed, loading }: Options = {}) {
  await i18n.changeLanguage(language);
  await prefetchScreen(new URL(pathname, 'http://prerender').pathname);
  const client = createQueryClient();
  seed?.(client);
  // The prelude waits for every lazy screen and text: the page, not its fallback. Each copy's ids
  // (useId) are its own: the page holds every language, the landing two states.
  const app = <App queryClient={client} initialUrl={pathname} />;
  const { prelude } = await prerender(app, { identifierPrefix: `${language}-${loading ? 'w' : 'r'}-` });
  const html = await new Response(prelude).text();
  // Seeded queries wait for their garbage collection (5 minutes), which would keep the build alive.
  client.clear();
  const where = `prerender ${pathname} (${language})`;
  if (!loading && html.includes('aria-busy="true"')) throw new Error(`${where}: the page was still loading`);
  const style = /.{0,120}\sstyle="[^"]*"/.exec(html);
  if (style) throw new Error(`${where}: inline style attributes break the CSP: ${style[0]}`);
  if (/<script/i.test(html)) throw new Error(`${where}: no script may be prerendered`);
  return html;
}

/** Renders `each` language in turn; Emotion's rules of them all (the same components: each rule once). */
async function inEveryLanguage<T>(each: (language: Language) => Promise<T>) {
  // Compat mode: Emotion keeps its rules in its cache, not in <style> tags the CSP would block.
  emotionCache.compat = true;
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
  await i18nReady;
  const html = {} as Record<Language, T>;
  for (const language of LANGUAGES) html[language] = await each(language);
  const css = Object.values(emotionCache.inserted).filter((rules) => typeof rules === 'string');
  return { html, css: css.join('\n') };
}

export const renderPage = (pathname: string) => inEveryLanguage((language) => renderIn(pathname, language));

// The QR landing (docs/decisions/029): waiting, and ready for a zone whose values are placeholders
// (vite/prerender-page.ts makes them empty slots); with the language's Krk label.
export function renderLanding() {
  const code = LANDING_ZONE_CODE;
  const { city, zone } = LANDING_SLOT_TEXT;
  const status = { cityId: 0, city, zone, code, hasDailyTicket: true, hasHourlyTicket: true };
  const seed = (client: QueryClient) => client.setQueryData(zoneQueries.status(code).queryKey, status);
  return inEveryLanguage(async (language) => ({
    waiting: await renderIn(`/?z=${code}`, language, { loading: true }),
    ready: await renderIn(`/?z=${code}`, language, { seed }),
    krkLabel: i18n.getFixedT(language, 'zone')('home.krkCity'),
  }));
}
