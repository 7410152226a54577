import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zoneQueries } from '@/api/queries';
import type { FooterData } from '@/api/schemas/sms';
import { StatusAlert } from '@/components/status-alert';
import { formatCityName } from '@/lib/format';
import { useZoneCode } from '@/stores/session-store';

const MAX_HEIGHT = 150;

function isEmpty(data: FooterData | null | undefined): boolean {
  return !data || Object.values(data).every((v) => v === null || v === undefined || String(v).trim() === '');
}

/** The operating company of the stored zone, at the foot of most pages (spec section 2). */
export function CompanyFooter() {
  const zoneCode = useZoneCode();
  if (!zoneCode) return null;
  return <CompanyFooterContent zoneCode={zoneCode} />;
}

function CompanyFooterContent({ zoneCode }: { zoneCode: string }) {
  const { t } = useTranslation(['zone', 'common']);
  const footer = useQuery(zoneQueries.footer(zoneCode));
  const na = t('common:notAvailable');

  return (
    <Box
      component="footer"
      aria-label={t('zone:footer.label')}
      sx={{ bgcolor: '#F5F5F5', color: '#212121', px: 2, py: 1.5, maxHeight: MAX_HEIGHT, overflowY: 'auto' }}
    >
      <Box sx={{ maxWidth: 600, mx: 'auto' }}>
        {footer.isPending ? (
          <Skeleton variant="rounded" height={88} aria-label={t('common:loading')} />
        ) : footer.isError ? (
          <StatusAlert severity="error" title={t('common:errors.title')}>
            {t('common:errors.fetch')}
          </StatusAlert>
        ) : isEmpty(footer.data) ? (
          <StatusAlert severity="warning">{t('zone:footer.noData')}</StatusAlert>
        ) : (
          <FooterDetails data={footer.data!} na={na} pinLabel={t('zone:footer.pin')} telLabel={t('zone:footer.tel')} />
        )}
      </Box>
    </Box>
  );
}

function FooterDetails({ data, na, pinLabel, telLabel }: { data: FooterData; na: string; pinLabel: string; telLabel: string }) {
  const place = [data.countryCode, data.postalNumber].filter(Boolean).join('-');
  return (
    <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', lineHeight: 1.5 }}>
      <Box component="strong" sx={{ display: 'block' }}>
        {data.companyName || na}
      </Box>
      {data.address || na}, {place || na} {formatCityName(data.city) || na}
      <br />
      {pinLabel}: {data.pin || na} · {telLabel}: {data.tel || na}
    </Typography>
  );
}
