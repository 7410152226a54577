// The names a prerendered page's build (vite/prerender-*.ts) and its code before the framework (the
// language guard, the landing's painting) agree on. No imports: the build reads it, the guard carries it.

/** The meta tag naming the app's entry and the files to preload with it (the entry first). */
export const BOOT_META = 'vpa-boot';
/** The only files the guard imports or preloads: the build's own, under /assets/. */
export const BOOT_FILE_PATTERN = /^\/assets\/[\w.-]+\.js$/;

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
