// What the build (vite/prerender-plugin.ts) and the language guard (src/boot/language-guard.ts)
// agree on about a prerendered page. No imports: the build reads it in Node.

/**
 * The meta tag by which a prerendered page names the app's entry for the language guard, and the
 * files to preload with it: their addresses, the entry first, separated by spaces.
 */
export const BOOT_META = 'vpa-boot';
/** The only files the guard imports or preloads: the build's own, under /assets/. */
export const BOOT_FILE_PATTERN = /^\/assets\/[\w.-]+\.js$/;
/** The guard's source, built into a classic script of its own by vite/prerender-plugin.ts. */
export const GUARD_ENTRY = 'src/boot/guard-entry.ts';
