import { useEffect, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
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

// Calendar, share, keep and buy again load after the summary's first screen (the route's byte
// budget, scripts/check-bundle-budget.mjs); the pages ask for them as they open.
export const TicketActions = lazyWithPreload(
  () => import('@/pocket/ticket-actions').then((m) => m.TicketActions),
  { texts: ['pocket'] },
);

// The card's code is here, its texts (`pocket`) are not the summary's: asked for as soon as this
// module runs, with the summary's own request. If they cannot load, the card is a line with "Try
// again", like its actions; the number, the end and the invoice stay: a driver who paid keeps the proof.
const CardWithTexts = lazyWithPreload(() => Promise.resolve(TicketCard), { texts: ['pocket'] });
CardWithTexts.preload().catch(() => undefined);

type Props = {
  /** Null when the summary carries none: the ticket is then shown and kept by its invoice id. */
  ticketNumber: string | number | null | undefined;
  validTo: string | null | undefined;
  invoiceId: number | null | undefined;
};

/** A bought ticket: number, validity, the invoice download (when there is one) and the way home. */
export function TicketSuccess({ ticketNumber, validTo, invoiceId }: Props) {
  const { t } = useTranslation(['payment', 'common']);
  const [downloadFailed, setDownloadFailed] = useState(false);
  // Zone, plate and start from this tab's purchase of this ticket, found by the address the
  // gateway led back to (Teya's order, the finalized ticket code); else left out.
  const [params] = useSearchParams();
  const [purchase] = useState(() =>
    purchaseFor({ orderId: params.get('order'), ticketCode: params.get('ticket') }, validTo),
  );
  // Paid, as the server says: `/payment` names this ticket before this tab pays for the same zone
  // and plate again (Back past the gateway's page, a duplicated tab).
  useEffect(() => {
    markPurchasePaid(
      { orderId: params.get('order'), ticketCode: params.get('ticket') },
      validTo,
      ticketNumber,
    );
  }, [params, validTo, ticketNumber]);
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
      {/* Optional pieces: what cannot load is a line with "Try again", never the error screen. */}
      <OptionalBoundary>
        <CardWithTexts facts={facts}>
          <OptionalBoundary>
            <TicketActions facts={facts} invoiceId={invoiceId ?? null} />
          </OptionalBoundary>
        </CardWithTexts>
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
