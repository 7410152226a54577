import type { ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

type Props = {
  severity: AlertColor;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
};

/** An alert that screen readers announce: errors assertively, everything else politely. */
export function StatusAlert({ severity, title, children, action }: Props) {
  const urgent = severity === 'error';
  return (
    <Alert
      severity={severity}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      action={action}
      sx={{ my: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {children}
    </Alert>
  );
}
