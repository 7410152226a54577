import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '@/components/detail-row';
import { formatCityName } from '@/lib/city-name';
import { formatDateTime, parseZoneTime } from '@/lib/format';
import type { KeptTicket } from '@/pocket/kept-tickets';
import { TicketCountdown } from './ticket-countdown';

/** What is known of a ticket; anything null is left out rather than guessed. */
export type TicketFacts = Omit<KeptTicket, 'end' | 'invoiceId'> & { end: string | null };

/** "Zona 1, Rijeka", or whichever of the two is known. */
export function zoneLabel(facts: Pick<TicketFacts, 'zoneName' | 'city'>): string | null {
  const parts = [facts.zoneName, formatCityName(facts.city)].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Countdown and the ticket's facts as a description list (the card and the kept tickets share it);
 * the ticket number is in the heading each of them gives it.
 */
export function TicketDetails({ facts }: { facts: TicketFacts }) {
  const { t } = useTranslation('pocket');
  const end = parseZoneTime(facts.end);
  const zone = zoneLabel(facts);
  return (
    <>
      {end ? <TicketCountdown end={end} ticketNumber={facts.ticketNumber} /> : null}
      <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
        {facts.plate ? <DetailRow label={t('card.plate')}>{facts.plate}</DetailRow> : null}
        {zone ? <DetailRow label={t('card.zone')}>{zone}</DetailRow> : null}
        {facts.start ? <DetailRow label={t('card.start')}>{formatDateTime(facts.start)}</DetailRow> : null}
        {end ? <DetailRow label={t('card.end')}>{formatDateTime(facts.end)}</DetailRow> : null}
      </Box>
    </>
  );
}
