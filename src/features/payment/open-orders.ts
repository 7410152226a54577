import { isRealized } from '@/api/invoice-queries';
import { getTicketOrder } from '@/api/payments';
import { findPaidTicket, openOrdersFor } from '@/pocket/paid-ticket';
import { markPurchasePaid } from '@/pocket/purchase-context';

/**
 * The paid ticket for this zone and plate, after asking the server about this tab's Teya checkouts
 * for them that it never saw paid: the bank's app may have opened the return in another tab or
 * browser, where the ticket was shown, while this tab was left on the bank's page (decision 049).
 * One the server says is paid is marked so; an order it cannot answer for changes nothing.
 */
export async function findPaidTicketAsking(zoneCode: string, plate: string) {
  for (const orderId of openOrdersFor(zoneCode, plate)) {
    const order = await getTicketOrder(orderId).catch(() => undefined);
    if (isRealized(order)) markPurchasePaid({ orderId }, order.validTo, order.ticketNumber);
  }
  return findPaidTicket(zoneCode, plate);
}
