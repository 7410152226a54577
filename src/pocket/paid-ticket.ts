import { parseZoneTime } from '@/lib/format';
import { readKeptTickets } from './kept-tickets';
import { paidElsewhere } from './paid-elsewhere';
import { foldPlate, paidCheckoutEnds } from './checkout-marks';
import { othersAtBank, paidPurchases } from './purchase-context';

/**
 * A ticket already paid for a zone and plate, still valid: what `/payment` names before paying
 * again; its number is unknown when the server only said that the payment was already done.
 */
export type PaidTicket = { ticketNumber: string | null; end: string };

/** What tells two paid tickets apart: the number, or the end of one without a number. */
export const paidTicketKey = ({ ticketNumber, end }: PaidTicket) => ticketNumber ?? `end ${end}`;

/** A plate compared as on documents. */
const samePlate = (a: string, b: string) => foldPlate(a) === foldPlate(b);

/**
 * The paid ticket for this zone and plate whose validity has not ended, from this tab's purchases
 * (a Back or a duplicated tab after paying, or its return from the bank shown in another tab),
 * those another open tab said it paid, this phone's kept tickets, or the checkouts any tab of this
 * phone saw paid (./checkout-marks.ts: the tab may be closed, the number is not kept); the one that
 * ends last.
 * A second payment is then only started once the driver has said so: from history it would
 * charge the card again for a ticket already held.
 */
export function findPaidTicket(zoneCode: string, plate: string, now: number = Date.now()): PaidTicket | null {
  const candidates: PaidTicket[] = [
    ...[...paidPurchases(now), ...paidElsewhere()].filter(
      (p) => p.zoneCode === zoneCode && samePlate(p.plate, plate),
    ),
    ...readKeptTickets(now).filter(
      (t) => t.zoneCode === zoneCode && t.plate !== null && samePlate(t.plate, plate),
    ),
    // Last: with the same end, a ticket named by its number is named first.
    ...paidCheckoutEnds(zoneCode, plate, now).map((end) => ({ ticketNumber: null, end })),
  ].map(({ ticketNumber, end }) => ({ ticketNumber, end }));
  let found: PaidTicket | null = null;
  let foundEnd = now;
  for (const ticket of candidates) {
    const end = parseZoneTime(ticket.end)?.getTime();
    if (end !== undefined && end > foundEnd) {
      found = ticket;
      foundEnd = end;
    }
  }
  return found;
}

/**
 * What `/payment` names before a payment for this zone and plate: a paid ticket that is still valid,
 * or else a checkout another tab of this phone took to a bank's page and has not brought back
 * (./checkout-marks.ts), the latest: finishing both would charge the card twice.
 */
export type EarlierPayment = ({ kind: 'paid' } & PaidTicket) | { kind: 'atBank'; leftAt: number };

export function findEarlierPayment(
  zoneCode: string,
  plate: string,
  now: number = Date.now(),
): EarlierPayment | null {
  const paid = findPaidTicket(zoneCode, plate, now);
  if (paid) return { kind: 'paid', ...paid };
  const [atBank] = othersAtBank(zoneCode, plate, now);
  return atBank ? { kind: 'atBank', leftAt: atBank.leftAt } : null;
}

/** What tells two earlier payments apart, for the driver's "pay anyway". */
export const earlierPaymentKey = (earlier: EarlierPayment) =>
  earlier.kind === 'paid' ? paidTicketKey(earlier) : `at bank ${earlier.leftAt}`;
