import { useEffect, useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { DownloadButton } from '@/components/download-button';
import { OptionalBoundary } from '@/components/optional-boundary';
import { StatusAlert } from '@/components/status-alert';
import { downloadTicketInvoice } from '@/pocket/kept-invoices';
import { markPurchasePaid, purchaseFor, ticketKey } from '@/pocket/purchase-context';
import { TicketCard } from '@/pocket/ticket-card';
import type { TicketFacts } from '@/pocket/ticket-details';
import { HomeButton } from '@/components/home-button';
import { SuccessMessage } from './success-message';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// Calendar, share, keep and buy again are not in the summary's file (the route's byte budget,
// scripts/check-bundle-budget.mjs), and the card's texts (`pocket`) are not the summary's: both are
// asked for as soon as this module runs, with the summary's own texts, before its answer.
export const TicketActions = lazyWithPreload(
  () => import('@/pocket/ticket-actions').then((m) => m.TicketActions),
  { texts: ['pocket'] },
);
const CardWithTexts = lazyWithPreload(() => Promise.resolve(TicketCard), { texts: ['pocket'] });

const cardPieces = () => Promise.allSettled([CardWithTexts.preload(), TicketActions.preload()]);
const cardPiecesIn = () => CardWithTexts.loaded() !== undefined && TicketActions.loaded() !== undefined;
void cardPieces();

/**
 * How long the ticket may wait for its card, once the server's answer is in. The card's files were
 * asked for before the answer and are small, so they are normally in already; this only bounds a
 * failed or stalled one (a weak signal on the way back from the bank): the number, the end and the
 * invoice never wait longer for something optional.
 */
const CARD_WAIT_MS = 1000;

/**
 * Whether the ticket may be drawn (TicketSuccess), `answered` once the server has confirmed it:
 * when its card's texts and actions are in (or could not load), or CARD_WAIT_MS after the answer,
 * whichever comes first. Until then the page keeps its placeholder, so the card is drawn with the
 * number and never arrives later above the invoice button, pushing it (and a tap aimed at it)
 * down. What is not in by then takes its place at once as a "Try again" line
 * (docs/decisions/039).
 */
export function useTicketShown(answered: boolean): boolean {
  const [settled, setSettled] = useState(cardPiecesIn);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (settled) return;
    let live = true;
    // Offline, a load that failed is asked for again as the ticket's screen opens.
    void cardPieces().then(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [settled]);
  useEffect(() => {
    if (!answered || settled) return;
    const timer = setTimeout(() => setWaited(true), CARD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [answered, settled]);
  return answered && (settled || waited);
}

type Props = {
  /** Null when the summary carries none: the ticket is then shown and kept by its invoice id. */
  ticketNumber: string | number | null | undefined;
  validTo: string | null | undefined;
  invoiceId: number | null | undefined;
};

/** What the Worldline return page leaves in the summary's history entry. */
export type FinalizedState = { requestId: string };

/** The request id of the finalize that led here, if the history entry holds one (any script may write it). */
function requestIdOf(state: unknown): string | null {
  const requestId = (state as Partial<FinalizedState> | null)?.requestId;
  return typeof requestId === 'string' ? requestId : null;
}

/**
 * A bought ticket: number, validity, its card, the invoice download (when there is one) and the way
 * home. Drawn once `useTicketShown` says so: its card and actions are drawn as they stand then,
 * never later.
 */
export function TicketSuccess({ ticketNumber, validTo, invoiceId }: Props) {
  const { t } = useTranslation(['payment', 'common']);
  const [downloadFailed, setDownloadFailed] = useState(false);
  // Zone, plate and start from this tab's purchase of this ticket, found by the address the
  // gateway led back to (Teya's order, the finalized ticket code); else left out.
  const [params] = useSearchParams();
  const { state } = useLocation() as { state: unknown };
  const ref = useMemo(
    () => ({ orderId: params.get('order'), ticketCode: params.get('ticket'), requestId: requestIdOf(state) }),
    [params, state],
  );
  const [purchase] = useState(() => purchaseFor(ref, validTo));
  // Paid, as the server says: `/payment` names this ticket before this tab pays for the same zone
  // and plate again (Back past the gateway's page, a duplicated tab).
  useEffect(() => {
    markPurchasePaid(ref, validTo, ticketNumber);
  }, [ref, validTo, ticketNumber]);
  const shownNumber = ticketNumber ?? invoiceId ?? '';
  const facts: TicketFacts = {
    key: ticketKey(ticketNumber, invoiceId ?? null),
    ticketNumber: String(shownNumber),
    zoneCode: purchase?.zoneCode ?? null,
    end: validTo ?? null,
    start: purchase?.start ?? null,
    plate: purchase?.plate ?? null,
    zoneName: purchase?.zoneName ?? null,
    city: purchase?.city ?? null,
  };

  const download = async () => {
    if (invoiceId === null || invoiceId === undefined) return;
    setDownloadFailed(false);
    await downloadTicketInvoice(invoiceId, shownNumber);
  };

  return (
    <Stack spacing={3} sx={{ mt: 2 }}>
      <SuccessMessage ticketNumber={shownNumber} validTo={validTo} />
      {/* Optional pieces: what is not in is a line with "Try again", never the error screen. */}
      <OptionalBoundary retryWith={TicketActions.preload}>
        <CardWithTexts.Instant facts={facts}>
          <OptionalBoundary>
            <TicketActions.Instant facts={facts} invoiceId={invoiceId ?? null} />
          </OptionalBoundary>
        </CardWithTexts.Instant>
      </OptionalBoundary>
      {downloadFailed ? (
        <StatusAlert severity="error">{t('payment:success.downloadFailed')}</StatusAlert>
      ) : null}
      <Stack spacing={1.5}>
        {invoiceId !== null && invoiceId !== undefined ? (
          <DownloadButton
            label={t('payment:success.downloadInvoice')}
            busyLabel={t('payment:success.downloading')}
            onDownload={download}
            onError={() => setDownloadFailed(true)}
          />
        ) : null}
        <HomeButton />
      </Stack>
    </Stack>
  );
}
