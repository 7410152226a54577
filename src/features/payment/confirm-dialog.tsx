import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PhoneMockup } from './phone-mockup';
import { PLATE_SX } from './plate-style';

type Props = {
  open: boolean;
  /** A payment is starting or the browser is leaving for the gateway. */
  busy: boolean;
  /** The host the browser is going to, once known: shown so the driver sees the bank's address. */
  gatewayHost?: string | null;
  validTo: string;
  /** The plate the ticket is bought for, shown large so that a wrong one is seen before paying. */
  plate: string;
  zone: string;
  onClose: () => void;
  onPay: () => void;
};

/**
 * The important message before paying: what a finished purchase looks like, so
 * the visitor knows to come back from the bank's app. Loaded on first use, and drawn closed once the
 * payment page is idle (`keepMounted`), so that Confirm only shows it: its content is memoised, and
 * opening it draws the dialog's frame, not what it says (docs/performance.md).
 */
export function ConfirmDialog({ open, busy, onClose, onPay, ...shown }: Props) {
  // The page's handlers change at each of its renders; the content keeps two that call the latest.
  const latest = useRef({ onClose, onPay });
  useLayoutEffect(() => {
    latest.current = { onClose, onPay };
  });
  const actions = useMemo(
    () => ({ close: () => latest.current.onClose(), pay: () => latest.current.onPay() }),
    [],
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-notice"
      fullWidth
      maxWidth="xs"
      scroll="body"
      keepMounted
      // Narrow phones: a 16 px margin instead of MUI's 32 px leaves room for the phone picture.
      slotProps={{ paper: { sx: PAPER_SX } }}
    >
      <ConfirmContent busy={busy} {...shown} {...actions} />
    </Dialog>
  );
}

const PAPER_SX = { mx: 2, width: 'calc(100% - 32px)' } as const;

type ContentProps = Omit<Props, 'open' | 'onClose' | 'onPay'> & { close: () => void; pay: () => void };

const ConfirmContent = memo(function ConfirmContent({
  busy,
  gatewayHost,
  validTo,
  plate,
  zone,
  close,
  pay,
}: ContentProps) {
  const { t } = useTranslation('payment');
  return (
    <>
      <DialogTitle id="confirm-dialog-title" component="h2">
        {t('confirmDialog.title')}
      </DialogTitle>
      <DialogContent>
        <Box
          sx={{ mb: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 1 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{t('confirmDialog.plateQuestion')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
            <Typography component="p" sx={PLATE_SX}>
              {plate}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {t('payment.zone')}: {zone}
            </Typography>
          </Box>
        </Box>
        <Typography id="confirm-dialog-notice">{t('confirmDialog.notice')}</Typography>
        <PhoneMockup validTo={validTo} label={t('confirmDialog.exampleLabel')} />
        <Box role="status" aria-live="polite" sx={{ minHeight: 24, textAlign: 'center' }}>
          {busy ? (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
                <CircularProgress size={20} aria-hidden />
                <Typography sx={{ fontWeight: 600 }}>{t('confirmDialog.redirecting')}</Typography>
              </Box>
              {gatewayHost ? (
                <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  {t('confirmDialog.gatewayHost', { host: gatewayHost })}
                </Typography>
              ) : null}
            </>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {t('confirmDialog.close')}
        </Button>
        <Button variant="contained" onClick={pay} disabled={busy} sx={{ minWidth: 120 }}>
          {t('confirmDialog.pay')}
        </Button>
      </DialogActions>
    </>
  );
});
