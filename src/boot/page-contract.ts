// The names the prerender build and the code before the framework agree on. No imports.

/** Each language's copy of a prerendered page; the entry waits for the first paint when there is one. */
export const PRERENDERED_CLASS = 'vpa-prerendered';

/** The QR landing's placeholder zone code and (private-use) values; the build makes them empty slots. */
export const LANDING_ZONE_CODE = 'VPA-SLOT';
export const LANDING_SLOT_TEXT = { city: '\uE000', zone: '\uE001', host: '\uE002' } as const;
/** Each language's landing (LANDING_CLASS) shows its ready state, not its skeletons, once PAINTED_CLASS. */
export const LANDING_CLASS = 'vpa-landing';
export const PAINTED_CLASS = 'vpa-landing-painted';
/** A slot's attribute, its value the slot's name (code, host, city, zone); a city slot's Krk label. */
export const SLOT_ATTRIBUTE = 'data-vpa-slot';
export const KRK_ATTRIBUTE = 'data-vpa-krk';

/** The page's own host as the landing shows it (against fake stickers); a slot when prerendered. */
export const landingHost = () =>
  typeof window === 'undefined' ? LANDING_SLOT_TEXT.host : window.location.host;
