// What the session keeps under which key (docs/backend-contract.md fixes `zoneCode` and `cid`; the
// ticket selection's key is the app's own). Its own module with no framework in it: the session
// store (./session-store.ts) reads and writes these, and so does the QR landing's tap before the
// app has started (src/features/zone/landing-paint.ts).
import type { TicketType } from '@/lib/ticket-type';

export const ZONE_CODE_KEY = 'zoneCode';
export const CID_KEY = 'cid';
export const SELECTION_KEY = 'vpa-selection';

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
