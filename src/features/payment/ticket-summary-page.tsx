import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isRealized } from '@/api/invoice-queries';
import { mayPass, toApiFailure } from '@/api/errors';
import { PageHeading } from '@/components/page-heading';
import { PageSkeleton } from '@/components/page-skeleton';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RefreshFailedNote } from '@/components/refresh-failed-note';
import { StillProcessingAlert } from '@/components/still-processing-alert';
import { useOrderPolling } from '@/lib/use-order-polling';
import { HomeButton } from '@/components/home-button';
import { NoPurchase } from './no-purchase';
import { knownMessageKey } from '@/api/payment-messages';
import { paymentQueries } from './payment-queries';
import { ProcessingSpinner } from './processing-spinner';
import { TicketSuccess, useTicketShown } from './ticket-success';

const MAX_ORDER_ID_LENGTH = 2000;

/**
 * `/ticket-summary?order=`: where Teya sends the visitor back. The order is polled every 5 s until
 * it is realized with an invoice, a failed poll not retried; polling pauses while the tab is hidden,
 * ends with the page, and after ten minutes gives way to "still processing" with the order reference.
 * Once realized, the ticket stays whatever a later request does (src/lib/use-order-polling.ts).
 */
export function TicketSummaryPage() {
  const [params] = useSearchParams();
  const orderId = (params.get('order') ?? '').trim().slice(0, MAX_ORDER_ID_LENGTH);
  if (!orderId) return <NoPurchase />;
  return <OrderSummary key={orderId} orderId={orderId} />;
}

function OrderSummary({ orderId }: { orderId: string }) {
  const { t } = useTranslation(['payment', 'common']);
  // A failure that may pass (no answer, a server error) is shown while the polls go on; the
  // server's own answer (a declined payment) ends them.
  const {
    query: order,
    realized: confirmed,
    refreshFailed,
    gaveUp,
    checkAgain,
    checking,
    checksAgain,
  } = useOrderPolling(paymentQueries.ticketOrder(orderId), isRealized, mayPass);
  const realized = isRealized(confirmed) ? confirmed : null;
  // The ticket is drawn with its card, which may take a moment longer (useTicketShown).
  const shown = useTicketShown(realized !== null);

  // What the server confirmed comes first: a later failure never takes the ticket's place.
  let content;
  if (realized && !shown) {
    content = <PageSkeleton header={false} rows={3} />;
  } else if (realized) {
    content = (
      <>
        {refreshFailed ? <RefreshFailedNote /> : null}
        <TicketSuccess
          ticketNumber={realized.ticketNumber}
          validTo={realized.validTo}
          invoiceId={realized.invoiceId}
        />
      </>
    );
  } else if (order.isError) {
    const failure = toApiFailure(order.error);
    const known = failure.kind === 'http' ? knownMessageKey(failure.message) : null;
    content = (
      <>
        <QueryErrorAlert onRetry={checkAgain} retrying={checking}>
          {known
            ? t(`payment:error.messages.${known}`)
            : failure.kind === 'offline'
              ? t('common:errors.offline')
              : t('common:errors.fetch')}
          {checksAgain ? ` ${t('common:errors.checkingAgain')}` : null}
        </QueryErrorAlert>
        <HomeButton />
      </>
    );
  } else if (gaveUp) {
    content = (
      <>
        <StillProcessingAlert
          texts="payment:ticketSummary"
          orderId={orderId}
          onCheckAgain={checkAgain}
          checking={checking}
        />
        <HomeButton />
      </>
    );
  } else {
    content = (
      <ProcessingSpinner
        text={t('payment:ticketSummary.processing')}
        hint={t('payment:ticketSummary.processingHint')}
      />
    );
  }

  return (
    <Box>
      <PageHeading>{realized ? t('payment:success.heading') : t('payment:summary.heading')}</PageHeading>
      {content}
    </Box>
  );
}
