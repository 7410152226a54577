/**
 * The route record: every screen of the portal, once, at the paths the stickers' QR codes and the
 * banks' return links use. Plain data and loaders, no framework code, so it ships in the entry's
 * one small static import (vite.config.ts) and the entry can ask for the first screen's files
 * before the framework has arrived (src/main.tsx).
 *
 * Everything that needs to know the screens reads this table: the router (src/app/router.tsx),
 * the entry's first-screen preload, the first screen's data (each entry's `loader`, run by
 * src/app/route-data.ts), the
 * company footer rule (src/app/layouts/main-layout.tsx), the menu (each entry's `menu`, drawn by
 * src/app/menu-drawer.tsx), the prerendered pages and the service worker's offline pages
 * (vite.config.ts), the byte budget check (scripts/check-bundle-budget.mjs) and the tests that
 * visit every screen (e2e/security/deployment.spec.ts, e2e/a11y.spec.ts). Adding a screen is its
 * module, its entry here, its texts and its tests (CONTRIBUTING.md).
 */
import type { ComponentType } from 'react';
import type { RouteLoader } from '@/lib/route-loader';
import type common from '@locales/hr/common.json';
import type { Namespace } from '@/i18n/namespaces';
import { httpClient } from '@/api/http-client-load';
import { lazyModule, type LazyModule } from '@/lib/lazy-module';

/** Which layout wraps the screen: the main one (top bar, company footer) or the welcome pages'. */
export type Layout = 'main' | 'welcome';

/**
 * A screen's place in the menu (src/app/menu-drawer.tsx draws it): its position from the top, its
 * text (`menu.*` in locales/<lang>/common.json) and the group it sits in, if any. Short on
 * purpose: the record travels in the QR landing's first small file.
 */
export type MenuPlace = { at: number; text: keyof typeof common.menu; group?: 'buy' | 'policies' };

/** The names of a module's exports that are React components. */
type ComponentExport<M> = {
  [K in keyof M]: M[K] extends ComponentType ? K : never;
}[keyof M] &
  string;

type RouteSpec<M, K extends string, P extends string = string> = {
  /** The router's path (absolute); `*` is every path no other entry matches. */
  path: P;
  layout: Layout;
  /** The screen's module: its own chunk. `route()` hands it to the one lazy loader. */
  load: () => Promise<M>;
  /** The export of that module the route renders. */
  pick: K;
  /** The locale namespaces the screen (and its layout's footer) reads, loaded with its code. */
  texts: readonly Namespace[];
  /** The company footer of the stored zone shows under the screen (main layout only). */
  footer: boolean;
  /**
   * What the screen's first render needs from the API for the screen's zone, asked for with its
   * code when the page opens on it: the loader's module, next to the screen's, loaded from the
   * shell's file (vite/chunk-groups.ts), not with the entry.
   */
  loader?: () => Promise<RouteLoader>;
  /**
   * Gzip KiB of JavaScript and CSS (and number of files) the browser fetches for the route before
   * the first tap, in Croatian, the default language (its first screen and the work after it,
   * src/app/after-first-screen.tsx); checked by scripts/check-bundle-budget.mjs. Each file is a
   * round trip on a weak network with six connections. Measured sizes with a few per cent of
   * headroom, so that a regression shows: lower them when a route gets lighter.
   *
   * `drawnWith`: the pieces in files of their own that the screen asks for as its module runs and
   * draws with its first render (the summary's ticket card: its actions' code and its texts), as
   * source files and namespaces, so that the check counts them (tests/app/drawn-with.test.ts holds
   * the list to what the screen asks for). Pieces fetched ahead of a later tap (the confirm dialog)
   * are not counted.
   */
  budget: { kib: number; files: number; drawnWith?: { modules: string[]; texts: Namespace[] } };
  /**
   * Rendered at build time into a page of its own, `<path>.html` (vite/prerender-plugin.ts), which
   * the service worker keeps for offline visits: only a screen whose first render needs no API data.
   */
  prerendered?: true;
  /** Listed in the menu, at this place (screens without it are reached from other screens). */
  menu?: MenuPlace;
};

export type RouteEntry<
  M = Record<string, unknown>,
  K extends string = string,
  P extends string = string,
> = Omit<RouteSpec<M, K, P>, 'load' | 'loader'> & {
  /**
   * The screen's code through the one lazy loader (src/lib/lazy-module.ts): the entry's early start
   * (src/main.tsx), the router and every prefetch (`prefetchScreen`, which adds the route's
   * `texts`) share its one cached load.
   */
  module: LazyModule<M>;
  /** The route's loader through the same lazy loader: loaded once, asked again after a failure. */
  loader?: LazyModule<RouteLoader>;
};

/**
 * One entry, its `pick` checked against what its module exports; its `path` kept as the literal
 * written, so that `RoutePath` is the union of the record's paths.
 */
function route<M, K extends ComponentExport<M>, const P extends string>({
  load,
  loader,
  ...entry
}: RouteSpec<M, K, P>): RouteEntry<M, K, P> {
  // The API client is asked for with every screen's code but the QR landing's (src/api/http-client-load.ts).
  const withApiClient = () => {
    httpClient.load().catch(() => undefined);
    return load();
  };
  return {
    ...entry,
    module: lazyModule(entry.path === '/' ? load : withApiClient),
    ...(loader && { loader: lazyModule(loader) }),
  };
}

export const ROUTES = [
  route({
    // The QR landing page: eleven files before the first tap (the language guard, its own start
    // module, the preload helper with the early answers and the painting, the entry, the
    // framework, shell, its CSS, landing, texts, and after the first screen the fonts' CSS and one
    // file with the service worker's registration and the pocket's pruning), without the API
    // client, which loads only when an early answer fails (docs/decisions/028, 034). It carries
    // the field data recorder and its hooks too (docs/decisions/021, 0.4 KiB; the beacon loads
    // later). At most 180 KiB, so that it paints as soon as a copy of its HTML would on weak 4G
    // (docs/performance.md).
    path: '/',
    layout: 'main',
    load: () => import('@/features/zone/zone-home-page'),
    pick: 'ZoneHomePage',
    texts: ['zone'],
    footer: true,
    loader: () => import('@/features/zone/zone-home-loader').then((module) => module.zoneHomeLoader),
    budget: { kib: 180, files: 10 },
    menu: { at: 1, text: 'home' },
  }),
  route({
    path: '/daily',
    layout: 'main',
    load: () => import('@/features/ticket/ticket-page'),
    pick: 'DailyPage',
    texts: ['ticket', 'zone'],
    footer: true,
    loader: () => import('@/features/ticket/ticket-loaders').then((module) => module.dailyLoader),
    budget: { kib: 231, files: 16 },
    menu: { at: 4, text: 'dailyTicket', group: 'buy' },
  }),
  route({
    path: '/hourly',
    layout: 'main',
    load: () => import('@/features/ticket/ticket-page'),
    pick: 'HourlyPage',
    texts: ['ticket', 'zone'],
    footer: true,
    loader: () => import('@/features/ticket/ticket-loaders').then((module) => module.hourlyLoader),
    budget: { kib: 231, files: 16 },
    menu: { at: 3, text: 'hourlyTicket', group: 'buy' },
  }),
  route({
    path: '/details',
    layout: 'main',
    load: () => import('@/features/ticket/details-redirect'),
    pick: 'DetailsRedirect',
    texts: ['zone'],
    footer: true,
    budget: { kib: 201, files: 12 },
  }),
  route({
    path: '/payment',
    layout: 'main',
    load: () => import('@/features/payment/payment-page'),
    pick: 'PaymentPage',
    texts: ['payment', 'zone'],
    footer: true,
    // One file more than before: the tickets kept on this phone, read to name a paid ticket
    // before a second payment for the same zone and plate.
    budget: { kib: 224, files: 22 },
  }),
  route({
    path: '/payment-processing',
    layout: 'main',
    load: () => import('@/features/payment/payment-processing-page'),
    pick: 'PaymentProcessingPage',
    texts: ['payment', 'zone'],
    footer: true,
    budget: { kib: 206, files: 17 },
  }),
  route({
    path: '/payment-processing-error',
    layout: 'main',
    load: () => import('@/features/payment/payment-error-page'),
    pick: 'PaymentErrorPage',
    texts: ['payment', 'zone'],
    footer: true,
    budget: { kib: 205, files: 16 },
  }),
  route({
    path: '/summary',
    layout: 'main',
    load: () => import('@/features/payment/summary-page'),
    pick: 'SummaryPage',
    texts: ['payment', 'zone'],
    footer: true,
    budget: {
      kib: 227,
      files: 26,
      drawnWith: { modules: ['src/pocket/ticket-actions.tsx'], texts: ['pocket'] },
    },
  }),
  route({
    path: '/ticket-summary',
    layout: 'main',
    load: () => import('@/features/payment/ticket-summary-page'),
    pick: 'TicketSummaryPage',
    texts: ['payment', 'zone'],
    footer: true,
    budget: {
      kib: 228,
      files: 29,
      drawnWith: { modules: ['src/pocket/ticket-actions.tsx'], texts: ['pocket'] },
    },
  }),
  route({
    path: '/contact',
    layout: 'main',
    load: () => import('@/features/zone/contact-page'),
    pick: 'ContactPage',
    texts: ['legal', 'zone'],
    footer: true,
    budget: { kib: 204, files: 14 },
    menu: { at: 6, text: 'contact' },
  }),
  route({
    path: '/termsofuse',
    layout: 'main',
    load: () => import('@/features/legal/terms-of-use-page'),
    pick: 'TermsOfUsePage',
    texts: ['legal', 'zone'],
    footer: true,
    budget: { kib: 207, files: 15 },
    menu: { at: 8, text: 'termsOfUse', group: 'policies' },
  }),
  route({
    path: '/termsofsale',
    layout: 'main',
    load: () => import('@/features/legal/terms-of-sale-page'),
    pick: 'TermsOfSalePage',
    texts: ['legal', 'zone'],
    footer: true,
    budget: { kib: 206, files: 15 },
    menu: { at: 9, text: 'termsOfSale', group: 'policies' },
  }),
  route({
    path: '/privacypolicy',
    layout: 'main',
    load: () => import('@/features/legal/privacy-policy-page'),
    pick: 'PrivacyPolicyPage',
    texts: ['legal', 'zone'],
    footer: true,
    budget: { kib: 208, files: 15 },
    menu: { at: 7, text: 'privacyPolicy', group: 'policies' },
  }),
  route({
    // The accessibility statement, in all four languages (the law asks for one per site).
    path: '/accessibility',
    layout: 'main',
    load: () => import('@/features/accessibility/accessibility-page'),
    pick: 'AccessibilityPage',
    texts: ['accessibility', 'zone'],
    footer: true,
    budget: { kib: 204, files: 15 },
    menu: { at: 10, text: 'accessibility', group: 'policies' },
  }),
  route({
    // The fine screens have no company footer (a fine is paid to the city, not to the zone's
    // company); the lookup form's files are the
    // landing's eight, the form's, and what the fine screens share.
    path: '/parking-fine',
    layout: 'main',
    load: () => import('@/features/fines/parking-fine-page'),
    pick: 'ParkingFinePage',
    texts: ['fines'],
    footer: false,
    budget: { kib: 233, files: 18 },
    menu: { at: 5, text: 'parkingFine' },
  }),
  route({
    path: '/parking-fine-details',
    layout: 'main',
    load: () => import('@/features/fines/fine-details-page'),
    pick: 'FineDetailsPage',
    texts: ['fines'],
    footer: false,
    budget: { kib: 218, files: 19 },
  }),
  route({
    path: '/fine-summary',
    layout: 'main',
    load: () => import('@/features/fines/fine-summary-page'),
    pick: 'FineSummaryPage',
    texts: ['fines', 'zone', 'payment'],
    footer: true,
    // With the payment's texts (about 2 KiB): a declined payment in the driver's words (decision 047).
    budget: { kib: 213, files: 19 },
  }),
  route({
    path: '/prepaid',
    layout: 'main',
    load: () => import('@/features/prepaid/prepaid-page'),
    pick: 'PrepaidPage',
    texts: ['prepaid', 'zone'],
    footer: true,
    budget: { kib: 220, files: 16 },
  }),
  route({
    path: '/error',
    layout: 'main',
    load: () => import('@/features/system/error-message-page'),
    pick: 'ErrorMessagePage',
    texts: ['welcome', 'zone'],
    footer: true,
    budget: { kib: 202, files: 14 },
  }),
  route({
    path: '/welcome',
    layout: 'welcome',
    load: () => import('@/features/welcome/welcome-page'),
    pick: 'WelcomePage',
    texts: ['welcome'],
    footer: false,
    // Its boot script counts (the guard imports it, docs/decisions/029): the browser fetched these 18 before too.
    budget: { kib: 205, files: 18 },
    prerendered: true,
  }),
  route({
    path: '/welcome/cities',
    layout: 'welcome',
    load: () => import('@/features/welcome/cities-page'),
    pick: 'CitiesPage',
    texts: ['welcome'],
    footer: false,
    budget: { kib: 215, files: 17 },
  }),
  route({
    path: '/welcome/zones/:cityId',
    layout: 'welcome',
    load: () => import('@/features/welcome/zones-page'),
    pick: 'ZonesPage',
    texts: ['welcome', 'zone'],
    footer: false,
    budget: { kib: 205, files: 17 },
  }),
  route({
    // The in-portal QR scanner, safe from fake stickers: only official zone links lead on. No company footer:
    // the stored zone is not the one being scanned. Its decoder loads only when the browser has
    // no BarcodeDetector (src/features/scan/qr-detector.ts).
    path: '/scan',
    layout: 'main',
    load: () => import('@/features/scan/scan-page'),
    pick: 'ScanPage',
    texts: ['scan'],
    footer: false,
    budget: { kib: 204, files: 13 },
    menu: { at: 2, text: 'scan' },
  }),
  route({
    // Any other path: the not-found page, in the main layout.
    path: '*',
    layout: 'main',
    load: () => import('@/features/system/not-found-page'),
    pick: 'NotFoundPage',
    texts: ['welcome', 'zone'],
    footer: true,
    budget: { kib: 201, files: 13 },
  }),
] as const satisfies readonly RouteEntry[];

export type AppRoute = (typeof ROUTES)[number];
/** A path of the record: tables keyed by screen (the menu, the tests' setups) are checked against it. */
export type RoutePath = AppRoute['path'];

/** Splits a path into its segments as the router compares them (case and a trailing slash aside). */
function segments(pathname: string): string[] {
  return pathname
    .replace(/(.)\/+$/, '$1')
    .toLowerCase()
    .split('/');
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.toLowerCase().split('/');
  const have = segments(pathname);
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

const NOT_FOUND = ROUTES.find((entry) => entry.path === '*')!;

/**
 * The entry a path opens, the not-found entry when none does: the router's own match for this
 * table (tests/app/routes.test.ts compares it with react-router's `matchPath`), usable before the
 * router has loaded.
 */
export function routeOf(pathname: string): AppRoute {
  return ROUTES.find((entry) => entry.path !== '*' && matches(entry.path, pathname)) ?? NOT_FOUND;
}
