import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { invoiceQueries, isRealized } from '@/api/invoice-queries';
import { getFineInvoicePdf } from '@/api/documents';
import { mayPass, toApiFailure } from '@/api/errors';
import { knownMessageKey } from '@/api/payment-messages';
import { HomeButton } from '@/components/home-button';
import { DownloadButton } from '@/components/download-button';
import { CheckCircleIcon } from '@/components/icons';
import { PageHeading } from '@/components/page-heading';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RefreshFailedNote } from '@/components/refresh-failed-note';
import { StatusAlert } from '@/components/status-alert';
import { StillProcessingAlert } from '@/components/still-processing-alert';
import { fineInvoiceFileName, saveFile } from '@/lib/download';
import { useOrderPolling } from '@/lib/use-order-polling';
import { parseOrderId } from './fine-params';
import { fineQueries } from './fine-queries';

/** `/fine-summary?order=`: where both gateways return after a fine payment (docs/backend-contract.md). */
export function FineSummaryPage() {
  const { t } = useTranslation(['fines', 'common']);
  const [params] = useSearchParams();
  const orderId = parseOrderId(params);
  if (!orderId) {
    return (
      <Box>
        <PageHeading>{t('summary.invalidOrderTitle')}</PageHeading>
        <StatusAlert severity="error">{t('summary.invalidOrder')}</StatusAlert>
        <HomeButton sx={{ mt: 2 }} />
      </Box>
    );
  }
  return <FineOrderStatus key={orderId} orderId={orderId} />;
}

function FineOrderStatus({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['fines', 'common', 'payment']);
  // Polls every 5 s until the order is realized with an invoice (no retry of a failed poll); a
  // failure that may pass is shown while the polls go on, the server's own answer (a declined
  // payment) ends them. After ten minutes it gives way to "still processing" with the order
  // reference (src/lib/use-order-polling).
  const {
    query: order,
    realized: confirmed,
    refreshFailed,
    gaveUp,
    checkAgain,
    checking,
    checksAgain,
  } = useOrderPolling(fineQueries.order(orderId), isRealized, mayPass);
  // Once paid, the confirmation stays whatever a later request does.
  const realized = isRealized(confirmed) ? confirmed : null;
  const failed = !realized && order.isError;
  const waitedTooLong = !realized && !failed && gaveUp;
  const failure = failed ? toApiFailure(order.error) : null;
  // The payment service's known answers (a declined card, an aborted payment) in the driver's words.
  const known = failure?.kind === 'http' ? knownMessageKey(failure.message) : null;

  return (
    <Box>
      {realized ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        </Box>
      ) : null}
      <PageHeading sx={realized ? { textAlign: 'center' } : undefined}>
        {realized ? t('summary.successTitle') : t('summary.processingTitle')}
      </PageHeading>

      {/* One live region for the whole wait, so the change to "paid" is announced. */}
      <Box role="status" aria-live="polite" sx={{ my: 2 }}>
        {realized ? (
          <Typography sx={{ textAlign: 'center' }}>
            {t('summary.success')} {t('summary.thanks')}
          </Typography>
        ) : failed || waitedTooLong ? null : (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}>
            <CircularProgress aria-hidden />
            <Typography sx={{ textAlign: 'center' }}>{t('summary.processing')}</Typography>
          </Box>
        )}
      </Box>

      {failed ? (
        <QueryErrorAlert title={t('summary.errorTitle')} onRetry={checkAgain} retrying={checking}>
          {known
            ? t(`payment:error.messages.${known}`)
            : failure?.kind === 'offline'
              ? t('common:errors.offline')
              : t('summary.error')}
          {checksAgain ? ` ${t('common:errors.checkingAgain')}` : null}
        </QueryErrorAlert>
      ) : null}

      {waitedTooLong ? (
        <StillProcessingAlert
          texts="fines:summary"
          orderId={orderId}
          onCheckAgain={checkAgain}
          checking={checking}
        />
      ) : null}

      {refreshFailed ? <RefreshFailedNote /> : null}
      {realized ? (
        <PaidFine invoiceId={realized.invoiceId} invoiceNumber={realized.invoiceNumber ?? null} />
      ) : null}
      {realized || failed || waitedTooLong ? <HomeButton sx={{ mt: 2 }} /> : null}
    </Box>
  );
}

function PaidFine({
  invoiceId,
  invoiceNumber,
}: {
  invoiceId: number;
  invoiceNumber: string | number | null;
}) {
  const { t } = useTranslation(['fines', 'common']);
  const [downloadFailed, setDownloadFailed] = useState(false);
  // The summary may come without the number; the invoice record has it.
  const invoice = useQuery({ ...invoiceQueries.invoice(invoiceId), enabled: invoiceNumber === null });
  const number = invoiceNumber ?? invoice.data?.invoiceNumber ?? null;

  const download = async () => {
    setDownloadFailed(false);
    const blob = await getFineInvoicePdf(invoiceId);
    await saveFile(blob, fineInvoiceFileName(number ?? invoiceId));
  };

  return (
    <Box>
      <Box
        component="dl"
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          m: 0,
          py: 1.5,
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          {t('summary.invoiceNumber')}
        </Box>
        <Box component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {number !== null ? (
            String(number)
          ) : invoice.isPending ? (
            <Skeleton width={96} />
          ) : (
            t('common:notAvailable')
          )}
        </Box>
      </Box>
      <Box sx={{ mt: 3 }}>
        <DownloadButton
          label={t('summary.download')}
          busyLabel={t('summary.downloading')}
          onDownload={download}
          onError={() => setDownloadFailed(true)}
        />
      </Box>
      {downloadFailed ? <StatusAlert severity="error">{t('summary.downloadError')}</StatusAlert> : null}
    </Box>
  );
}
