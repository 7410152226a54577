import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { untrustedText } from '@/lib/untrusted-text';
import { StatusAlert } from './status-alert';

type Props = {
  texts: { title: string; text: string; checkAgain: string; orderReference: string };
  /** The order id from the address: shown capped as any such text (issue 23). */
  orderId: string;
  onCheckAgain: () => void;
  checking: boolean;
};

/**
 * A paid ticket's or fine's order that the bank has not confirmed after ten minutes of polling
 * (src/lib/use-order-polling.ts): "still processing", the order's reference, and "Check again".
 */
export function StillProcessingAlert({ texts, orderId, onCheckAgain, checking }: Props) {
  return (
    <StatusAlert
      severity="warning"
      title={texts.title}
      action={
        <Button color="inherit" size="small" onClick={onCheckAgain} disabled={checking}>
          {texts.checkAgain}
        </Button>
      }
    >
      {texts.text}
      <Box component="span" sx={{ display: 'block', mt: 1 }}>
        {texts.orderReference}:{' '}
        <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
          {untrustedText(orderId)}
        </Box>
      </Box>
    </StatusAlert>
  );
}
