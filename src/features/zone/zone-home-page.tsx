import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { companyQueries, hasFineService, zoneQueries } from '@/api/queries';
import { PageHeading } from '@/components/page-heading';
import { QueryErrorAlert } from '@/components/query-error-alert';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { YourTicketsSlot } from '@/pocket/your-tickets-slot';
import { formatCityName } from '@/lib/city-name';
import { ticketPath } from '@/lib/paths';
import { buyAgainPlate } from '@/pocket/buy-again';
import { linkedZoneCode } from '@/lib/zone-code';
import { useSessionActions } from '@/stores/session-store';
import { ZoneTile, ZoneTileSkeleton } from './zone-tile';
import { landingHost } from '@/boot/page-contract';

/** Whether a query has had its first outcome: its answer, or a first failure (not its retries). */
const firstOutcome = (query: { isPending: boolean; failureCount: number }) =>
  !query.isPending || query.failureCount > 0;

/**
 * `/?z={zone code}`: the zone's start page. Without `z` (or with an implausible one) it
 * redirects to /welcome, where a zone is chosen; links inside the app always carry `z`.
 */
export function ZoneHomePage() {
  const [params] = useSearchParams();
  const zoneCode = linkedZoneCode(params);
  if (!zoneCode) return <Navigate to="/welcome" replace />;
  // A new zone is a new page: no state of the previous zone may leak into it.
  return <ZoneHome key={zoneCode} zoneCode={zoneCode} />;
}

function ZoneHome({ zoneCode }: { zoneCode: string }) {
  const { t } = useTranslation(['zone', 'common']);
  const { zoneChosen, selectionReset, companyKnown, ticketTypeChosen, plateEntered } = useSessionActions();
  const location = useLocation();
  const plateToBuyAgain = buyAgainPlate(location.state);
  const tilesTitle = useId();

  useEffect(() => {
    zoneChosen(zoneCode);
    selectionReset();
  }, [zoneCode, zoneChosen, selectionReset]);

  // "Buy again" on a kept ticket: after the reset above, the plate goes into the selection, so the
  // ticket form opens with it. Also when the driver is already on this zone's home.
  useEffect(() => {
    if (plateToBuyAgain) plateEntered(plateToBuyAgain);
  }, [plateToBuyAgain, location.key, plateEntered]);

  const status = useQuery(zoneQueries.status(zoneCode));
  const zone = status.data;
  // A tile tapped: the zone's company goes into the session with the choice (`cid`, a key
  // docs/backend-contract.md fixes).
  const chosen = (ticketType?: 'daily' | 'hourly') => {
    if (zone) companyKnown(zone.cityId);
    if (ticketType) ticketTypeChosen(ticketType);
  };

  const cityId = zone?.cityId;
  const config = useQuery({ ...companyQueries.config(cityId ?? ''), enabled: cityId !== undefined });
  const showFineTile = hasFineService(config.data);
  // The footer's own query (one request for both): the company the driver is paying.
  const footer = useQuery(zoneQueries.footer(zoneCode));
  const company = footer.data?.companyName?.trim();
  // What goes under the tiles (the operator, the kept tickets) waits until they are final: the fine
  // tile comes with the city's services, a request later, and would push it down under a finger
  // about to tap "Remove". Final is each query's first outcome, as the route's loader has it: its
  // answer, or its first failure (offline, the kept tickets show at once, not after the retries).
  // The official address needs no data: it is drawn at once, above the tiles (docs/decisions/029).
  const tilesFinal = status.isSuccess ? firstOutcome(config) : firstOutcome(status);
  const belowFinal = tilesFinal && firstOutcome(footer);

  const noService = { text: t('zone:home.noService'), tone: 'warning' } as const;
  const fetchError = { text: t('common:errors.fetch'), tone: 'error' } as const;

  return (
    <Box>
      <Box component="section" aria-label={t('zone:home.zoneLabel')} sx={{ mb: 3 }}>
        <PageHeading>
          <Box
            component="span"
            sx={{ display: 'block', fontSize: '1rem', fontWeight: 500, color: '#424242' }}
          >
            {zone ? (
              <>
                {formatCityName(zone.city, t('zone:home.krkCity'))}
                <Box component="span" sx={visuallyHidden}>
                  ,{' '}
                </Box>
              </>
            ) : status.isPending ? (
              // sx, not the width prop: the landing is prerendered, and its markup carries no style attribute.
              <Skeleton sx={{ width: '40%' }} />
            ) : null}
          </Box>
          {zone ? zone.zone : zoneCode}
        </PageHeading>
      </Box>

      <Box
        component="section"
        aria-label={t('zone:home.official.label')}
        sx={{ mb: 3, color: '#424242', fontSize: '0.875rem', overflowWrap: 'anywhere', '& p': { m: 0 } }}
      >
        <p>{t('zone:home.official.address', { host: landingHost() })}</p>
      </Box>

      <Typography id={tilesTitle} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('zone:home.tilesLabel')}
      </Typography>

      {status.isError ? (
        <Box sx={{ mb: 2 }}>
          <QueryErrorAlert onRetry={() => void status.refetch()} retrying={status.isFetching}>
            {t('common:errors.fetch')}
          </QueryErrorAlert>
        </Box>
      ) : null}

      <Box
        component="ul"
        aria-labelledby={tilesTitle}
        aria-busy={status.isPending}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      >
        <Box component="li">
          {status.isPending ? (
            <ZoneTileSkeleton />
          ) : (
            <ZoneTile
              id="tile-daily"
              title={t('zone:home.daily')}
              hint={t('zone:home.dailyHint')}
              to={ticketPath('daily', zoneCode)}
              onChoose={() => chosen('daily')}
              unavailable={status.isError ? fetchError : zone?.hasDailyTicket ? null : noService}
            />
          )}
        </Box>
        <Box component="li">
          {status.isPending ? (
            <ZoneTileSkeleton />
          ) : (
            <ZoneTile
              id="tile-hourly"
              title={t('zone:home.hourly')}
              hint={t('zone:home.hourlyHint')}
              to={ticketPath('hourly', zoneCode)}
              onChoose={() => chosen('hourly')}
              unavailable={status.isError ? fetchError : zone?.hasHourlyTicket ? null : noService}
            />
          )}
        </Box>
        {showFineTile ? (
          <Box component="li">
            <ZoneTile
              id="tile-fine"
              title={t('zone:home.fine')}
              hint={t('zone:home.fineHint')}
              to="/parking-fine"
              onChoose={() => chosen()}
            />
          </Box>
        ) : null}
      </Box>

      {belowFinal && company ? (
        <Box
          component="p"
          sx={{ mt: 3, mb: 0, color: '#424242', fontSize: '0.875rem', overflowWrap: 'anywhere' }}
        >
          {t('zone:home.official.operator', { company })}
        </Box>
      ) : null}

      {belowFinal ? <YourTicketsSlot /> : null}
    </Box>
  );
}
