import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { invoiceQueries } from '@/api/invoice-queries';
import { getFineInvoicePdf } from '@/api/documents';
import { CheckCircleIcon } from '@/components/icons';
import { DownloadButton } from '@/components/download-button';
import { PageHeading } from '@/components/page-heading';
import { PageSkeleton } from '@/components/page-skeleton';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RefreshFailedNote } from '@/components/refresh-failed-note';
import { StatusAlert } from '@/components/status-alert';
import { fineInvoiceFileName, saveFile } from '@/lib/download';
import { HomeButton } from '@/components/home-button';
import { NoPurchase } from './no-purchase';
import { paymentQueries } from './payment-queries';
import { TicketSuccess, useTicketShown } from './ticket-success';

const MAX_CODE_LENGTH = 100;
const INVOICE_ID = /^\d{1,12}$/;

/**
 * `/summary?ticket={code}` after a Worldline ticket payment, or `/summary?invoice={id}` after a
 * fine payment (docs/backend-contract.md). Anything else has nothing to show.
 */
export function SummaryPage() {
  const [params] = useSearchParams();
  const ticket = (params.get('ticket') ?? '').trim().slice(0, MAX_CODE_LENGTH);
  const invoice = (params.get('invoice') ?? '').trim();
  if (ticket) return <TicketCodeSummary key={ticket} code={ticket} />;
  if (INVOICE_ID.test(invoice)) return <FineInvoiceSummary key={invoice} invoiceId={invoice} />;
  return <NoPurchase />;
}

function TicketCodeSummary({ code }: { code: string }) {
  const { t } = useTranslation('payment');
  const summary = useQuery(paymentQueries.ticketSummary(code));
  // The server's answer comes first: a later failed request never takes the ticket's place.
  const { data } = summary;
  // The ticket is drawn with its card, which may take a moment longer (useTicketShown).
  const shown = useTicketShown(data !== undefined);
  return (
    <Box>
      <PageHeading>{data ? t('success.heading') : t('summary.heading')}</PageHeading>
      {summary.isPending || (data && !shown) ? <PageSkeleton header={false} rows={3} /> : null}
      {summary.isError && !data ? <LoadError /> : null}
      {summary.isError && data ? <RefreshFailedNote /> : null}
      {data && shown ? (
        <TicketSuccess ticketNumber={data.ticketNumber} validTo={data.validTo} invoiceId={data.invoiceId} />
      ) : null}
    </Box>
  );
}

function FineInvoiceSummary({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('payment');
  const invoice = useQuery(invoiceQueries.invoice(invoiceId));
  const [downloadFailed, setDownloadFailed] = useState(false);

  // As for the ticket: the invoice the server gave stays, whatever a later request does.
  const { data } = invoice;

  const download = async () => {
    if (!data) return;
    setDownloadFailed(false);
    const blob = await getFineInvoicePdf(data.id);
    await saveFile(blob, fineInvoiceFileName(data.invoiceNumber));
  };

  return (
    <Box>
      <PageHeading>{data ? t('summary.fineHeading') : t('summary.heading')}</PageHeading>
      {invoice.isPending ? <PageSkeleton header={false} rows={2} /> : null}
      {invoice.isError && !data ? <LoadError /> : null}
      {invoice.isError && data ? <RefreshFailedNote /> : null}
      {data ? (
        <Stack spacing={3} sx={{ mt: 2 }}>
          <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'center', textAlign: 'center' }}>
            <CheckCircleIcon color="success" aria-hidden sx={{ fontSize: 56 }} />
            <Typography component="p" sx={{ fontSize: '1.05rem' }}>
              {t('summary.finePaid')}
            </Typography>
            <Typography component="p">
              {t('summary.invoiceNumber')}:{' '}
              <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
                {data.invoiceNumber}
              </Box>
            </Typography>
          </Box>
          {downloadFailed ? <StatusAlert severity="error">{t('success.downloadFailed')}</StatusAlert> : null}
          <Stack spacing={1.5}>
            <DownloadButton
              label={t('success.downloadInvoice')}
              busyLabel={t('success.downloading')}
              onDownload={download}
              onError={() => setDownloadFailed(true)}
            />
            <HomeButton />
          </Stack>
        </Stack>
      ) : null}
    </Box>
  );
}

function LoadError() {
  const { t } = useTranslation();
  return (
    <>
      <QueryErrorAlert>{t('errors.generic')}</QueryErrorAlert>
      <HomeButton />
    </>
  );
}
