// The contract between the QR landing's prerendered page (vite/prerender-plugin.ts and
// src/prerender/render-page.tsx, at build time) and the entry's code that paints it before the
// framework has arrived (src/features/zone/landing-paint.ts, docs/decisions/029). It imports
// nothing: it travels in the entry's first small file and is read by the build.

/** The zone code the landing is prerendered with; its text becomes the `code` slot. */
export const LANDING_ZONE_CODE = 'VPA-SLOT';
/**
 * Private-use characters the prerendered page holds where the zone's and the page's own values go;
 * the build turns each into an empty slot (a `<span>` with SLOT_ATTRIBUTE) that the entry fills as
 * text. They never reach a browser.
 */
export const LANDING_SLOT_TEXT = {
  city: '\uE000',
  zone: '\uE001',
  host: '\uE002',
} as const;

/** The attribute of each language's landing (its two states) in the prerendered page. */
export const LANDING_ATTRIBUTE = 'data-vpa-landing';
/** The attribute of a slot, its value the slot's name: `code`, `host`, `city` or `zone`. */
export const SLOT_ATTRIBUTE = 'data-vpa-slot';
/** A city slot's label for Krk in its language (formatCityName). */
export const KRK_ATTRIBUTE = 'data-vpa-krk';
/** The class that shows a landing's ready state (the zone's tiles) instead of its skeletons. */
export const PAINTED_CLASS = 'vpa-landing-painted';

/**
 * The page's own address as the landing shows it (the official address, against fake stickers): the browser's
 * host, or the host slot when the page is prerendered at build time (there is no window then).
 */
export function landingHost(): string {
  return typeof window === 'undefined' ? LANDING_SLOT_TEXT.host : window.location.host;
}
