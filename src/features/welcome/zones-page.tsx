import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ZoneListEntry } from '@/api/schemas/sms';
import { PageSkeleton } from '@/components/page-skeleton';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusAlert } from '@/components/status-alert';
import { formatCityName } from '@/lib/city-name';
import { homePath } from '@/lib/paths';
import { untrustedText } from '@/lib/untrusted-text';
import { DEFAULT_LIST_COLOR, zoneColors } from '@/lib/zone-color';
import { useSessionActions } from '@/stores/session-store';
import { LinkList, LinkListItem } from './link-list';
import { WelcomeHeader } from './welcome-header';
import { useCompanyFooterSlot, WelcomePageFooter } from './welcome-outlet';
import { welcomeQueries } from './welcome-queries';

const CITY_ID = /^\d{1,12}$/;
// Zone names often carry the word already ("Zona 1"); 'Zone Zona 1' would say it twice.
const NAMED_AS_ZONE = /^(zona|zone|zon)\b/i;

/** /welcome/zones/{cityId}: the zones of one city, each in its own colour. */
export function ZonesPage() {
  const { cityId = '' } = useParams();
  const valid = CITY_ID.test(cityId);
  const { t } = useTranslation(['welcome', 'common']);
  const zones = useQuery({ ...welcomeQueries.zones(cityId), enabled: valid });
  // Only for the heading: usually already cached from the city list.
  const cities = useQuery({ ...welcomeQueries.cities(), enabled: valid });
  const footer = useCompanyFooterSlot();

  const city = cities.data?.find((entry) => String(entry.id) === cityId);
  const cityName = city ? formatCityName(city.city, t('welcome:cities.krk')) : '';
  const title = cityName ? t('welcome:zones.title', { city: cityName }) : t('welcome:zones.titleNoCity');
  const header = <WelcomeHeader title={title} backTo="/welcome/cities" backLabel={t('welcome:zones.back')} />;

  if (!valid || zones.isError) {
    return (
      <Box>
        {header}
        <QueryErrorAlert onRetry={valid ? () => void zones.refetch() : undefined}>
          {t('common:errors.generic')}
        </QueryErrorAlert>
        <Button component={Link} to="/welcome/cities" variant="outlined" fullWidth>
          {t('welcome:zones.back')}
        </Button>
      </Box>
    );
  }

  // The heading waits for the city name as well, so it does not change under the reader.
  if (zones.isPending || cities.isPending) {
    return <PageSkeleton rows={4} rowHeight={52} />;
  }

  return (
    <Box>
      {header}
      {zones.data.length === 0 ? (
        <StatusAlert severity="warning">{t('welcome:zones.empty')}</StatusAlert>
      ) : (
        <>
          <ZoneList zones={zones.data} />
          {/* All zones of a city belong to one company: any zone code finds its footer. */}
          {footer ? <WelcomePageFooter>{footer(zones.data[0].code)}</WelcomePageFooter> : null}
        </>
      )}
    </Box>
  );
}

function ZoneList({ zones }: { zones: ZoneListEntry[] }) {
  const { t } = useTranslation('welcome');
  const { zoneChosen } = useSessionActions();
  return (
    <LinkList label={t('zones.listLabel')}>
      {zones.map((zone) => {
        // The code is kept as sent (it goes back to the server), so it is made safe where it is shown.
        const name = zone.name.trim() || untrustedText(zone.code);
        return (
          <LinkListItem
            key={zone.code}
            to={homePath(zone.code)}
            onClick={() => zoneChosen(zone.code)}
            colors={zoneColors(zone.color, DEFAULT_LIST_COLOR)}
          >
            {NAMED_AS_ZONE.test(name) ? name : t('zones.zone', { name })}
          </LinkListItem>
        );
      })}
    </LinkList>
  );
}
