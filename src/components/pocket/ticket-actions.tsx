import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { saveFile, ticketCalendarFileName } from '@/lib/download';
import { parseZoneTime } from '@/lib/format';
import { calendarFile } from '@/lib/pocket/calendar';
import { EventIcon } from './pocket-icons';
import { zoneLabel, type TicketFacts } from './ticket-details';

type Props = { facts: TicketFacts; zoneCode: string | null };

/** The summary address as it is: it opens the same ticket on its own in a fresh browser. */
function useSummaryUrl(): string {
  const location = useLocation();
  return `${window.location.origin}${location.pathname}${location.search}`;
}

/** What a driver can do with the ticket on the summary: calendar, share, keep, buy again. */
export function TicketActions({ facts, zoneCode }: Props) {
  const { t } = useTranslation('pocket');
  const summaryUrl = useSummaryUrl();
  const start = parseZoneTime(facts.start);
  const end = parseZoneTime(facts.end);
  const zone = zoneLabel(facts) ?? zoneCode ?? '';

  const addToCalendar = async () => {
    if (!start || !end) return;
    const ics = calendarFile({
      uid: `vpa-ticket-${facts.ticketNumber}@${window.location.host}`,
      start,
      end,
      summary: t('calendar.summary', { zone, plate: facts.plate ?? '' }),
      description: t('calendar.description', { ticketNumber: facts.ticketNumber }),
      location: zone || null,
      url: summaryUrl,
      alarm: t('calendar.alarm'),
    });
    await saveFile(
      new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
      ticketCalendarFileName(facts.ticketNumber),
    );
  };

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {/* Only with a known start: an event from "some time" to the end would be made up. */}
      {start && end ? (
        <Button variant="outlined" fullWidth startIcon={<EventIcon />} onClick={() => void addToCalendar()}>
          {t('actions.addToCalendar')}
        </Button>
      ) : null}
    </Stack>
  );
}
