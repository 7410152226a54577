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
import { zoneQueries } from '@/api/queries';
import type { QueryClient } from '@tanstack/react-query';
import { LANDING_SLOT_TEXT, LANDING_ZONE_CODE } from '@/features/zone/landing-slots';

/** The route record, read by the build through this module (the entries marked `prerendered`). */
export { ROUTES } from '@/app/routes';

export type PrerenderedPage = {
  /** The markup of `#root`'s content, per language. */
  html: Record<Language, string>;
  /** Emotion's rules for all of them, in insertion order (for a stylesheet of its own). */
  css: string;
};

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

type RenderOptions = {
  /** Data put into the query cache before the render (the landing's zone with its slots). */
  seed?: (queryClient: QueryClient) => void;
  /** A loading state is what is wanted (the landing's skeleton). */
  loading?: boolean;
};

async function renderIn(pathname: string, language: Language, options: RenderOptions = {}): Promise<string> {
  await i18n.changeLanguage(language);
  await prefetchScreen(new URL(pathname, 'http://prerender').pathname);
  const clients: QueryClient[] = [];
  const client = () => {
    const queryClient = createQueryClient();
    options.seed?.(queryClient);
    clients.push(queryClient);
    return queryClient;
  };
  const page = () => <App queryClient={client()} initialUrl={pathname} />;
  // The first pass settles every lazy screen and text; the second one has nothing left to wait
  // for, so it is the page itself rather than its loading fallback.
  await readAll((await prerender(page())).prelude);
  const html = renderToString(page());
  // Seeded queries wait for their garbage collection (5 minutes), which would keep the build alive.
  for (const queryClient of clients) queryClient.clear();
  const where = `prerender ${pathname} (${language})`;
  if (!options.loading && html.includes('aria-busy="true"'))
    throw new Error(`${where}: the page was still loading`);
  if (/\sstyle="/.test(html))
    throw new Error(
      `${where}: inline style attributes break the CSP: ${/.{120}\sstyle="[^"]*"/.exec(html)?.[0]}`,
    );
  if (/<script/i.test(html)) throw new Error(`${where}: no script may be prerendered`);
  return html;
}

async function startRendering() {
  // Compat mode: Emotion keeps each rule in its cache (in insertion order) instead of writing
  // <style> elements into the markup, which the Content-Security-Policy would block.
  emotionCache.compat = true;
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
  await i18nReady;
}

function collectedCss(): string {
  // The same components in every language: their rules are shared, each kept once.
  return Object.values(emotionCache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('\n');
}

export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  await startRendering();
  const html = {} as Record<Language, string>;
  for (const language of LANGUAGES) html[language] = await renderIn(pathname, language);
  return { html, css: collectedCss() };
}

export type PrerenderedLanding = {
  /** Per language: the page while the zone's status is on its way (skeletons), as the app draws it. */
  waiting: Record<Language, string>;
  /** Per language: the page with the zone's status, its values as slots (src/features/zone/landing-paint.ts). */
  ready: Record<Language, string>;
  /** Per language: the label of the city of Krk (formatCityName), for the painting of the city slot. */
  krkLabel: Record<Language, string>;
  css: string;
};

/**
 * The QR landing page (`/?z=`, docs/decisions/029) in its two first states, drawn by
 * the app's own components: waiting for the zone's status, and with a zone whose daily and hourly
 * tickets are on sale. The zone's own values (its code, city and name) are private-use characters
 * here, which vite/prerender-page.ts turns into empty slots that the entry fills as text.
 */
export async function renderLanding(): Promise<PrerenderedLanding> {
  await startRendering();
  const pathname = `/?z=${LANDING_ZONE_CODE}`;
  const waiting = {} as Record<Language, string>;
  const ready = {} as Record<Language, string>;
  const krkLabel = {} as Record<Language, string>;
  for (const language of LANGUAGES) {
    waiting[language] = await renderIn(pathname, language, { loading: true });
    ready[language] = await renderIn(pathname, language, {
      seed: (queryClient) =>
        queryClient.setQueryData(zoneQueries.status(LANDING_ZONE_CODE).queryKey, {
          cityId: 0,
          city: LANDING_SLOT_TEXT.city,
          zone: LANDING_SLOT_TEXT.zone,
          code: LANDING_ZONE_CODE,
          hasDailyTicket: true,
          hasHourlyTicket: true,
        }),
    });
    krkLabel[language] = i18n.getFixedT(language, 'zone')('home.krkCity');
  }
  return { waiting, ready, krkLabel, css: collectedCss() };
}
