import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { DownloadIcon } from './icons';

type Props = {
  label: string;
  busyLabel: string;
  /** A longer name for screen readers where several such buttons share a page; starts with `label`. */
  accessibleLabel?: string;
  /** Fetches the file and saves it; a rejection is reported through onError. */
  onDownload: () => Promise<void>;
  onError?: (error: unknown) => void;
};

/** A download that shows a spinner while the file is fetched and cannot run twice at once. */
export function DownloadButton({ label, busyLabel, accessibleLabel, onDownload, onError }: Props) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onDownload();
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      fullWidth
      onClick={run}
      aria-busy={busy}
      aria-label={busy ? undefined : accessibleLabel}
      startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : <DownloadIcon />}
    >
      {busy ? busyLabel : label}
    </Button>
  );
}
