import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TicketDetails, type TicketFacts } from './ticket-details';

type Props = { facts: TicketFacts; children?: ReactNode };

/** The ticket as a card: number, plate, zone, start, end and the live countdown; actions below. */
export function TicketCard({ facts, children }: Props) {
  const { t } = useTranslation('pocket');
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('card.heading', { ticketNumber: facts.ticketNumber })}
      </Typography>
      <TicketDetails facts={facts} />
      {children}
    </Box>
  );
}
