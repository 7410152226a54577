import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { untrustedText } from '@/lib/untrusted-text';
import { StatusAlert } from './status-alert';

type Props = {
  /** Where the page's texts are: `stillProcessingTitle`, `stillProcessing`, `checkAgain`, `orderReference`. */
  texts: 'fines:summary' | 'payment:ticketSummary';
  /** The order id from the address, where anyone can write: shown capped and cleaned (docs/decisions/019). */
  orderId: string;
  onCheckAgain: () => void;
  checking: boolean;
};

/**
 * A paid ticket's or fine's order that the bank has not confirmed after ten minutes of polling
 * (src/lib/use-order-polling.ts): "still processing", the order's reference, and "Check again".
 */
export function StillProcessingAlert({ texts, orderId, onCheckAgain, checking }: Props) {
  const { t } = useTranslation(['fines', 'payment']);
  return (
    <StatusAlert
      severity="warning"
      title={t(`${texts}.stillProcessingTitle`)}
      action={
        <Button color="inherit" size="small" onClick={onCheckAgain} disabled={checking}>
          {t(`${texts}.checkAgain`)}
        </Button>
      }
    >
      {t(`${texts}.stillProcessing`)}
      <Box component="span" sx={{ display: 'block', mt: 1 }}>
        {t(`${texts}.orderReference`)}:{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {untrustedText(orderId)}
        </Box>
      </Box>
    </StatusAlert>
  );
}
