import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toApiFailure } from '@/api/errors';
import { initTeyaFinePayment, initWorldlineFinePayment } from '@/api/payments';
import { companyQueries, hasFineService } from '@/api/queries';
import { HomeButton } from '@/components/home-button';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusAlert } from '@/components/status-alert';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { formatCityName } from '@/lib/city-name';
import { formatDateTime } from '@/lib/format';
import { formatCents, formatMoney } from '@/lib/money';
import { AmountMismatchError, checkTeyaAmount, teyaHandoff, worldlineHandoff } from '@/api/gateways/handoff';
import { usePaymentHandoff } from '@/api/gateways/use-payment-handoff';
import { startFailurePath } from '@/api/payment-messages';
import { normalisePlateInput } from '@/lib/plate';
import { FineHeader } from './fine-header';
import { InfoIcon } from './fine-icons';
import { parseFineKey, searchState, type FineKey } from './fine-params';
import { fineQueries } from './fine-queries';
import { FineStatusBanner } from './fine-status-banner';

const LOOKUP_PATH = '/parking-fine';

/** `/parking-fine-details?cid=&nr=&lp=`: the fine found by the lookup, and its payment. */
export function FineDetailsPage() {
  const [params] = useSearchParams();
  const fineKey = useMemo(() => parseFineKey(params), [params]);
  if (!fineKey) return <InvalidLink />;
  return (
    <FineDetails
      key={`${fineKey.companyId}/${fineKey.fineNumber}/${fineKey.licensePlate}`}
      fineKey={fineKey}
    />
  );
}

function InvalidLink() {
  const { t } = useTranslation(['fines', 'common']);
  return (
    <Box>
      <FineHeader title={t('lookup.title')} backTo={LOOKUP_PATH} />
      <StatusAlert severity="error" title={t('details.invalidLinkTitle')}>
        {t('details.invalidLink')}
      </StatusAlert>
      <NewSearchButton />
    </Box>
  );
}

function NewSearchButton() {
  const { t } = useTranslation(['fines', 'common']);
  return (
    <Button component={Link} to={LOOKUP_PATH} variant="outlined" fullWidth sx={{ mt: 1 }}>
      {t('details.newSearch')}
    </Button>
  );
}

function FineDetails({ fineKey }: { fineKey: FineKey }) {
  const { t } = useTranslation(['fines', 'common']);
  const navigate = useNavigate();
  // The fine is looked up again: its state may have changed since the search, and a shared link
  // must show the truth.
  const fine = useQuery(fineQueries.info(fineKey));
  const company = useQuery(companyQueries.config(fineKey.companyId));
  const payment = usePaymentHandoff();
  const paymentState = payment.state;
  // The Teya form asked for another amount than the fine shown: stopped, and said so here.
  const [amountMismatch, setAmountMismatch] = useState<AmountMismatchError | null>(null);
  const refetchFine = fine.refetch;

  useEffect(() => {
    if (paymentState.status !== 'failed' || paymentState.error instanceof AmountMismatchError) return;
    void navigate(startFailurePath(paymentState.error));
  }, [paymentState, navigate]);

  // Restored from the back/forward cache (Back after paying, past the gateway's page): the fine is
  // shown as it was before the payment. It is looked up again, and Pay waits for the answer, so a
  // paid fine is never offered for payment again from history.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setAmountMismatch(null);
      void refetchFine();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetchFine]);

  const title = t('details.title', { number: fineKey.fineNumber });
  const header = <FineHeader title={title} backTo={LOOKUP_PATH} backState={searchState(fineKey)} />;

  // The service check comes first: a company without VPADPK takes no fine payments at all.
  if (company.isSuccess && !hasFineService(company.data)) {
    return (
      <Box>
        {header}
        <StatusAlert severity="error" title={t('details.serviceDisabledTitle')}>
          {t('details.serviceDisabled')}
        </StatusAlert>
        <HomeButton variant="contained" />
      </Box>
    );
  }

  if (fine.isPending || company.isPending) {
    return (
      <Box>
        {header}
        <Box
          role="status"
          aria-live="polite"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}
        >
          <CircularProgress aria-hidden />
          <Typography>{t('details.loading')}</Typography>
        </Box>
      </Box>
    );
  }

  if (fine.isError || company.isError) {
    const retry = () => {
      if (fine.isError) void fine.refetch();
      if (company.isError) void company.refetch();
    };
    const offline = [fine.error, company.error].some((e) => e && toApiFailure(e).kind === 'offline');
    return (
      <Box>
        {header}
        <QueryErrorAlert onRetry={retry} retrying={fine.isFetching || company.isFetching}>
          {offline ? t('common:errors.offline') : t('common:errors.fetch')}
        </QueryErrorAlert>
        <NewSearchButton />
      </Box>
    );
  }

  const info = fine.data;
  if (info.code !== 0) {
    const kind = info.code === -2 ? 'paid' : info.code === -4 ? 'cancelled' : 'notFound';
    return (
      <Box>
        {header}
        <FineStatusBanner kind={kind} />
        <NewSearchButton />
      </Box>
    );
  }

  // One plate, shown and sent: the lookup's, which named the fine, or the server's when the link has
  // none, in the form plates are typed and sent (spaces, case, look-alikes folded).
  const serverPlate = normalisePlateInput(info.licensePlate ?? '');
  const plate = fineKey.licensePlate || serverPlate;
  if (fineKey.licensePlate && serverPlate && serverPlate !== fineKey.licensePlate) {
    // The server found the fine for another plate: paying it could pay someone else's fine, and
    // showing that plate would tell a stranger whose fine it is.
    return (
      <Box>
        {header}
        <StatusAlert severity="error" title={t('details.plateMismatchTitle')}>
          {t('details.plateMismatch', { plate: fineKey.licensePlate })}
        </StatusAlert>
        <NewSearchButton />
      </Box>
    );
  }

  const cityName = formatCityName(company.data.businessInfo?.city, t('cityKrk')) || t('common:notAvailable');
  const payable = typeof info.total === 'number' && info.total > 0;
  const redirecting = payment.busy;
  // A fine being looked up again may have been paid meanwhile: no payment until the answer is in.
  const checking = fine.isFetching;
  const shownCents = Math.round((info.total ?? 0) * 100);

  // Looked up once more at the tap: paid meanwhile (in another tab, on another phone) or now of
  // another amount, the page shows the fresh answer and no payment starts.
  const stillAsShown = async () => {
    const fresh = (await refetchFine({ throwOnError: true })).data;
    return (
      fresh?.code === 0 &&
      fresh.total === info.total &&
      fresh.paymentProvider === info.paymentProvider &&
      fresh.licensePlate === info.licensePlate
    );
  };

  const pay = () => {
    if (checking) return;
    setAmountMismatch(null);
    const body = {
      companyId: Number(fineKey.companyId),
      fineNumber: fineKey.fineNumber,
      licensePlate: plate,
    };
    switch (info.paymentProvider) {
      case 'WL':
        void payment.start(async () =>
          (await stillAsShown())
            ? worldlineHandoff((await initWorldlineFinePayment(body)).redirectUrl)
            : null,
        );
        return;
      case 'TY':
        void payment.start(async () => {
          if (!(await stillAsShown())) return null;
          const form = await initTeyaFinePayment(body);
          try {
            checkTeyaAmount(form, shownCents);
          } catch (error) {
            if (error instanceof AmountMismatchError) setAmountMismatch(error);
            throw error;
          }
          return teyaHandoff(form);
        });
        return;
      default:
        // A missing or unknown provider is a backend fault with no screen of its own: the browser's alert.
        window.alert('ERROR!');
    }
  };

  return (
    <Box>
      {header}
      <FineFacts
        rows={[
          [t('details.city'), cityName],
          [t('details.plate'), plate || t('common:notAvailable')],
          [t('details.date'), formatDateTime(info.date)],
          [t('details.amount'), formatMoney(info.total)],
        ]}
      />

      <Alert severity="warning" icon={<InfoIcon fontSize="inherit" />} role="note" sx={{ my: 2 }}>
        <AlertTitle>{t('details.importantTitle')}</AlertTitle>
        {t('details.importantNormal')}{' '}
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {t('details.importantBold')}
        </Box>
      </Alert>

      {amountMismatch ? (
        <StatusAlert severity="error">
          {t('details.amountMismatch', {
            charged: formatCents(amountMismatch.chargedCents),
            shown: formatCents(amountMismatch.shownCents),
          })}
        </StatusAlert>
      ) : null}

      {payable ? (
        <Button
          variant="contained"
          color="error"
          size="large"
          fullWidth
          onClick={pay}
          disabled={redirecting || checking}
          aria-busy={redirecting || checking}
          startIcon={redirecting ? <CircularProgress size={20} color="inherit" aria-hidden /> : null}
          sx={{ fontWeight: 700 }}
        >
          {t('details.pay', { amount: formatMoney(info.total) })}
        </Button>
      ) : (
        <Typography sx={{ my: 2 }}>{t('details.nothingToPay')}</Typography>
      )}
      <Box
        role="status"
        aria-live="polite"
        sx={redirecting ? { mt: 2, textAlign: 'center' } : visuallyHidden}
      >
        {redirecting ? t('details.redirecting') : ''}
        {payment.gatewayHost ? (
          <Box component="span" sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere' }}>
            {t('details.gatewayHost', { host: payment.gatewayHost })}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

function FineFacts({ rows }: { rows: [string, ReactNode][] }) {
  // Each value beside its label, or below it where both do not fit (a small phone with large
  // text), as the payment summary's rows (src/components/detail-row.tsx, not shared: a chunk more
  // for this route): a grid's column of labels left the values no room there.
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1.5 }}>
      {rows.map(([label, value]) => (
        <Box
          key={label}
          sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}
        >
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', flexGrow: 1 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
