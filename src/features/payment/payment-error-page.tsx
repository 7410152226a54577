import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AlertColor } from '@mui/material/Alert';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { StatusAlert } from '@/components/status-alert';
import { recordField } from '@/lib/field-data/record';
import { HomeButton } from '@/components/home-button';
import { knownMessageKey, shownMessage } from './payment-messages';

type Shown = { severity: AlertColor; text: string; detail: string | null };

function parseStatus(value: string | null): number | null {
  return value && /^\d{3}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * `/payment-processing-error?status=&message=` (spec sections 2 and 8). The message comes from the
 * URL: it is matched against the known server texts, otherwise shown as plain, capped text.
 */
export function PaymentErrorPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const status = parseStatus(params.get('status'));
  useEffect(() => recordField({ kind: 'payment-error', status }), [status]);
  const message = shownMessage(params.get('message'));
  const known = knownMessageKey(message);
  const translated = known ? t(`error.messages.${known}`) : null;

  let shown: Shown;
  if (status === 409) {
    shown = { severity: 'info', text: t('error.alreadyRealized'), detail: null };
  } else if (status === 404) {
    shown = { severity: 'warning', text: t('error.notFound'), detail: null };
  } else if (status === 401) {
    // 'Transaction aborted.' and the other known texts are translated; anything else is the server's own words.
    shown = { severity: 'error', text: translated ?? (message || t('error.unauthorized')), detail: null };
  } else {
    shown = {
      severity: 'error',
      text: translated ?? t('error.generic'),
      detail: translated ? null : message || null,
    };
  }

  return (
    <Box>
      <PageHeading>{t('error.title')}</PageHeading>
      <StatusAlert severity={shown.severity}>
        {shown.text}
        {shown.detail ? (
          <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
            {shown.detail}
          </Typography>
        ) : null}
      </StatusAlert>
      <Box sx={{ mt: 3 }}>
        <HomeButton />
      </Box>
    </Box>
  );
}
