import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { ReactNode } from 'react';

/** The invalid-form toast disappears after 3 seconds, the product's fixed duration. */
export const TOAST_DURATION_MS = 3000;

export type FormToastProps = {
  open: boolean;
  onClose: () => void;
  /** Pixels between the toast and the bottom of the screen on a phone (above a sticky bar). */
  bottom?: number;
  children: ReactNode;
};

/**
 * The warning toast of a form submitted with invalid fields. Loaded on its own chunk (with the
 * snackbar and its transitions) through `useFormToast`, never with the form.
 */
export function FormToast({ open, onClose, bottom, children }: FormToastProps) {
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    // The toast is there for its 3 seconds; a tap elsewhere does not cut it short.
    if (reason === 'clickaway') return;
    onClose();
  };
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={bottom === undefined ? undefined : { bottom: { xs: bottom, sm: bottom + 8 } }}
    >
      {/* Standard variant: the filled orange fails AA contrast with white text. */}
      <Alert severity="warning" sx={{ width: '100%', boxShadow: 3, border: '1px solid #E65100' }}>
        {children}
      </Alert>
    </Snackbar>
  );
}
