import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { StatusAlert } from '@/components/status-alert';
import { homePath } from '@/lib/paths';
import { untrustedText } from '@/lib/untrusted-text';
import { useZoneCode } from '@/stores/session-store';

/** Anyone can put text in the address; a page shows only a sentence of it. */
export const MAX_MESSAGE_LENGTH = 200;

/**
 * Reads `m` as plain text (src/lib/untrusted-text): one line, no direction controls or invisible
 * characters, length capped; null when nothing is left.
 */
export function messageFromQuery(value: string | null): string | null {
  return untrustedText(value, MAX_MESSAGE_LENGTH) || null;
}

/** /error?m=: a message handed over in the address, shown as text (never as HTML). */
export function ErrorMessagePage() {
  const { t } = useTranslation(['welcome', 'common']);
  const [params] = useSearchParams();
  const zoneCode = useZoneCode();
  const message = messageFromQuery(params.get('m'));
  return (
    <Box>
      <PageHeading>{t('welcome:errorPage.title')}</PageHeading>
      {/* React renders the message as a text node: markup in it stays visible text. */}
      <StatusAlert severity="error">{message ?? t('common:errors.generic')}</StatusAlert>
      <Button component={Link} to={homePath(zoneCode)} variant="contained" fullWidth>
        {t('common:actions.home')}
      </Button>
    </Box>
  );
}
