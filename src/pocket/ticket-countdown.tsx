import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { remainingUntil, useNow } from '@/pocket/countdown';

type Props = { end: Date; ticketNumber: string };

/**
 * "Active" badge and "1 h 12 min left", redrawn every 5 s. The time left is not a live region (it
 * would speak every tick); the status region below speaks once, when the ticket expires here.
 */
export function TicketCountdown({ end, ticketNumber }: Props) {
  const { t } = useTranslation('pocket');
  const remaining = remainingUntil(end, useNow());
  const [wasExpired, setWasExpired] = useState(remaining.expired);
  const [announcement, setAnnouncement] = useState('');
  if (remaining.expired !== wasExpired) {
    setWasExpired(remaining.expired);
    setAnnouncement(remaining.expired ? t('countdown.expiredNow', { ticketNumber }) : '');
  }

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      {/* A badge, not MUI's Chip: the same look for a fraction of its bytes. */}
      <Box
        component="span"
        sx={{
          px: 1.25,
          py: 0.25,
          borderRadius: 4,
          fontSize: '0.875rem',
          fontWeight: 600,
          bgcolor: remaining.expired ? '#E0E0E0' : '#1B5E20',
          color: remaining.expired ? '#212121' : '#FFFFFF',
        }}
      >
        {remaining.expired ? t('status.expired') : t('status.active')}
      </Box>
      {remaining.expired ? null : (
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {remaining.hours > 0
            ? t('countdown.hoursLeft', { hours: remaining.hours, minutes: remaining.minutes })
            : t('countdown.minutesLeft', { minutes: remaining.minutes })}
        </Typography>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
