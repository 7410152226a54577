import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '@/components/icons';
import { BlockIcon, ErrorIcon } from './fine-icons';

/** The outcomes of a fine lookup the visitor is told about (spec: status banner types). */
export type FineBannerKind = 'notFound' | 'error' | 'paid' | 'cancelled';

const LOOK = {
  notFound: { severity: 'error', icon: <ErrorIcon fontSize="inherit" /> },
  error: { severity: 'error', icon: <ErrorIcon fontSize="inherit" /> },
  paid: { severity: 'success', icon: <CheckCircleIcon fontSize="inherit" /> },
  cancelled: { severity: 'info', icon: <BlockIcon fontSize="inherit" /> },
} as const;

// The spec wants the cancelled banner grey; MUI has no grey severity, so the info one is recoloured.
const GREY = {
  bgcolor: 'grey.200',
  color: 'grey.900',
  '& .MuiAlert-icon': { color: 'grey.800' },
} as const;

type Props = { kind: FineBannerKind; action?: ReactNode };

/**
 * A red, green or grey banner. Each kind also has its own icon and title, so the state does not
 * depend on colour; errors are announced at once, the others politely.
 */
export function FineStatusBanner({ kind, action }: Props) {
  const { t } = useTranslation('fines');
  const { severity, icon } = LOOK[kind];
  const urgent = severity === 'error';
  return (
    <Alert
      severity={severity}
      icon={icon}
      variant="standard"
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      action={action}
      data-banner={kind}
      sx={{
        my: 2,
        '& .MuiAlert-message': { overflowWrap: 'anywhere' },
        ...(kind === 'cancelled' ? GREY : {}),
      }}
    >
      <AlertTitle>{t(`status.${kind}Title`)}</AlertTitle>
      {t(`status.${kind}`)}
    </Alert>
  );
}
