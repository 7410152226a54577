import { useDeferredValue, useEffect } from 'react';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ticketQueries, zoneQueries } from '@/api/queries';
import { PageHeading } from '@/components/page-heading';
import { PageSkeleton } from '@/components/page-skeleton';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusAlert } from '@/components/status-alert';
import { homePath } from '@/lib/paths';
import type { TicketType } from '@/lib/ticket-type';
import { linkedZoneCode } from '@/lib/zone-code';
import { useSessionActions, useTicketType, useZoneCode } from '@/stores/session-store';
import { TicketForm } from './ticket-form';
import { readyTicketData } from './ticket-queries';
import { ZoneHeader, ZoneHeaderSkeleton } from './zone-header';

export function DailyPage() {
  return <TicketPage ticketType="daily" />;
}

export function HourlyPage() {
  return <TicketPage ticketType="hourly" />;
}

/** `/daily` and `/hourly`; the route, not the store, decides the ticket type. */
function TicketPage({ ticketType }: { ticketType: TicketType }) {
  const [params] = useSearchParams();
  const linkedZone = linkedZoneCode(params);
  const storedZone = useZoneCode();
  const storedType = useTicketType();
  useZoneLink(linkedZone, ticketType);
  const zoneCode = linkedZone ?? storedZone;
  if (!zoneCode) return <Navigate to="/welcome" replace />;
  if (!linkedZone && !storedType) return <Navigate to={homePath(zoneCode)} replace />;
  return <TicketScreen key={`${zoneCode}:${ticketType}`} zoneCode={zoneCode} ticketType={ticketType} />;
}

/**
 * `/hourly?z=RI-Z1` (lib/paths `ticketPath`): the link names its zone, so it opens this zone's form
 * even as a full page load with nothing stored (a tile of the painted QR landing tapped while the
 * app takes the page over). The page is drawn at once; the choice is stored as the zone home's tile
 * stores it, and the form stays where it is at its plain address, which is what Back and the
 * payment pages come back to. The form's fields, which start from the stored choice, are drawn
 * after this effect has run: their data is deferred (`TicketScreen`), and React runs a commit's
 * effects before it renders again.
 */
function useZoneLink(zoneCode: string | null, ticketType: TicketType) {
  const { zoneLinkFollowed } = useSessionActions();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  useEffect(() => {
    if (!zoneCode) return;
    zoneLinkFollowed(zoneCode, ticketType);
    void navigate(`/${ticketType}`, { replace: true, state });
  }, [zoneCode, ticketType, zoneLinkFollowed, navigate, state]);
}

function TicketScreen({ zoneCode, ticketType }: { zoneCode: string; ticketType: TicketType }) {
  const { t } = useTranslation(['ticket', 'common']);
  const query = useQuery(ticketQueries.data(zoneCode, ticketType));
  // The form is the heaviest render of the page: drawn as a transition of its own, after the page
  // around it (and the footer) has been committed and painted, even when the data is already
  // there at the first render: two shorter tasks instead of one, less blocking time on a slow phone.
  const data = useDeferredValue(query.data ?? null, null);
  const ready = data ? readyTicketData(data) : null;
  // Without ticket data the zone's name comes from its status (cached from the zone home; asked
  // again after a reload), only then.
  const status = useQuery({ ...zoneQueries.status(zoneCode), enabled: query.isError });

  const heading = <PageHeading sx={{ mb: 1 }}>{t(`title.${ticketType}`)}</PageHeading>;

  if (query.isPending || (query.data && !data)) {
    return (
      <Box>
        <ZoneHeaderSkeleton />
        {heading}
        <PageSkeleton header={false} rows={ticketType === 'hourly' ? 3 : 2} />
      </Box>
    );
  }

  // Without ticket data the header still offers the way back, in the fallback colour.
  const header = (
    <ZoneHeader
      zoneCode={zoneCode}
      city={data?.citySystem?.city ?? null}
      zoneName={data?.zone?.name ?? status.data?.zone ?? zoneCode}
      color={data?.zone?.color}
    />
  );

  if (query.isError) {
    return (
      <Box>
        {header}
        {heading}
        <QueryErrorAlert onRetry={() => void query.refetch()} retrying={query.isFetching}>
          {t('common:errors.fetch')}
        </QueryErrorAlert>
      </Box>
    );
  }

  if (!ready) {
    return (
      <Box>
        {header}
        {heading}
        <StatusAlert severity="warning" title={t('common:errors.noDataTitle')}>
          {t('common:errors.noData')}
        </StatusAlert>
      </Box>
    );
  }

  return (
    <Box>
      {header}
      {heading}
      <TicketForm zoneCode={zoneCode} ticketType={ticketType} data={ready} />
    </Box>
  );
}
