// City names as shown; no date-fns here, so light screens (the QR landing page) stay light.

/** City codes arrive upper case (`RIJEKA`); shown as `Rijeka`. KRK is a city and an island. */
export function formatCityName(code: string | null | undefined, krkLabel?: string): string {
  if (!code) return '';
  if (code.trim().toUpperCase() === 'KRK' && krkLabel) return krkLabel;
  const lower = code.trim().toLocaleLowerCase('hr');
  return lower.charAt(0).toLocaleUpperCase('hr') + lower.slice(1);
}
