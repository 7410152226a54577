// What a prerendered page's build (vite/prerender-*.ts, src/prerender/render-page.tsx) and its
// code before the framework (src/boot/language-guard.ts, src/features/zone/landing-paint.ts) agree
// on. No imports: the build reads it in Node, the guard carries it.

/** The meta tag naming the app's entry and the files to preload with it, for the guard (the entry first). */
export const BOOT_META = 'vpa-boot';
/** The only files the guard imports or preloads: the build's own, under /assets/. */
export const BOOT_FILE_PATTERN = /^\/assets\/[\w.-]+\.js$/;

/** The zone code the QR landing is prerendered with; its text becomes the `code` slot. */
export const LANDING_ZONE_CODE = 'VPA-SLOT';
/** Private-use characters where the landing's values go, turned into empty slots by the build. */
export const LANDING_SLOT_TEXT = { city: '\uE000', zone: '\uE001', host: '\uE002' } as const;
/** The class of each language's landing (its two states). */
export const LANDING_CLASS = 'vpa-landing';
/** The attribute of a slot, its value the slot's name: `code`, `host`, `city` or `zone`. */
export const SLOT_ATTRIBUTE = 'data-vpa-slot';
/** A city slot's label for Krk in its language (formatCityName). */
export const KRK_ATTRIBUTE = 'data-vpa-krk';
/** The class that shows a landing's ready state (the zone's tiles) instead of its skeletons. */
export const PAINTED_CLASS = 'vpa-landing-painted';

/** The page's own host as the landing shows it (against fake stickers); a slot when prerendered. */
export function landingHost(): string {
  return typeof window === 'undefined' ? LANDING_SLOT_TEXT.host : window.location.host;
}
