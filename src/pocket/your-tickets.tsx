import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '@/components/download-button';
import { StatusAlert } from '@/components/status-alert';
import { parseZoneTime } from '@/lib/format';
import { useNow } from '@/pocket/countdown';
import { downloadTicketInvoice, storeMissingInvoice } from '@/pocket/kept-invoices';
import {
  forgetEverythingKept,
  forgetUnkeptInvoices,
  isInvoiceKept,
  isStillKept,
  pruneKeptTickets,
  removeKeptTicket,
  useKeptTickets,
  type KeptTicket,
} from '@/pocket/kept-tickets';
import { BuyAgainButton } from './buy-again-button';
import { DeleteIcon } from './pocket-icons';
import { TicketDetails } from './ticket-details';

function endTime(ticket: KeptTicket): number {
  return parseZoneTime(ticket.end)?.getTime() ?? 0;
}

/** Active tickets first, the one ending soonest on top; then the expired ones, latest first. */
function ordered(tickets: readonly KeptTicket[], now: number): KeptTicket[] {
  const active = tickets.filter((t) => endTime(t) > now).sort((a, b) => endTime(a) - endTime(b));
  const expired = tickets.filter((t) => endTime(t) <= now).sort((a, b) => endTime(b) - endTime(a));
  return [...active, ...expired];
}

/**
 * "Your tickets": the tickets kept on this phone (docs/decisions/017), on the zone home and
 * /welcome. Loaded only when something is stored (./your-tickets-slot.tsx).
 */
export function YourTickets() {
  const { t } = useTranslation('pocket');
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useNow();
  const tickets = ordered(
    useKeptTickets().filter((ticket) => isStillKept(ticket, now)),
    now,
  );

  useEffect(() => {
    // Once shown, the invoices no kept ticket refers to go (as at every start, where removed
    // plates and old purchases go too: src/pocket/prune-kept.ts).
    void forgetUnkeptInvoices();
  }, []);

  useEffect(() => {
    // Past their 7 days, tickets and their invoices leave the phone, also while the list is open.
    if (pruneKeptTickets(now).length > 0) void forgetUnkeptInvoices(now);
  }, [now]);

  useStoreMissingInvoices(tickets);

  const remove = (ticket: KeptTicket) => {
    removeKeptTicket(ticket.key);
    void forgetUnkeptInvoices();
    headingRef.current?.focus();
  };

  const removeAll = () => {
    void forgetEverythingKept();
    // The list is gone with its buttons: the page's heading takes the focus.
    document.querySelector<HTMLElement>('main h1')?.focus();
  };

  if (tickets.length === 0) return null;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 4 }}>
      <Typography
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        component="h2"
        variant="h6"
        sx={{ '&:focus': { outline: 'none' }, '&:focus-visible': { outline: '2px solid currentColor' } }}
      >
        {t('list.heading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('list.hint')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 2 }}>
        {tickets.map((ticket) => (
          <KeptTicketItem key={ticket.key} ticket={ticket} onRemove={() => remove(ticket)} />
        ))}
      </Box>
      <Button variant="text" color="error" onClick={removeAll} sx={{ mt: 1.5, minHeight: 44 }}>
        {t('list.removeAll')}
      </Button>
    </Box>
  );
}

/**
 * Online, the invoices not stored yet (the ticket was kept offline, or before the invoice was
 * ready) are fetched and stored; again whenever the phone comes back online, so the proof is there.
 */
function useStoreMissingInvoices(tickets: readonly KeptTicket[]): void {
  const idsKey = [
    ...new Set(tickets.flatMap((ticket) => (ticket.invoiceId === null ? [] : [ticket.invoiceId]))),
  ].join(',');
  useEffect(() => {
    const wanted = idsKey === '' ? [] : idsKey.split(',').map(Number);
    const storeMissing = () => {
      if (!navigator.onLine) return;
      for (const id of wanted) void storeMissingInvoice(id, () => isInvoiceKept(id));
    };
    storeMissing();
    window.addEventListener('online', storeMissing);
    return () => window.removeEventListener('online', storeMissing);
  }, [idsKey]);
}

function KeptTicketItem({ ticket, onRemove }: { ticket: KeptTicket; onRemove: () => void }) {
  const { t } = useTranslation('pocket');
  const titleId = useId();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const { invoiceId } = ticket;
  const name = { ticketNumber: ticket.ticketNumber };

  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
        {t('card.heading', name)}
      </Typography>
      <TicketDetails facts={ticket} />
      {downloadFailed ? <StatusAlert severity="error">{t('list.downloadFailed')}</StatusAlert> : null}
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        <BuyAgainButton ticket={ticket} accessibleLabel={t('list.buyAgainOf', name)} />
        {invoiceId !== null ? (
          <DownloadButton
            label={t('list.downloadInvoice')}
            busyLabel={t('list.downloading')}
            accessibleLabel={t('list.downloadInvoiceOf', name)}
            onDownload={async () => {
              setDownloadFailed(false);
              await downloadTicketInvoice(invoiceId, ticket.ticketNumber);
            }}
            onError={() => setDownloadFailed(true)}
          />
        ) : null}
        <Button
          variant="outlined"
          color="error"
          fullWidth
          startIcon={<DeleteIcon />}
          aria-label={t('list.removeOne', name)}
          onClick={onRemove}
        >
          {t('list.remove')}
        </Button>
      </Stack>
    </Box>
  );
}
