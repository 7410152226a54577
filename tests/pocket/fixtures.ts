import type { KeptTicket } from '@/pocket/kept-tickets';
import { PURCHASE_KEY } from '@/pocket/purchase-context';

/** This tab's purchase of the seeded ticket T-1000 (number 1000, 14:30 UTC on 15 June 2026). */
export const PURCHASE_OF_T1000 = {
  zoneCode: 'RI-Z1',
  zoneName: 'Zona 1',
  city: 'RIJEKA',
  plate: 'RI1000AA',
  start: '2026-06-15T12:30:00.000Z',
  end: '2026-06-15T14:30:00.000Z',
};

/**
 * The clock a day after T-1000's end, within its 7 days: a purchase (and a kept ticket) is
 * forgotten 7 days after its end, and the seeded ticket ended in June 2026. Dates only; timers
 * stay real.
 */
export function atDayAfterT1000() {
  vi.setSystemTime(new Date('2026-06-16T12:00:00Z'));
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** Stores it as this tab's Worldline purchase, finalized as ticket code T-1000 (request `vpa1000.test`). */
export function rememberPurchaseOfT1000(overrides: Partial<typeof PURCHASE_OF_T1000> = {}) {
  const purchase = {
    ...PURCHASE_OF_T1000,
    ...overrides,
    gateway: 'WL',
    orderId: null,
    requestId: 'vpa1000.test',
    ticketCode: 'T-1000',
  };
  sessionStorage.setItem(PURCHASE_KEY, JSON.stringify({ version: 2, purchases: [purchase] }));
}

const TWO_HOURS = 2 * 3_600_000;

/** A kept two-hour ticket in Zona 1 ending at `end` (an ISO time, or milliseconds from now). */
export function keptTicket(
  ticketNumber: string,
  end: string | number,
  overrides: Partial<KeptTicket> = {},
): KeptTicket {
  const endMs = typeof end === 'number' ? Date.now() + end : Date.parse(end);
  return {
    key: `ticket-${ticketNumber}`,
    ticketNumber,
    zoneCode: 'RI-Z1',
    zoneName: 'Zona 1',
    city: 'RIJEKA',
    plate: 'RI123AB',
    start: new Date(endMs - TWO_HOURS).toISOString(),
    end: typeof end === 'number' ? new Date(endMs).toISOString() : end,
    invoiceId: 9000,
    ...overrides,
  };
}
