import { homePath } from '@/lib/paths';
import { isValidPlate } from '@/lib/plate';

// "Buy again" (issue 19): the zone home of the ticket's zone, with the plate carried in the
// navigation state; the zone home puts it into the ticket selection, so the form opens with it.

export type BuyAgainState = { buyAgainPlate: string };

export function buyAgainLink(zoneCode: string, plate: string): { to: string; state: BuyAgainState } {
  return { to: homePath(zoneCode), state: { buyAgainPlate: plate } };
}

/** The plate a Buy again navigation carries, or null. */
export function buyAgainPlate(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('buyAgainPlate' in state)) return null;
  const plate = state.buyAgainPlate;
  return typeof plate === 'string' && isValidPlate(plate) ? plate : null;
}
