// Paths the spec builds from stored state, in one place.

/** Zone home keeps the zone code in `z`; without one the visitor starts at /welcome. */
export function homePath(zoneCode: string | null | undefined): string {
  return zoneCode ? `/?z=${encodeURIComponent(zoneCode)}` : '/welcome';
}

/** The payment error page with an HTTP status and a server message, both from the address. */
export function paymentErrorPath(
  status: number | string | null | undefined,
  message?: string | null,
): string {
  const params = new URLSearchParams();
  if (status !== null && status !== undefined) params.set('status', String(status));
  if (message) params.set('message', message);
  const query = params.toString();
  return `/payment-processing-error${query ? `?${query}` : ''}`;
}

/**
 * A ticket form for a zone: `/hourly?z=RI-Z1`. The zone travels in the link itself, so the link
 * opens the right form even when it is followed as a full page load with nothing stored yet (a
 * tile of the painted QR landing tapped before, while or after the app takes the page over).
 */
export function ticketPath(ticketType: 'daily' | 'hourly', zoneCode: string): string {
  return `/${ticketType}?z=${encodeURIComponent(zoneCode)}`;
}
