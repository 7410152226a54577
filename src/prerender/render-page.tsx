// Build time only (vite/prerender-plugin.ts): a route of the app rendered to static HTML in each
// language, so that its page paints from the HTML itself, before any script has arrived.
import { renderToString } from 'react-dom/server';
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

/** The route record: the build renders the entries marked `prerendered`. */
export { ROUTES } from '@/app/routes';

type PerLanguage = Record<Language, string>;

type Options = { seed?: (client: QueryClient) => void; loading?: true };

async function renderIn(pathname: string, language: Language, { seed, loading }: Options = {}) {
  await i18n.changeLanguage(language);
  await prefetchScreen(new URL(pathname, 'http://prerender').pathname);
  const clients: QueryClient[] = [];
  const page = () => {
    const queryClient = createQueryClient();
    seed?.(queryClient);
    clients.push(queryClient);
    return <App queryClient={queryClient} initialUrl={pathname} />;
  };
  // The first pass settles every lazy screen and text, so the second is the page, not its fallback.
  await new Response((await prerender(page())).prelude).text();
  const html = renderToString(page());
  // Seeded queries wait for their garbage collection (5 minutes), which would keep the build alive.
  for (const queryClient of clients) queryClient.clear();
  const where = `prerender ${pathname} (${language})`;
  if (!loading && html.includes('aria-busy="true"')) throw new Error(`${where}: the page was still loading`);
  if (/\sstyle="/.test(html))
    throw new Error(
      `${where}: inline style attributes break the CSP: ${/.{120}\sstyle="[^"]*"/.exec(html)?.[0]}`,
    );
  if (/<script/i.test(html)) throw new Error(`${where}: no script may be prerendered`);
  return html;
}

/** Renders `each` language in turn; Emotion's rules of them all (the same components: each rule once). */
async function inEveryLanguage<T>(each: (language: Language) => Promise<T>) {
  // Compat mode: Emotion keeps its rules in its cache instead of writing <style> into the markup,
  // which the Content-Security-Policy would block.
  emotionCache.compat = true;
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
  await i18nReady;
  const results = {} as Record<Language, T>;
  for (const language of LANGUAGES) results[language] = await each(language);
  const css = Object.values(emotionCache.inserted).filter((rules) => typeof rules === 'string');
  return { results, css: css.join('\n') };
}

export async function renderPage(pathname: string): Promise<{ html: PerLanguage; css: string }> {
  const { results, css } = await inEveryLanguage((language) => renderIn(pathname, language));
  return { html: results, css };
}

/**
 * The QR landing (`/?z=`, docs/decisions/029) in its two first states, per language: waiting for
 * the zone's status (skeletons), and ready, for a zone with daily and hourly tickets on sale, its
 * code, city and name as private-use characters that vite/prerender-page.ts turns into empty slots;
 * with the label of the city of Krk (formatCityName) for the city's slot.
 */
export async function renderLanding() {
  const pathname = `/?z=${LANDING_ZONE_CODE}`;
  const zone = {
    cityId: 0,
    city: LANDING_SLOT_TEXT.city,
    zone: LANDING_SLOT_TEXT.zone,
    code: LANDING_ZONE_CODE,
    hasDailyTicket: true,
    hasHourlyTicket: true,
  };
  const { results, css } = await inEveryLanguage(async (language) => ({
    waiting: await renderIn(pathname, language, { loading: true }),
    ready: await renderIn(pathname, language, {
      seed: (client) => client.setQueryData(zoneQueries.status(LANDING_ZONE_CODE).queryKey, zone),
    }),
    krkLabel: i18n.getFixedT(language, 'zone')('home.krkCity'),
  }));
  const pick = (key: 'waiting' | 'ready' | 'krkLabel') =>
    Object.fromEntries(LANGUAGES.map((language) => [language, results[language][key]])) as PerLanguage;
  return { waiting: pick('waiting'), ready: pick('ready'), krkLabel: pick('krkLabel'), css };
}
