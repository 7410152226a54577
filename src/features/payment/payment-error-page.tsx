import Box from '@mui/material/Box';
import type { AlertColor } from '@mui/material/Alert';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { QuotedMessage } from '@/components/quoted-message';
import { StatusAlert } from '@/components/status-alert';
import { recordField } from '@/lib/field-data/record';
import { quotedText } from '@/lib/quoted-text';
import { HomeButton } from '@/components/home-button';
import { knownMessageKey, shownMessage } from '@/api/payment-messages';

type Shown = { severity: AlertColor; text: string; quoted: string | null };

function parseStatus(value: string | null): number | null {
  return value && /^\d{3}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * `/payment-processing-error?status=&message=`: 409 already done, 404 not found, 401 refused,
 * anything else a generic error, each with the home button. The message comes from the
 * URL, where anyone can put words: a known server text is translated into the alert; anything else
 * is never the alert's own words but quoted below it, without long numbers or addresses
 * (docs/decisions/030-quoted-messages.md).
 */
export function PaymentErrorPage() {
  const { t } = useTranslation('payment');
  const [params] = useSearchParams();
  const status = parseStatus(params.get('status'));
  useEffect(() => recordField({ kind: 'payment-error', status }), [status]);
  const message = shownMessage(params.get('message'));
  const known = knownMessageKey(message);
  const translated = known ? t(`error.messages.${known}`) : null;

  const quoted = translated ? null : quotedText(message) || null;
  let shown: Shown;
  if (status === 409) {
    shown = { severity: 'info', text: t('error.alreadyRealized'), quoted: null };
  } else if (status === 404) {
    shown = { severity: 'warning', text: t('error.notFound'), quoted: null };
  } else if (status === 401) {
    // 'Transaction aborted.' and the other known texts are translated; anything else is quoted.
    shown = { severity: 'error', text: translated ?? t('error.unauthorized'), quoted };
  } else {
    shown = { severity: 'error', text: translated ?? t('error.generic'), quoted };
  }

  return (
    <Box>
      <PageHeading>{t('error.title')}</PageHeading>
      <StatusAlert severity={shown.severity}>{shown.text}</StatusAlert>
      {shown.quoted ? <QuotedMessage source={t('error.quotedFrom')} text={shown.quoted} /> : null}
      <Box sx={{ mt: 3 }}>
        <HomeButton />
      </Box>
    </Box>
  );
}
