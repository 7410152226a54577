import { createBrowserRouter, type RouteObject } from 'react-router';
import { MainLayout } from './layouts/main-layout';
import { WelcomeLayout } from './layouts/welcome-layout';
import { RouteError } from './route-error';

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
          { index: true, lazy: () => import('@/features/zone/zone-home-page').then((m) => ({ Component: m.ZoneHomePage })) },
          { path: 'daily', lazy: () => import('@/features/ticket/ticket-page').then((m) => ({ Component: m.DailyPage })) },
          { path: 'hourly', lazy: () => import('@/features/ticket/ticket-page').then((m) => ({ Component: m.HourlyPage })) },
          { path: 'details', lazy: () => import('@/features/ticket/details-redirect').then((m) => ({ Component: m.DetailsRedirect })) },
          { path: 'payment', lazy: () => import('@/features/payment/payment-page').then((m) => ({ Component: m.PaymentPage })) },
          {
            path: 'payment-processing',
            lazy: () => import('@/features/payment/payment-processing-page').then((m) => ({ Component: m.PaymentProcessingPage })),
          },
          {
            path: 'payment-processing-error',
            lazy: () => import('@/features/payment/payment-error-page').then((m) => ({ Component: m.PaymentErrorPage })),
          },
          { path: 'summary', lazy: () => import('@/features/payment/summary-page').then((m) => ({ Component: m.SummaryPage })) },
          {
            path: 'ticket-summary',
            lazy: () => import('@/features/payment/ticket-summary-page').then((m) => ({ Component: m.TicketSummaryPage })),
          },
          { path: 'contact', lazy: () => import('@/features/zone/contact-page').then((m) => ({ Component: m.ContactPage })) },
          { path: 'termsofuse', lazy: () => import('@/features/legal/terms-of-use-page').then((m) => ({ Component: m.TermsOfUsePage })) },
          { path: 'termsofsale', lazy: () => import('@/features/legal/terms-of-sale-page').then((m) => ({ Component: m.TermsOfSalePage })) },
          {
            path: 'privacypolicy',
            lazy: () => import('@/features/legal/privacy-policy-page').then((m) => ({ Component: m.PrivacyPolicyPage })),
          },
          { path: 'parking-fine', lazy: () => import('@/features/fines/parking-fine-page').then((m) => ({ Component: m.ParkingFinePage })) },
          {
            path: 'parking-fine-details',
            lazy: () => import('@/features/fines/fine-details-page').then((m) => ({ Component: m.FineDetailsPage })),
          },
          { path: 'fine-summary', lazy: () => import('@/features/fines/fine-summary-page').then((m) => ({ Component: m.FineSummaryPage })) },
          { path: 'prepaid', lazy: () => import('@/features/prepaid/prepaid-page').then((m) => ({ Component: m.PrepaidPage })) },
          { path: 'error', lazy: () => import('@/features/system/error-message-page').then((m) => ({ Component: m.ErrorMessagePage })) },
          { path: '*', lazy: () => import('@/features/system/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
  {
    path: 'welcome',
    element: <WelcomeLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('@/features/welcome/welcome-page').then((m) => ({ Component: m.WelcomePage })) },
      { path: 'cities', lazy: () => import('@/features/welcome/cities-page').then((m) => ({ Component: m.CitiesPage })) },
      { path: 'zones/:cityId', lazy: () => import('@/features/welcome/zones-page').then((m) => ({ Component: m.ZonesPage })) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
