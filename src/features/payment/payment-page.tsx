import { useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { toApiFailure } from '@/api/errors';
import { initTeyaPayment, initWorldlinePayment, type TicketPaymentBody } from '@/api/payments';
import { estimateQueries, zoneQueries } from '@/api/queries';
import type { Estimate } from '@/api/schemas/sms';
import type { EstimateParams } from '@/api/sms';
import { ArrowBackIcon } from '@/components/icons';
import { DetailRow } from '@/components/detail-row';
import { OptionalBoundary } from '@/components/optional-boundary';
import { PageHeading } from '@/components/page-heading';
import { StatusAlert } from '@/components/status-alert';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { formatDateTime } from '@/lib/format';
import { formatCents } from '@/lib/money';
import { teyaHandoff, UnsafeGatewayError, worldlineHandoff } from '@/api/gateways/handoff';
import { usePaymentHandoff } from '@/api/gateways/use-payment-handoff';
import { homePath, paymentErrorPath } from '@/lib/paths';
import {
  usePlateNumber,
  useDuration,
  useTariffType,
  useTicketType,
  useZoneCode,
} from '@/stores/session-store';
import { rememberPurchase } from '@/pocket/purchase-context';
import { APP_MESSAGES } from './payment-messages';
import { PLATE_SX } from './plate-style';

const ConfirmDialog = lazyWithPreload(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));

/**
 * A plate as the estimate may write it (`RI 123-AB`), compared as on documents: upper case, without
 * separators. Not '@/lib/plate' (the form's, which travels with the form controls).
 */
function plateAsOnDocuments(plate: string): string {
  return plate.toUpperCase().replace(/[\s.\-\u2010-\u2015\u2212]/g, '');
}

/** Smallest payable total in cents (spec section 9). */
const MIN_TOTAL_CENTS = 1;

/** `/payment`: the ticket's summary, the confirm dialog and the hand-off to the card gateway. */
export function PaymentPage() {
  const zoneCode = useZoneCode();
  const ticketType = useTicketType();
  const tariffType = useTariffType();
  const plateNumber = usePlateNumber();
  const duration = useDuration();
  if (!zoneCode) return <Navigate to="/welcome" replace />;
  if (!ticketType || !tariffType || !plateNumber || !duration)
    return <Navigate to={homePath(zoneCode)} replace />;
  const params: EstimateParams = {
    zoneCode,
    ticketType,
    tariffType,
    plateNumber,
    duration: ticketType === 'daily' ? 1 : duration,
  };
  return <PaymentSummary params={params} />;
}

/** Where a failed payment start leads: the payment error page with what is known (spec section 8). */
function initFailurePath(error: unknown): string {
  if (error instanceof UnsafeGatewayError) return paymentErrorPath(null, APP_MESSAGES.unsafeRedirect);
  const failure = toApiFailure(error);
  if (failure.kind === 'http' && failure.status < 500) {
    return paymentErrorPath(failure.status, failure.message ?? APP_MESSAGES.initFailed);
  }
  return paymentErrorPath(failure.kind === 'http' ? failure.status : null, APP_MESSAGES.initFailed);
}

function paymentBody(params: EstimateParams, estimate: Estimate): TicketPaymentBody {
  return {
    isHourlyTicket: params.ticketType === 'hourly',
    total: estimate.totalCents,
    quantity: params.duration,
    licensePlate: params.plateNumber,
    validFrom: estimate.startDate,
    validTo: estimate.endDate,
    zoneId: estimate.zoneId,
    tariff: params.tariffType,
  };
}

function PaymentSummary({ params }: { params: EstimateParams }) {
  const { t } = useTranslation(['payment', 'common']);
  const navigate = useNavigate();
  const estimate = useQuery(estimateQueries.estimate(params));
  // The zone's name and city for the ticket card after the gateway (usually cached from the zone
  // home; asked again after a reload).
  const zoneStatus = useQuery(zoneQueries.status(params.zoneCode));
  const zoneName = zoneStatus.data?.zone;
  const handoff = usePaymentHandoff();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogMounted, setDialogMounted] = useState(false);
  const data = estimate.data;

  useEffect(() => {
    if (estimate.isError)
      void navigate(paymentErrorPath(null, APP_MESSAGES.estimateFailed), { replace: true });
  }, [estimate.isError, navigate]);

  useEffect(() => {
    if (handoff.state.status === 'failed') void navigate(initFailurePath(handoff.state.error));
  }, [handoff.state, navigate]);

  // The dialog is the likely next step: fetch its code while the visitor reads the summary.
  useEffect(() => {
    // Best effort: offline, the dialog loads (or reports its error) when it is opened.
    if (estimate.isSuccess) ConfirmDialog.preload().catch(() => undefined);
  }, [estimate.isSuccess]);

  // The plate paid for is the form's (it is what the payment request sends); an estimate priced
  // for another plate is not paid at all (issue 23, item 5).
  const plate = params.plateNumber;
  const estimatePlate = data?.plateNumber ? plateAsOnDocuments(data.plateNumber) : null;
  const plateMismatch = estimatePlate !== null && estimatePlate !== plate;
  const payable = data !== undefined && data.totalCents >= MIN_TOTAL_CENTS && !plateMismatch;
  // A refreshed estimate that can no longer be paid closes the dialog: its Pay would do nothing,
  // and the reason is shown on the summary behind it.
  const showDialog = dialogOpen && (payable || handoff.busy);
  // A refresh counts too: Pay must send the start and end of the estimate on screen (spec: Confirm
  // is disabled while data loads).
  const loading = estimate.isFetching;

  const openDialog = () => {
    setDialogMounted(true);
    setDialogOpen(true);
  };

  const pay = () => {
    if (!data) {
      window.alert('ERROR');
      return;
    }
    if (!payable) return;
    const body = paymentBody(params, data);
    // What the summary after the gateway does not carry, kept for this tab once the init call
    // answers, with what names the purchase on the way back (issue 19; issue 23, item 4).
    const purchase = {
      zoneCode: params.zoneCode,
      zoneName: data.zone || zoneName || null,
      city: zoneStatus.data?.city || null,
      plate: body.licensePlate,
      start: data.startDate,
      end: data.endDate,
    };
    if (data.paymentGateway === 'WL') {
      void handoff.start(async () => {
        const next = worldlineHandoff((await initWorldlinePayment(body)).redirectUrl);
        rememberPurchase(purchase, { gateway: 'WL' });
        return next;
      });
    } else if (data.paymentGateway === 'TY') {
      void handoff.start(async () => {
        const form = await initTeyaPayment(body);
        const next = teyaHandoff(form);
        rememberPurchase(purchase, { gateway: 'TY', orderId: String(form.orderId) });
        return next;
      });
    } else {
      window.alert('ERROR!');
    }
  };

  const zone = data?.zone ?? zoneName ?? params.zoneCode;
  const valueOrSkeleton = (value: ReactNode) => (loading ? <Skeleton width="60%" /> : value);

  return (
    <Box>
      <PageHeading>{t('payment:payment.title')}</PageHeading>

      <Box
        component="section"
        aria-labelledby="payment-details-title"
        aria-busy={loading}
        sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
      >
        <Typography id="payment-details-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('payment:payment.detailsLabel')}
        </Typography>
        {loading ? (
          <Box role="status" sx={visuallyHidden}>
            {t('payment:payment.loadingPrice')}
          </Box>
        ) : null}
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
          {/* First and large: a mistyped plate is the commonest cause of a fine despite payment. */}
          <Box
            sx={{
              display: 'grid',
              gap: 0.5,
              justifyItems: 'start',
              pb: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {t('payment:payment.plate')}
            </Typography>
            <Typography component="dd" sx={PLATE_SX}>
              {plate}
            </Typography>
          </Box>
          <DetailRow label={t('payment:payment.zone')}>{zone}</DetailRow>
          <DetailRow label={t('payment:payment.start')}>
            {valueOrSkeleton(formatDateTime(data?.startDate))}
          </DetailRow>
          <DetailRow label={t('payment:payment.end')}>
            {valueOrSkeleton(formatDateTime(data?.endDate))}
          </DetailRow>
          {params.ticketType === 'hourly' ? (
            <DetailRow label={t('payment:payment.duration')}>
              {t('payment:payment.hours', { count: params.duration })}
            </DetailRow>
          ) : null}
          {/* The amount the payment request sends, in cents: what is charged. */}
          <DetailRow label={t('payment:payment.total')} emphasised>
            {valueOrSkeleton(formatCents(data?.totalCents))}
          </DetailRow>
        </Box>
      </Box>

      {data && plateMismatch && !loading ? (
        <StatusAlert severity="error">
          {t('payment:payment.plateMismatch', { estimatePlate, plate })}
        </StatusAlert>
      ) : data && !payable ? (
        <Typography role="status" sx={{ mt: 2 }}>
          {t('payment:payment.nothingToPay')}
        </Typography>
      ) : null}

      <Stack spacing={1.5} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={loading || !payable}
          onClick={openDialog}
        >
          {t('payment:payment.confirm')}
        </Button>
        <Button
          component={Link}
          to={`/${params.ticketType}`}
          variant="outlined"
          fullWidth
          startIcon={<ArrowBackIcon />}
        >
          {t('common:actions.back')}
        </Button>
      </Stack>

      {dialogMounted && data ? (
        // Its code failing to load is a line with "Try again" under Confirm, not the error screen.
        <OptionalBoundary>
          <ConfirmDialog
            open={showDialog}
            busy={handoff.busy}
            gatewayHost={handoff.gatewayHost}
            validTo={data.endDate}
            plate={plate}
            zone={zone}
            onClose={() => setDialogOpen(false)}
            onPay={pay}
          />
        </OptionalBoundary>
      ) : null}
    </Box>
  );
}
