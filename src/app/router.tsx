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

/**
 * A screen in its own chunk. Its texts load together with its code, not after its first render:
 * one round trip less before the page shows (the layout's company footer reads `zone`).
 */
function screen(namespaces: Namespace[], load: () => Promise<ComponentType>): Screen {
  let loading: Promise<{ default: ComponentType }> | undefined;
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

const zoneHomePage = screen(['zone'], () => SCREEN_MODULES['/']().then((m) => m.ZoneHomePage));
const dailyPage = screen(['ticket', 'zone'], () => SCREEN_MODULES['/daily']().then((m) => m.DailyPage));
const hourlyPage = screen(['ticket', 'zone'], () => SCREEN_MODULES['/hourly']().then((m) => m.HourlyPage));
const detailsRedirect = screen(['zone'], () => SCREEN_MODULES['/details']().then((m) => m.DetailsRedirect));
const paymentPage = screen(['payment', 'zone'], () =>
  SCREEN_MODULES['/payment']().then((m) => m.PaymentPage),
);
const paymentProcessingPage = screen(['payment', 'zone'], () =>
  SCREEN_MODULES['/payment-processing']().then((m) => m.PaymentProcessingPage),
);
const paymentErrorPage = screen(['payment', 'zone'], () =>
  SCREEN_MODULES['/payment-processing-error']().then((m) => m.PaymentErrorPage),
);
const summaryPage = screen(['payment', 'zone'], () =>
  SCREEN_MODULES['/summary']().then((m) => m.SummaryPage),
);
const ticketSummaryPage = screen(['payment', 'zone'], () =>
  SCREEN_MODULES['/ticket-summary']().then((m) => m.TicketSummaryPage),
);
const contactPage = screen(['legal', 'zone'], () => SCREEN_MODULES['/contact']().then((m) => m.ContactPage));
const termsOfUsePage = screen(['legal', 'zone'], () =>
  SCREEN_MODULES['/termsofuse']().then((m) => m.TermsOfUsePage),
);
const termsOfSalePage = screen(['legal', 'zone'], () =>
  SCREEN_MODULES['/termsofsale']().then((m) => m.TermsOfSalePage),
);
const privacyPolicyPage = screen(['legal', 'zone'], () =>
  SCREEN_MODULES['/privacypolicy']().then((m) => m.PrivacyPolicyPage),
);
const parkingFinePage = screen(['fines'], () =>
  SCREEN_MODULES['/parking-fine']().then((m) => m.ParkingFinePage),
);
const fineDetailsPage = screen(['fines'], () =>
  SCREEN_MODULES['/parking-fine-details']().then((m) => m.FineDetailsPage),
);
const fineSummaryPage = screen(['fines', 'zone'], () =>
  SCREEN_MODULES['/fine-summary']().then((m) => m.FineSummaryPage),
);
const prepaidPage = screen(['prepaid', 'zone'], () =>
  SCREEN_MODULES['/prepaid']().then((m) => m.PrepaidPage),
);
const errorMessagePage = screen(['welcome', 'zone'], () =>
  SCREEN_MODULES['/error']().then((m) => m.ErrorMessagePage),
);
const notFoundPage = screen(['welcome', 'zone'], () => SCREEN_MODULES['*']().then((m) => m.NotFoundPage));
const welcomePage = screen(['welcome'], () => SCREEN_MODULES['/welcome']().then((m) => m.WelcomePage));
const citiesPage = screen(['welcome'], () => SCREEN_MODULES['/welcome/cities']().then((m) => m.CitiesPage));
const zonesPage = screen(['welcome', 'zone'], () =>
  SCREEN_MODULES['/welcome/zones/:cityId']().then((m) => m.ZonesPage),
);

/** Every screen by the path it opens on. */
const SCREENS: Record<ScreenPath, Screen> = {
  '/': zoneHomePage,
  '/daily': dailyPage,
  '/hourly': hourlyPage,
  '/details': detailsRedirect,
  '/payment': paymentPage,
  '/payment-processing': paymentProcessingPage,
  '/payment-processing-error': paymentErrorPage,
  '/summary': summaryPage,
  '/ticket-summary': ticketSummaryPage,
  '/contact': contactPage,
  '/termsofuse': termsOfUsePage,
  '/termsofsale': termsOfSalePage,
  '/privacypolicy': privacyPolicyPage,
  '/parking-fine': parkingFinePage,
  '/parking-fine-details': fineDetailsPage,
  '/fine-summary': fineSummaryPage,
  '/prepaid': prepaidPage,
  '/error': errorMessagePage,
  '/welcome': welcomePage,
  '/welcome/cities': citiesPage,
  '/welcome/zones/:cityId': zonesPage,
  '*': notFoundPage,
};

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
        <Route index element={<zoneHomePage.Component />} />
        <Route path="daily" element={<dailyPage.Component />} />
        <Route path="hourly" element={<hourlyPage.Component />} />
        <Route path="details" element={<detailsRedirect.Component />} />
        <Route path="payment" element={<paymentPage.Component />} />
        <Route path="payment-processing" element={<paymentProcessingPage.Component />} />
        <Route path="payment-processing-error" element={<paymentErrorPage.Component />} />
        <Route path="summary" element={<summaryPage.Component />} />
        <Route path="ticket-summary" element={<ticketSummaryPage.Component />} />
        <Route path="contact" element={<contactPage.Component />} />
        <Route path="termsofuse" element={<termsOfUsePage.Component />} />
        <Route path="termsofsale" element={<termsOfSalePage.Component />} />
        <Route path="privacypolicy" element={<privacyPolicyPage.Component />} />
        <Route path="parking-fine" element={<parkingFinePage.Component />} />
        <Route path="parking-fine-details" element={<fineDetailsPage.Component />} />
        <Route path="fine-summary" element={<fineSummaryPage.Component />} />
        <Route path="prepaid" element={<prepaidPage.Component />} />
        <Route path="error" element={<errorMessagePage.Component />} />
        <Route path="*" element={<notFoundPage.Component />} />
      </Route>
      <Route path="welcome" element={<WelcomeLayout />}>
        <Route index element={<welcomePage.Component />} />
        <Route path="cities" element={<citiesPage.Component />} />
        <Route path="zones/:cityId" element={<zonesPage.Component />} />
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
