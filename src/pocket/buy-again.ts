import { homePath } from '@/lib/paths';

// "Buy again" on a kept ticket: the zone home of the ticket's zone, with the plate carried in the
// navigation state; the zone home puts it into the ticket selection, so the form opens with it.

export type BuyAgainState = { buyAgainPlate: string };

export function buyAgainLink(zoneCode: string, plate: string): { to: string; state: BuyAgainState } {
  return { to: homePath(zoneCode), state: { buyAgainPlate: plate } };
}

/**
 * The plate a Buy again navigation carries, or null. Only its shape is checked here (the zone
 * home is the QR landing: no plate rules on its path); the ticket form offers a stored plate only
 * when it passes them.
 */
export function buyAgainPlate(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('buyAgainPlate' in state)) return null;
  const plate = state.buyAgainPlate;
  return typeof plate === 'string' && /^[A-Z0-9]{1,20}$/.test(plate) ? plate : null;
}
