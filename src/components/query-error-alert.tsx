import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { StatusAlert } from './status-alert';

type Props = {
  /** What went wrong, in the screen's words (offline, a known message of the server ...). */
  children: ReactNode;
  /** The screen's own title; "Error!" by default. */
  title?: ReactNode;
  /** Asks for the data again; without it (an address that cannot be right) there is no button. */
  onRetry?: () => void;
  /** While the data is asked for again: the button waits and cannot be pressed twice. */
  retrying?: boolean;
};

/**
 * The one way every screen says that its data did not arrive: an alert read out at once,
 * with "Try again" inside it. The button stays in place while the data is asked for again, so
 * focus is not lost.
 */
export function QueryErrorAlert({ children, title, onRetry, retrying = false }: Props) {
  const { t } = useTranslation('common');
  return (
    <StatusAlert
      severity="error"
      title={title ?? t('errors.title')}
      action={
        onRetry ? (
          <Button color="inherit" size="small" loading={retrying} onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : null
      }
    >
      {children}
    </StatusAlert>
  );
}
