// The zone code of a QR sticker's address (`/?z=`), checked before it goes into a request or into
// storage. Its own module with no imports: the language guard (src/boot/language-guard.ts)
// checks the same codes before the app has arrived.
export const ZONE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

export function isValidZoneCode(value: unknown): value is string {
  return typeof value === 'string' && ZONE_CODE_PATTERN.test(value);
}

/** The zone code an address's query names (`?z=`) when it is a valid one, else null. */
export function linkedZoneCode(search: string | URLSearchParams): string | null {
  const linked = new URLSearchParams(search).get('z');
  return isValidZoneCode(linked) ? linked : null;
}
