// The zone code of a QR sticker's address (`/?z=`), checked before it goes into a request or into
// storage. Its own module with no imports: the page's early data script (src/api/early-zone-script.ts)
// checks the same codes before the app has arrived.
/** Also in the language guard's filling of the QR landing (vite/prerender-plugin.ts). */
export const ZONE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

export function isValidZoneCode(value: unknown): value is string {
  return typeof value === 'string' && ZONE_CODE_PATTERN.test(value);
}
