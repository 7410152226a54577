// What the session keeps under which key (docs/backend-contract.md fixes `zoneCode` and `cid`; the
// ticket selection's key is the app's own). Its own module with no framework in it: the session
// store (./session-store.ts) reads and writes these; a form's data asked for before the framework
// (src/app/early-route-data.ts) reads the zone.
import { readItem } from '@/lib/safe-storage';
import type { TicketType } from '@/lib/ticket-type';
import { isValidZoneCode } from '@/lib/zone-code';

export const ZONE_CODE_KEY = 'zoneCode';
export const CID_KEY = 'cid';
export const SELECTION_KEY = 'vpa-selection';

/** The zone the session keeps, if it is a valid code: what the store starts from. */
export function storedZoneCode(): string | null {
  const stored = readItem('session', ZONE_CODE_KEY);
  return isValidZoneCode(stored) ? stored : null;
}

export type TicketSelection = {
  ticketType: TicketType | null;
  tariffId: number | null;
  tariffType: string | null;
  plateNumber: string;
  duration: number;
};

export const DEFAULT_SELECTION: TicketSelection = {
  ticketType: null,
  tariffId: null,
  tariffType: null,
  plateNumber: '',
  duration: 1,
};
