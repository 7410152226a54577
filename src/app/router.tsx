import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ticketQueries, zoneQueries } from '@/api/queries';
import { i18n } from '@/i18n/i18n';
import { isValidZoneCode, useSessionStore } from '@/stores/session-store';
import type { Namespace } from '@/i18n/namespaces';
import { MainLayout, showsCompanyFooter } from './layouts/main-layout';
import { WelcomeLayout } from './layouts/welcome-layout';
import { SCREEN_MODULES, screenPathOf, type ScreenPath } from './screen-modules';

type Screen = {
  /** Starts loading the screen's code and texts (once); the route renders it when they are in. */
  preload: () => Promise<unknown>;
  Component: ComponentType;
};

/** What the module of the screen at `P` exports. */
type ScreenModule<P extends ScreenPath> = Awaited<ReturnType<(typeof SCREEN_MODULES)[P]>>;

/**
 * A screen in its own chunk: its module in `SCREEN_MODULES`, of which `pick` names the component.
 * Its texts load together with its code, not after its first render: one round trip less before
 * the page shows (the layout's company footer reads `zone`).
 */
function screen<P extends ScreenPath>(
  path: P,
  namespaces: Namespace[],
  pick: (module: ScreenModule<P>) => ComponentType,
): Screen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  // TypeScript cannot narrow the table's union of loaders by a generic key; each entry is that type.
  const load = () => (SCREEN_MODULES[path] as () => Promise<ScreenModule<P>>)().then(pick);
  const preload = () =>
    (loading ??= Promise.all([load(), i18n.loadNamespaces(namespaces).catch(() => undefined)]).then(
      ([Component]) => ({ default: Component }),
      (error: unknown) => {
        // Offline for a moment: the next attempt fetches the chunk again.
        loading = undefined;
        throw error;
      },
    ));
  return { preload, Component: lazy(preload) };
}

/** Every screen by the path it opens on, with the texts it needs (spec section 2). */
const SCREENS: Record<ScreenPath, Screen> = {
  '/': screen('/', ['zone'], (m) => m.ZoneHomePage),
  '/daily': screen('/daily', ['ticket', 'zone'], (m) => m.DailyPage),
  '/hourly': screen('/hourly', ['ticket', 'zone'], (m) => m.HourlyPage),
  '/details': screen('/details', ['zone'], (m) => m.DetailsRedirect),
  '/payment': screen('/payment', ['payment', 'zone'], (m) => m.PaymentPage),
  '/payment-processing': screen('/payment-processing', ['payment', 'zone'], (m) => m.PaymentProcessingPage),
  '/payment-processing-error': screen(
    '/payment-processing-error',
    ['payment', 'zone'],
    (m) => m.PaymentErrorPage,
  ),
  '/summary': screen('/summary', ['payment', 'zone'], (m) => m.SummaryPage),
  '/ticket-summary': screen('/ticket-summary', ['payment', 'zone'], (m) => m.TicketSummaryPage),
  '/contact': screen('/contact', ['legal', 'zone'], (m) => m.ContactPage),
  '/termsofuse': screen('/termsofuse', ['legal', 'zone'], (m) => m.TermsOfUsePage),
  '/termsofsale': screen('/termsofsale', ['legal', 'zone'], (m) => m.TermsOfSalePage),
  '/privacypolicy': screen('/privacypolicy', ['legal', 'zone'], (m) => m.PrivacyPolicyPage),
  '/parking-fine': screen('/parking-fine', ['fines'], (m) => m.ParkingFinePage),
  '/parking-fine-details': screen('/parking-fine-details', ['fines'], (m) => m.FineDetailsPage),
  '/fine-summary': screen('/fine-summary', ['fines', 'zone'], (m) => m.FineSummaryPage),
  '/prepaid': screen('/prepaid', ['prepaid', 'zone'], (m) => m.PrepaidPage),
  '/error': screen('/error', ['welcome', 'zone'], (m) => m.ErrorMessagePage),
  '/welcome': screen('/welcome', ['welcome'], (m) => m.WelcomePage),
  '/welcome/cities': screen('/welcome/cities', ['welcome'], (m) => m.CitiesPage),
  '/welcome/zones/:cityId': screen('/welcome/zones/:cityId', ['welcome', 'zone'], (m) => m.ZonesPage),
  '*': screen('*', ['welcome', 'zone'], (m) => m.NotFoundPage),
};

/** The route element of a screen. */
function page(path: ScreenPath) {
  const { Component } = SCREENS[path];
  return <Component />;
}

/** Loads the screen of `pathname` (and its texts), so that the first render is the page itself. */
export function preloadScreen(pathname: string): Promise<unknown> {
  return SCREENS[screenPathOf(pathname)].preload().catch(() => undefined);
}

/**
 * The route table of spec section 2, in declarative mode: the data router's loaders and actions
 * would add about 18 KiB gzip to every page and the app has no use for them (docs/performance.md).
 * The likely next screen is prefetched by the screen before it.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<MainLayout />}>
        <Route index element={page('/')} />
        <Route path="daily" element={page('/daily')} />
        <Route path="hourly" element={page('/hourly')} />
        <Route path="details" element={page('/details')} />
        <Route path="payment" element={page('/payment')} />
        <Route path="payment-processing" element={page('/payment-processing')} />
        <Route path="payment-processing-error" element={page('/payment-processing-error')} />
        <Route path="summary" element={page('/summary')} />
        <Route path="ticket-summary" element={page('/ticket-summary')} />
        <Route path="contact" element={page('/contact')} />
        <Route path="termsofuse" element={page('/termsofuse')} />
        <Route path="termsofsale" element={page('/termsofsale')} />
        <Route path="privacypolicy" element={page('/privacypolicy')} />
        <Route path="parking-fine" element={page('/parking-fine')} />
        <Route path="parking-fine-details" element={page('/parking-fine-details')} />
        <Route path="fine-summary" element={page('/fine-summary')} />
        <Route path="prepaid" element={page('/prepaid')} />
        <Route path="error" element={page('/error')} />
        <Route path="*" element={page('*')} />
      </Route>
      <Route path="welcome" element={<WelcomeLayout />}>
        <Route index element={page('/welcome')} />
        <Route path="cities" element={page('/welcome/cities')} />
        <Route path="zones/:cityId" element={page('/welcome/zones/:cityId')} />
      </Route>
    </Routes>
  );
}

/**
 * Render-as-you-fetch: the first screen's data is requested together with its code instead of
 * after its first render, so a weak connection pays one round trip less before the page is
 * complete. The screens' own queries then find it in the cache. The QR landing page (`/?z=`) needs
 * its zone status and company footer; the ticket forms their ticket data and the stored zone's
 * footer; every other page of the main layout (but the fine screens) that footer.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
) {
  const { pathname } = location;
  if (pathname === '/') {
    const zoneCode = new URLSearchParams(location.search).get('z');
    if (!isValidZoneCode(zoneCode)) return;
    void queryClient.prefetchQuery(zoneQueries.status(zoneCode));
    void queryClient.prefetchQuery(zoneQueries.footer(zoneCode));
    return;
  }
  const { zoneCode } = useSessionStore.getState();
  if (!zoneCode || pathname.startsWith('/welcome')) return;
  if (showsCompanyFooter(pathname)) void queryClient.prefetchQuery(zoneQueries.footer(zoneCode));
  const ticketType = pathname === '/hourly' ? 'hourly' : pathname === '/daily' ? 'daily' : null;
  // Offline, the form's own query reports the error.
  if (ticketType) void queryClient.prefetchQuery(ticketQueries.data(zoneCode, ticketType));
}
