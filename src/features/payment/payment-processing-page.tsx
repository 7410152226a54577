import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusAlert } from '@/components/status-alert';
import { paymentErrorPath } from '@/lib/paths';
import type { PurchaseContext } from '@/pocket/purchase-context';
import type { FinalizedState } from './ticket-success';
import { purchaseContextLater } from '@/pocket/purchase-context-later';
import { HomeButton } from '@/components/home-button';
import { finalizeOnce } from './finalize-once';
import { ProcessingSpinner } from './processing-spinner';

const MAX_REQUEST_ID_LENGTH = 2000;

/**
 * `/payment-processing?requestid=`: where Worldline sends the visitor back (docs/backend-contract.md).
 * Finalizes the payment once, then replaces itself with the summary or the payment error page.
 */
export function PaymentProcessingPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const requestId = (params.get('requestid') ?? '').trim().slice(0, MAX_REQUEST_ID_LENGTH);
  return (
    <Box>
      <PageHeading>{t('processing.heading')}</PageHeading>
      {requestId ? (
        <Finalize key={requestId} requestId={requestId} />
      ) : (
        <ProcessingSpinner text={t('processing.payment')} />
      )}
    </Box>
  );
}

function Finalize({ requestId }: { requestId: string }) {
  const { t } = useTranslation(['payment', 'common']);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [unreachable, setUnreachable] = useState(false);
  const [interrupted, setInterrupted] = useState<{ purchase: PurchaseContext | null } | null>(null);

  useEffect(() => {
    // StrictMode's first mount is cleaned up at once: only the mount that stays navigates.
    let live = true;
    // This tab's latest Worldline purchase is the one coming back, bound to the request id and,
    // once finalized, to its ticket code (docs/decisions/032). Loaded beside the finalize call, off
    // the page's first bytes; where it cannot load, the summary shows what the server says.
    const purchases = purchaseContextLater.load().then(
      (module) => {
        module.bindRequestId(requestId);
        return module;
      },
      () => null,
    );
    void Promise.all([finalizeOnce(requestId), purchases]).then(([outcome, module]) => {
      if (outcome.kind === 'success') module?.bindTicketCode(requestId, outcome.ticketCode);
      // Already done, says the server: Back to /payment names the ticket before a second payment.
      if (outcome.kind === 'interrupted') module?.markRequestPaid(requestId);
      if (!live) return;
      if (outcome.kind === 'success') {
        // The request id goes with the entry (a reload keeps it): a summary of a checkout another
        // tab started tells that tab by it (src/features/payment/ticket-success.tsx).
        void navigate(`/summary?ticket=${encodeURIComponent(outcome.ticketCode)}`, {
          replace: true,
          state: { requestId } satisfies FinalizedState,
        });
      } else if (outcome.kind === 'failure') {
        void navigate(paymentErrorPath(outcome.status, outcome.message), { replace: true });
      } else if (outcome.kind === 'interrupted') {
        setInterrupted({ purchase: module?.purchaseForRequest(requestId) ?? null });
      } else {
        setUnreachable(true);
      }
    });
    return () => {
      live = false;
    };
  }, [requestId, attempt, navigate]);

  if (interrupted) return <InterruptedFinalize purchase={interrupted.purchase} />;
  if (unreachable) {
    return (
      <QueryErrorAlert
        onRetry={() => {
          setUnreachable(false);
          setAttempt((n) => n + 1);
        }}
      >
        {t('payment:processing.connectionError')}
      </QueryErrorAlert>
    );
  }
  return <ProcessingSpinner text={t('payment:processing.transaction')} />;
}

/**
 * The page was reloaded while the payment was being completed, and the server says it is done:
 * the ticket is in the parking system under the plate, whatever this page could not show.
 */
function InterruptedFinalize({ purchase }: { purchase: PurchaseContext | null }) {
  const { t } = useTranslation('payment');
  // Only the plate and zone this request paid for (this tab's purchase bound to it). The form's
  // plate and the session's zone are what the driver typed or chose since, perhaps for another
  // ticket: named here, they would tell the driver that the wrong car is covered.
  const plate = purchase?.plate ?? null;
  const zoneName = purchase?.zoneName ?? null;
  return (
    <>
      <StatusAlert severity="info" title={t('processing.interruptedTitle')}>
        {t('processing.interrupted')}
        {plate ? (
          <>
            {' '}
            {zoneName
              ? t('processing.interruptedPlateZone', { plate, zone: zoneName })
              : t('processing.interruptedPlate', { plate })}
          </>
        ) : null}
      </StatusAlert>
      <HomeButton />
    </>
  );
}
