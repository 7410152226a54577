import { createBrowserRouter, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { zoneQueries } from '@/api/queries';
import { i18n } from '@/i18n/i18n';
import { isValidZoneCode } from '@/stores/session-store';
import type { Namespace } from '@/i18n/namespaces';
import { MainLayout } from './layouts/main-layout';
import { WelcomeLayout } from './layouts/welcome-layout';
import { RouteError } from './route-error';

/**
 * A screen's texts load together with its chunk, not after its first render: one round trip
 * less before the page shows (the layout's company footer reads `zone`).
 */
function withTexts<T>(namespaces: Namespace[], screen: Promise<T>): Promise<T> {
  return Promise.all([screen, i18n.loadNamespaces(namespaces).catch(() => undefined)]).then(
    ([loaded]) => loaded,
  );
}

// The route table of spec section 2. Every screen is its own chunk; the likely next one is
// prefetched by the screen before it.
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: () =>
              withTexts(
                ['zone'],
                import('@/features/zone/zone-home-page').then((m) => ({ Component: m.ZoneHomePage })),
              ),
          },
          {
            path: 'daily',
            lazy: () =>
              withTexts(
                ['ticket', 'zone'],
                import('@/features/ticket/ticket-page').then((m) => ({ Component: m.DailyPage })),
              ),
          },
          {
            path: 'hourly',
            lazy: () =>
              withTexts(
                ['ticket', 'zone'],
                import('@/features/ticket/ticket-page').then((m) => ({ Component: m.HourlyPage })),
              ),
          },
          {
            path: 'details',
            lazy: () =>
              withTexts(
                ['zone'],
                import('@/features/ticket/details-redirect').then((m) => ({ Component: m.DetailsRedirect })),
              ),
          },
          {
            path: 'payment',
            lazy: () =>
              withTexts(
                ['payment', 'zone'],
                import('@/features/payment/payment-page').then((m) => ({ Component: m.PaymentPage })),
              ),
          },
          {
            path: 'payment-processing',
            lazy: () =>
              withTexts(
                ['payment', 'zone'],
                import('@/features/payment/payment-processing-page').then((m) => ({
                  Component: m.PaymentProcessingPage,
                })),
              ),
          },
          {
            path: 'payment-processing-error',
            lazy: () =>
              withTexts(
                ['payment', 'zone'],
                import('@/features/payment/payment-error-page').then((m) => ({
                  Component: m.PaymentErrorPage,
                })),
              ),
          },
          {
            path: 'summary',
            lazy: () =>
              withTexts(
                ['payment', 'zone'],
                import('@/features/payment/summary-page').then((m) => ({ Component: m.SummaryPage })),
              ),
          },
          {
            path: 'ticket-summary',
            lazy: () =>
              withTexts(
                ['payment', 'zone'],
                import('@/features/payment/ticket-summary-page').then((m) => ({
                  Component: m.TicketSummaryPage,
                })),
              ),
          },
          {
            path: 'contact',
            lazy: () =>
              withTexts(
                ['legal', 'zone'],
                import('@/features/zone/contact-page').then((m) => ({ Component: m.ContactPage })),
              ),
          },
          {
            path: 'termsofuse',
            lazy: () =>
              withTexts(
                ['legal', 'zone'],
                import('@/features/legal/terms-of-use-page').then((m) => ({ Component: m.TermsOfUsePage })),
              ),
          },
          {
            path: 'termsofsale',
            lazy: () =>
              withTexts(
                ['legal', 'zone'],
                import('@/features/legal/terms-of-sale-page').then((m) => ({ Component: m.TermsOfSalePage })),
              ),
          },
          {
            path: 'privacypolicy',
            lazy: () =>
              withTexts(
                ['legal', 'zone'],
                import('@/features/legal/privacy-policy-page').then((m) => ({
                  Component: m.PrivacyPolicyPage,
                })),
              ),
          },
          {
            path: 'parking-fine',
            lazy: () =>
              withTexts(
                ['fines'],
                import('@/features/fines/parking-fine-page').then((m) => ({ Component: m.ParkingFinePage })),
              ),
          },
          {
            path: 'parking-fine-details',
            lazy: () =>
              withTexts(
                ['fines'],
                import('@/features/fines/fine-details-page').then((m) => ({ Component: m.FineDetailsPage })),
              ),
          },
          {
            path: 'fine-summary',
            lazy: () =>
              withTexts(
                ['fines', 'zone'],
                import('@/features/fines/fine-summary-page').then((m) => ({ Component: m.FineSummaryPage })),
              ),
          },
          {
            path: 'prepaid',
            lazy: () =>
              withTexts(
                ['prepaid', 'zone'],
                import('@/features/prepaid/prepaid-page').then((m) => ({ Component: m.PrepaidPage })),
              ),
          },
          {
            path: 'error',
            lazy: () =>
              withTexts(
                ['welcome', 'zone'],
                import('@/features/system/error-message-page').then((m) => ({
                  Component: m.ErrorMessagePage,
                })),
              ),
          },
          {
            path: '*',
            lazy: () =>
              withTexts(
                ['welcome', 'zone'],
                import('@/features/system/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
              ),
          },
        ],
      },
    ],
  },
  {
    path: 'welcome',
    element: <WelcomeLayout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: () =>
          withTexts(
            ['welcome'],
            import('@/features/welcome/welcome-page').then((m) => ({ Component: m.WelcomePage })),
          ),
      },
      {
        path: 'cities',
        lazy: () =>
          withTexts(
            ['welcome'],
            import('@/features/welcome/cities-page').then((m) => ({ Component: m.CitiesPage })),
          ),
      },
      {
        path: 'zones/:cityId',
        lazy: () =>
          withTexts(
            ['welcome', 'zone'],
            import('@/features/welcome/zones-page').then((m) => ({ Component: m.ZonesPage })),
          ),
      },
    ],
  },
];

/**
 * Render-as-you-fetch for the QR landing page (`/?z=`): its zone and company data are requested
 * together with its code instead of after its first render, so a weak connection pays one round
 * trip less before the page is complete. The screen's own queries then find them in the cache.
 */
function prefetchFirstScreen(queryClient: QueryClient, location: Location) {
  if (location.pathname !== '/') return;
  const zoneCode = new URLSearchParams(location.search).get('z');
  if (!isValidZoneCode(zoneCode)) return;
  void queryClient.prefetchQuery(zoneQueries.status(zoneCode));
  void queryClient.prefetchQuery(zoneQueries.footer(zoneCode));
}

export function createAppRouter(queryClient?: QueryClient) {
  if (queryClient) prefetchFirstScreen(queryClient, window.location);
  return createBrowserRouter(routes);
}
