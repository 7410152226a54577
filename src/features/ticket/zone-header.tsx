import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowBackIcon } from '@/components/icons';
import { formatCityName } from '@/lib/city-name';
import { homePath } from '@/lib/paths';
import { FALLBACK_HEADER_COLOR, zoneColors } from '@/lib/zone-color';

export const ZONE_HEADER_HEIGHT = 72;

type Props = { zoneCode: string; city: string | null; zoneName: string; color: string | null | undefined };

/** The zone banner of the ticket pages: zone colour, city and zone, a way back to the zone home. */
export function ZoneHeader({ zoneCode, city, zoneName, color }: Props) {
  const { t } = useTranslation('ticket');
  // Inline style: the colour comes from the server, one generated class per zone buys nothing.
  const { background, text } = zoneColors(color, FALLBACK_HEADER_COLOR);
  const cityName = formatCityName(city, t('zoneHeader.krkCity'));
  return (
    <Box
      component="section"
      aria-label={t('zoneHeader.label')}
      style={{ backgroundColor: background, color: text }}
      sx={{
        minHeight: ZONE_HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 1,
        mb: 2,
        borderRadius: 2,
        // The three light zone colours (white above all) need an edge against the page.
        border: '1px solid rgba(0, 0, 0, 0.12)',
      }}
    >
      <IconButton component={Link} to={homePath(zoneCode)} color="inherit" aria-label={t('zoneHeader.back')}>
        <ArrowBackIcon />
      </IconButton>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {cityName ? (
          <Box component="p" sx={{ m: 0, fontSize: '0.9375rem', fontWeight: 500 }}>
            {cityName}
          </Box>
        ) : null}
        <Box component="p" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.3 }}>
          {zoneName}
        </Box>
      </Box>
    </Box>
  );
}

export function ZoneHeaderSkeleton() {
  return <Skeleton variant="rounded" height={ZONE_HEADER_HEIGHT} sx={{ mb: 2, borderRadius: 2 }} />;
}
