import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { QuotedMessage } from '@/components/quoted-message';
import { StatusAlert } from '@/components/status-alert';
import { homePath } from '@/lib/paths';
import { quotedText } from '@/lib/quoted-text';
import { useZoneCode } from '@/stores/session-store';

/** Anyone can put text in the address; a page shows only a sentence of it. */
export const MAX_MESSAGE_LENGTH = 200;

/**
 * Reads `m` as words to quote (src/lib/quoted-text): one line of plain text, no direction controls
 * or invisible characters, no long numbers or addresses, length capped; null when nothing is left.
 */
export function messageFromQuery(value: string | null): string | null {
  return quotedText(value, MAX_MESSAGE_LENGTH) || null;
}

/**
 * /error?m=: anyone can put words in the address, so the alert says only the portal's own; the
 * message is quoted below it as what it is (docs/decisions/030-quoted-messages.md).
 */
export function ErrorMessagePage() {
  const { t } = useTranslation(['welcome', 'common']);
  const [params] = useSearchParams();
  const zoneCode = useZoneCode();
  const message = messageFromQuery(params.get('m'));
  return (
    <Box>
      <PageHeading>{t('welcome:errorPage.title')}</PageHeading>
      <StatusAlert severity="error">{t('common:errors.generic')}</StatusAlert>
      {message ? <QuotedMessage source={t('welcome:errorPage.quotedFrom')} text={message} /> : null}
      <Button component={Link} to={homePath(zoneCode)} variant="contained" fullWidth>
        {t('common:actions.home')}
      </Button>
    </Box>
  );
}
