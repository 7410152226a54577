import { useId, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { saveFile, ticketCalendarFileName } from '@/lib/download';
import { formatDateTime, parseZoneTime } from '@/lib/format';
import { calendarFile } from '@/pocket/calendar';
import { storeInvoice } from '@/pocket/kept-invoices';
import {
  forgetUnkeptInvoices,
  isInvoiceKept,
  isStillKept,
  isTicketKept,
  keepTicket,
  removeKeptTicket,
  type KeptTicket,
} from '@/pocket/kept-tickets';
import { BuyAgainButton } from './buy-again-button';
import { EventIcon, ShareIcon } from './pocket-icons';
import { zoneLabel, type TicketFacts } from './ticket-details';
import { focusRing } from '@/components/focus-ring';

type Props = { facts: TicketFacts; invoiceId: number | null };

/** The summary address as it is: it opens the same ticket on its own in a fresh browser. */
function useSummaryUrl(): string {
  const location = useLocation();
  return `${window.location.origin}${location.pathname}${location.search}`;
}

/** What a driver can do with the ticket on the summary: calendar, share, keep, buy again. */
export function TicketActions({ facts, invoiceId }: Props) {
  const { t } = useTranslation('pocket');
  const summaryUrl = useSummaryUrl();
  const start = parseZoneTime(facts.start);
  const end = parseZoneTime(facts.end);
  const zone = zoneLabel(facts) ?? facts.zoneCode ?? '';
  const [shareMessage, setShareMessage] = useState('');

  const addToCalendar = async () => {
    if (!start || !end) return;
    const ics = calendarFile({
      // `vpa-ticket-{number}` or `vpa-invoice-{id}`: the two number spaces never share an event.
      uid: `vpa-${facts.key}@${window.location.host}`,
      start,
      end,
      summary: t('calendar.summary', { zone, plate: facts.plate ?? '' }),
      description: t('calendar.description', { ticketNumber: facts.ticketNumber }),
      location: zone || null,
      url: summaryUrl,
      alarm: t('calendar.alarm'),
    });
    setShareMessage('');
    try {
      await saveFile(
        new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
        ticketCalendarFileName(facts.ticketNumber),
      );
    } catch {
      // A browser that refuses the download (an in-app browser, storage full): say so, never an
      // uncaught error.
      setShareMessage(t('calendar.failed'));
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(summaryUrl);
      setShareMessage(t('share.copied'));
    } catch {
      setShareMessage(t('share.copyFailed', { url: summaryUrl }));
    }
  };

  const share = async () => {
    setShareMessage('');
    const endText = formatDateTime(facts.end);
    const text =
      facts.plate && zone
        ? t('share.text', { zone, plate: facts.plate, end: endText })
        : t('share.textShort', { ticketNumber: facts.ticketNumber, end: endText });
    if (typeof navigator.share !== 'function') {
      await copyLink();
      return;
    }
    try {
      await navigator.share({
        title: t('share.title', { ticketNumber: facts.ticketNumber }),
        text,
        url: summaryUrl,
      });
    } catch (error) {
      // The driver closed the share sheet: nothing to say. Anything else: copy instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink();
    }
  };

  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      {/* Only with a known start: an event from "some time" to the end would be made up. */}
      {start && end ? (
        <Button variant="outlined" fullWidth startIcon={<EventIcon />} onClick={() => void addToCalendar()}>
          {t('actions.addToCalendar')}
        </Button>
      ) : null}
      <Button variant="outlined" fullWidth startIcon={<ShareIcon />} onClick={() => void share()}>
        {t('actions.share')}
      </Button>
      <Typography role="status" sx={{ overflowWrap: 'anywhere', '&:empty': { display: 'none' } }}>
        {shareMessage}
      </Typography>
      <BuyAgainButton ticket={facts} />
      {end ? <KeepOnPhone ticket={{ ...facts, end: facts.end ?? '', invoiceId }} /> : null}
    </Stack>
  );
}

/** Asks the browser to keep the site's storage under pressure; some may still clear it (best effort). */
function askToPersist(): void {
  try {
    void navigator.storage?.persist?.().catch(() => undefined);
  } catch {
    // Not offered here: the privacy policy says storage may be cleared.
  }
}

/**
 * "Keep this ticket on this phone": off until the driver turns it on. Kept, the ticket goes to
 * localStorage and its invoice PDF to Cache Storage (docs/decisions/017). What is said is what was
 * read back, so that nothing is promised that is not there: a ticket the browser would not store
 * is not called kept, and an invoice not stored (offline, not ready yet, storage refused) is named.
 */
function KeepOnPhone({ ticket }: { ticket: KeptTicket }) {
  const { t } = useTranslation('pocket');
  const hintId = useId();
  const [kept, setKept] = useState(() => isTicketKept(ticket.key));
  // Past its 7 days a ticket is pruned at the next start: keeping it would promise what is not kept.
  const [tooOld] = useState(() => !isStillKept(ticket, Date.now()));
  const [message, setMessage] = useState('');
  // Each toggle supersedes what an earlier one's invoice download would still say.
  const attempt = useRef(0);

  const toggle = (checked: boolean) => {
    const current = ++attempt.current;
    if (checked) {
      keepTicket(ticket);
      const stored = isTicketKept(ticket.key);
      setKept(stored);
      if (!stored) {
        setMessage(t('keep.notKeptStorage'));
        return;
      }
      askToPersist();
      setMessage(t('keep.kept'));
      // The oldest ticket, pushed out by the 51st, takes its invoice with it.
      void forgetUnkeptInvoices();
      const { invoiceId } = ticket;
      if (invoiceId === null) return;
      void storeInvoice(invoiceId, () => isInvoiceKept(invoiceId)).then((result) => {
        if (attempt.current !== current) return;
        if (result === 'failed') setMessage(t('keep.keptInvoiceLater'));
        else if (result === 'unavailable') setMessage(t('keep.keptInvoiceUnavailable'));
      });
    } else {
      removeKeptTicket(ticket.key);
      setKept(isTicketKept(ticket.key));
      void forgetUnkeptInvoices();
      setMessage(t('keep.notKept'));
    }
  };

  if (tooOld && !kept) {
    return (
      <Typography variant="body2" sx={{ pt: 1, color: 'text.secondary' }}>
        {t('keep.tooOld')}
      </Typography>
    );
  }

  return (
    <Box sx={{ pt: 1 }}>
      {/* The browser's own checkbox in its label, the whole line the target: MUI's Checkbox and
          FormControlLabel would bring the form fields' code (about 9 KiB) to the summary. */}
      <Box
        component="label"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 44, cursor: 'pointer' }}
      >
        <Box
          component="input"
          type="checkbox"
          checked={kept}
          onChange={(event: ChangeEvent<HTMLInputElement>) => toggle(event.target.checked)}
          aria-describedby={hintId}
          sx={{
            width: 22,
            height: 22,
            m: 0,
            flexShrink: 0,
            accentColor: (theme) => theme.palette.primary.main,
            // The focus ring of the app's other controls, not the browser's thin one.
            '&:focus-visible': focusRing,
          }}
        />
        <Typography component="span">{t('keep.label')}</Typography>
      </Box>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('keep.hint')}
      </Typography>
      <Typography role="status" variant="body2" sx={{ mt: 1, '&:empty': { display: 'none' } }}>
        {message}
      </Typography>
    </Box>
  );
}
