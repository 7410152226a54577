/**
 * Each screen's module by the path it opens on (spec section 2). No framework code: the entry
 * (src/main.tsx) asks for the first screen's files with it, before the framework has arrived, and
 * the router (src/app/router.tsx) lazy-loads the same modules. It ships in the entry's one static
 * import (vite.config.ts).
 */
export const SCREEN_MODULES = {
  '/': () => import('@/features/zone/zone-home-page'),
  '/daily': () => import('@/features/ticket/ticket-page'),
  '/hourly': () => import('@/features/ticket/ticket-page'),
  '/details': () => import('@/features/ticket/details-redirect'),
  '/payment': () => import('@/features/payment/payment-page'),
  '/payment-processing': () => import('@/features/payment/payment-processing-page'),
  '/payment-processing-error': () => import('@/features/payment/payment-error-page'),
  '/summary': () => import('@/features/payment/summary-page'),
  '/ticket-summary': () => import('@/features/payment/ticket-summary-page'),
  '/contact': () => import('@/features/zone/contact-page'),
  '/termsofuse': () => import('@/features/legal/terms-of-use-page'),
  '/termsofsale': () => import('@/features/legal/terms-of-sale-page'),
  '/privacypolicy': () => import('@/features/legal/privacy-policy-page'),
  '/parking-fine': () => import('@/features/fines/parking-fine-page'),
  '/parking-fine-details': () => import('@/features/fines/fine-details-page'),
  '/fine-summary': () => import('@/features/fines/fine-summary-page'),
  '/prepaid': () => import('@/features/prepaid/prepaid-page'),
  '/error': () => import('@/features/system/error-message-page'),
  '/welcome': () => import('@/features/welcome/welcome-page'),
  '/welcome/cities': () => import('@/features/welcome/cities-page'),
  '/welcome/zones/:cityId': () => import('@/features/welcome/zones-page'),
  // Any other path: the not-found page.
  '*': () => import('@/features/system/not-found-page'),
};

export type ScreenPath = keyof typeof SCREEN_MODULES;

const PATHS = Object.keys(SCREEN_MODULES) as ScreenPath[];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  // As the router matches: a trailing slash and the letter case do not matter.
  const have = pathname
    .replace(/(.)\/+$/, '$1')
    .toLowerCase()
    .split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (part.startsWith(':') ? have[i] !== '' : part === have[i]))
  );
}

/** The screen a path opens, `*` (not found) when none does. */
export function screenPathOf(pathname: string): ScreenPath {
  return PATHS.find((pattern) => pattern !== '*' && matches(pattern, pathname)) ?? '*';
}
