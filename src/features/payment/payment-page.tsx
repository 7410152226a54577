import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
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
import { formatDateTime, formatTime } from '@/lib/format';
import { formatCents } from '@/lib/money';
import { AmountMismatchError, checkTeyaAmount, teyaHandoff, worldlineHandoff } from '@/api/gateways/handoff';
import { usePaymentHandoff } from '@/api/gateways/use-payment-handoff';
import { homePath, paymentErrorPath } from '@/lib/paths';
import { whenIdle } from '@/lib/when-idle';
import {
  usePlateNumber,
  useDuration,
  useTariffType,
  useTicketType,
  useZoneCode,
} from '@/stores/session-store';
import { subscribeKeptTickets } from '@/pocket/kept-tickets-key';
import { subscribePaidElsewhere } from '@/pocket/paid-elsewhere';
import { earlierPaymentKey, findEarlierPayment, type EarlierPayment } from '@/pocket/paid-ticket';
import { rememberPurchase, requestIdInAddress } from '@/pocket/purchase-context';
import { APP_MESSAGES, startFailurePath } from '@/api/payment-messages';
import { PLATE_SX } from './plate-style';

const ConfirmDialog = lazyWithPreload(() => import('./confirm-dialog').then((m) => m.ConfirmDialog));

/**
 * A plate as the estimate may write it (`RI 123-AB`), compared as on documents: upper case, without
 * separators. Not '@/lib/plate' (the form's, which travels with the form controls).
 */
function plateAsOnDocuments(plate: string): string {
  return plate.toUpperCase().replace(/[\s.\-\u2010-\u2015\u2212]/g, '');
}

/** Smallest payable total in cents: below it, Confirm stays off. */
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
  // A ticket already paid for this zone and plate (this tab after Back, a duplicated tab, another
  // open tab, or kept on this phone), or a payment for them another tab took to the bank's page:
  // no payment starts until the driver has answered the warning that names it.
  const { zoneCode, plateNumber } = params;
  const [earlier, setEarlier] = useState<EarlierPayment | null>(() =>
    findEarlierPayment(zoneCode, plateNumber),
  );
  const [anotherWanted, setAnotherWanted] = useState<string | null>(null);
  const mustAsk = earlier !== null && anotherWanted !== earlierPaymentKey(earlier);
  // A warning named while the dialog was open closes it for good: once the warning goes (the other
  // tab is back from the bank), Confirm opens it again, not the warning's going.
  const [askedBefore, setAskedBefore] = useState(mustAsk);
  if (mustAsk !== askedBefore) {
    setAskedBefore(mustAsk);
    if (mustAsk) setDialogOpen(false);
  }
  // The Teya form asked for another amount than the total shown: stopped, and said so.
  const [amountMismatch, setAmountMismatch] = useState<AmountMismatchError | null>(null);
  const refetchEstimate = estimate.refetch;

  useEffect(() => {
    const recheck = () => setEarlier(findEarlierPayment(zoneCode, plateNumber));
    // Restored from the back/forward cache (Back after paying, past the gateway's page): the screen
    // is as it was left, dialog open, estimate old. It must not offer that dialog again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setDialogOpen(false);
      setAmountMismatch(null);
      recheck();
      void refetchEstimate();
    };
    window.addEventListener('pageshow', onPageShow);
    // Kept in another tab, paid there or taken to the bank's page (both in localStorage: its
    // `storage` event) while this screen was open: named as soon as it is known.
    const unsubscribeKept = subscribeKeptTickets(recheck);
    const unsubscribePaid = subscribePaidElsewhere(recheck);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      unsubscribeKept();
      unsubscribePaid();
    };
  }, [zoneCode, plateNumber, refetchEstimate]);

  useEffect(() => {
    if (estimate.isError)
      void navigate(paymentErrorPath(null, APP_MESSAGES.estimateFailed), { replace: true });
  }, [estimate.isError, navigate]);

  useEffect(() => {
    if (handoff.state.status !== 'failed') return;
    // An amount that is not the one shown stops on the summary, which shows the right one.
    if (handoff.state.error instanceof AmountMismatchError) return;
    void navigate(startFailurePath(handoff.state.error));
  }, [handoff.state, navigate]);

  // The dialog is the likely next step: fetch its code while the visitor reads the summary, then
  // draw it, closed, once the page is idle, so that Confirm only shows it (docs/performance.md).
  useEffect(() => {
    if (!estimate.isSuccess) return;
    let live = true;
    let cancelDrawing: (() => void) | undefined;
    // Best effort: offline, the dialog loads (or reports its error) when it is opened.
    ConfirmDialog.preload()
      .then(() => {
        if (live) cancelDrawing = whenIdle(() => setDialogMounted(true), 2000);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      cancelDrawing?.();
    };
  }, [estimate.isSuccess]);

  // The plate paid for is the form's (it is what the payment request sends); an estimate priced
  // for another plate is not paid at all: the plate on screen must be the plate paid for.
  const plate = params.plateNumber;
  const estimatePlate = data?.plateNumber ? plateAsOnDocuments(data.plateNumber) : null;
  const plateMismatch = estimatePlate !== null && estimatePlate !== plate;
  const payable = data !== undefined && data.totalCents >= MIN_TOTAL_CENTS && !plateMismatch;
  // A refreshed estimate that can no longer be paid closes the dialog: its Pay would do nothing,
  // and the reason is shown on the summary behind it.
  const showDialog = dialogOpen && ((payable && !mustAsk) || handoff.busy);
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
    // Read again at the tap: a ticket paid meanwhile (another tab kept it or told of it, a restore
    // not yet seen), or a payment another tab took to the bank's page, is named before any payment
    // starts.
    const earlierNow = findEarlierPayment(zoneCode, plateNumber);
    if (earlierNow && anotherWanted !== earlierPaymentKey(earlierNow)) {
      setEarlier(earlierNow);
      return;
    }
    setAmountMismatch(null);
    const body = paymentBody(params, data);
    // What the summary after the gateway does not carry, kept for this tab once the init call
    // answers, with what names the purchase on the way back (docs/decisions/032).
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
        const { redirectUrl } = await initWorldlinePayment(body);
        const next = worldlineHandoff(redirectUrl);
        rememberPurchase(purchase, { gateway: 'WL', requestId: requestIdInAddress(redirectUrl) });
        return next;
      });
    } else if (data.paymentGateway === 'TY') {
      void handoff.start(async () => {
        const form = await initTeyaPayment(body);
        try {
          checkTeyaAmount(form, body.total);
        } catch (error) {
          if (error instanceof AmountMismatchError) {
            setAmountMismatch(error);
            setDialogOpen(false);
          }
          throw error;
        }
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

      {earlier ? (
        <Alert
          severity="warning"
          role="alert"
          sx={{ my: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
        >
          <AlertTitle>
            {t(earlier.kind === 'paid' ? 'payment:payment.alreadyPaidTitle' : 'payment:payment.atBankTitle')}
          </AlertTitle>
          {earlier.kind === 'atBank'
            ? t('payment:payment.atBank', { plate, time: formatTime(new Date(earlier.leftAt).toISOString()) })
            : earlier.ticketNumber === null
              ? t('payment:payment.alreadyPaidNoNumber', { plate, end: formatDateTime(earlier.end) })
              : t('payment:payment.alreadyPaid', {
                  number: earlier.ticketNumber,
                  plate,
                  end: formatDateTime(earlier.end),
                })}
          {mustAsk ? (
            <Box sx={{ mt: 1.5 }}>
              <Button
                variant="outlined"
                color="inherit"
                onClick={() => setAnotherWanted(earlierPaymentKey(earlier))}
              >
                {t(earlier.kind === 'paid' ? 'payment:payment.buyAnother' : 'payment:payment.payHereAnyway')}
              </Button>
            </Box>
          ) : null}
        </Alert>
      ) : null}

      {amountMismatch ? (
        <StatusAlert severity="error">
          {t('payment:payment.amountMismatch', {
            charged: formatCents(amountMismatch.chargedCents),
            shown: formatCents(amountMismatch.shownCents),
          })}
        </StatusAlert>
      ) : null}

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
          disabled={loading || !payable || mustAsk}
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
