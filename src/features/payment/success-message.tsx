import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '@/components/icons';
import { formatDate, formatTime } from '@/lib/format';

type Props = {
  /** The ticket number, or a placeholder shape in the confirm dialog's example picture. */
  ticketNumber: ReactNode;
  validTo: string | null | undefined;
  /** Smaller type for the phone mock-up. */
  compact?: boolean;
};

/**
 * The words a successful purchase ends with. The confirm dialog shows the same block inside its
 * phone picture, so "finishes as shown in the example" matches what the visitor will see.
 */
export function SuccessMessage({ ticketNumber, validTo, compact = false }: Props) {
  const { t } = useTranslation('payment');
  return (
    <Box sx={{ display: 'grid', gap: compact ? 0.75 : 1.5, textAlign: 'center', justifyItems: 'center' }}>
      <CheckCircleIcon color="success" aria-hidden sx={{ fontSize: compact ? 32 : 56 }} />
      <Typography component="p" sx={{ fontSize: compact ? '0.8rem' : '1.05rem' }}>
        {t('success.boughtTicket')}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontSize: compact ? '1.1rem' : '2rem',
          fontWeight: 700,
          lineHeight: 1.2,
          overflowWrap: 'anywhere',
        }}
      >
        {ticketNumber}
      </Typography>
      <Typography component="p" sx={{ fontSize: compact ? '0.8rem' : '1rem' }}>
        {t('success.thanks')}
      </Typography>
      <Typography component="p" sx={{ fontSize: compact ? '0.8rem' : '1rem' }}>
        {t('success.validUntil')}{' '}
        {/* The date and the time each on one line; between them a line may break (a small phone
            with large text). */}
        <strong>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(validTo)}
          </Box>{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {t('success.time', { time: formatTime(validTo) })}
          </Box>
        </strong>
      </Typography>
    </Box>
  );
}
