import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { StatusAlert } from '@/components/status-alert';
import { homePath } from '@/lib/paths';
import { useZoneCode } from '@/stores/session-store';

/** Anyone can put text in the address; a page shows only a sentence of it. */
export const MAX_MESSAGE_LENGTH = 200;

// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/** Reads `m` as plain text: collapsed whitespace, control characters removed, length capped. */
export function messageFromQuery(value: string | null): string | null {
  if (!value) return null;
  const text = value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : text;
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
