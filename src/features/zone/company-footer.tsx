import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zoneQueries } from '@/api/queries';
import type { FooterData } from '@/api/schemas/sms';
import { AccessibilityLink } from '@/components/accessibility-link';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusAlert } from '@/components/status-alert';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { present, telHref } from '@/lib/contact-links';
import { formatCityName } from '@/lib/city-name';
import { useZoneCode } from '@/stores/session-store';

/**
 * The footer's maximum height: it never grows past 150 px. It is that tall in every state, so
 * that its details replacing its skeleton at the foot of a screen move nothing above them.
 */
export const FOOTER_MAX_HEIGHT = 150;
const SKELETON_HEIGHT = 72;

type Props = {
  /** The zone whose company is shown; the stored zone when left out. */
  zoneCode?: string | null;
};

function isEmpty(data: FooterData | null | undefined): data is null | undefined {
  return !data || Object.values(data).every((v) => v === null || v === undefined || String(v).trim() === '');
}

/**
 * The operating company of a zone, at the foot of most pages (the route record's `footer`).
 * Nothing is fetched, and nothing shown, without a zone code.
 */
export function CompanyFooter({ zoneCode: given }: Props) {
  const stored = useZoneCode();
  const zoneCode = given === undefined ? stored : given;
  if (!zoneCode) return null;
  // Its own boundary: the zone texts load with the footer, without blanking the whole page.
  return (
    <Suspense fallback={<FooterFrame label={null} pending />}>
      <CompanyFooterContent zoneCode={zoneCode} />
    </Suspense>
  );
}

function CompanyFooterContent({ zoneCode }: { zoneCode: string }) {
  const { t } = useTranslation(['zone', 'common']);
  const footer = useQuery(zoneQueries.footer(zoneCode));

  if (footer.isPending) return <FooterFrame label={t('zone:footer.label')} pending />;
  return (
    <FooterFrame label={t('zone:footer.label')}>
      {footer.isError ? (
        <QueryErrorAlert>{t('common:errors.fetch')}</QueryErrorAlert>
      ) : isEmpty(footer.data) ? (
        <StatusAlert severity="warning">{t('zone:footer.noData')}</StatusAlert>
      ) : (
        <FooterDetails data={footer.data} />
      )}
      <AccessibilityLink sx={{ fontSize: '0.875rem' }} />
    </FooterFrame>
  );
}

function FooterFrame({
  label,
  pending = false,
  children,
}: {
  label: string | null;
  pending?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Box
      component="footer"
      aria-label={label ?? undefined}
      sx={{
        bgcolor: '#F5F5F5',
        color: '#212121',
        px: 2,
        py: 1.5,
        height: FOOTER_MAX_HEIGHT,
        maxHeight: FOOTER_MAX_HEIGHT,
        overflowY: 'auto',
        '& .MuiAlert-root': { my: 0 },
      }}
    >
      <Box sx={{ maxWidth: 600, mx: 'auto' }}>
        {pending ? (
          <Box role="status" aria-live="polite" aria-busy="true">
            <Box component="span" sx={visuallyHidden}>
              {t('loading')}
            </Box>
            <Skeleton variant="rounded" height={SKELETON_HEIGHT} aria-hidden />
          </Box>
        ) : (
          children
        )}
      </Box>
    </Box>
  );
}

function FooterDetails({ data }: { data: FooterData }) {
  const { t } = useTranslation(['zone', 'common']);
  const na = t('common:notAvailable');
  const country = present(data.countryCode);
  const postal = present(data.postalNumber);
  const place = country && postal ? `${country}-${postal}` : (postal ?? country);
  const city = formatCityName(present(data.city));
  const tel = present(data.tel);
  const telLink = telHref(tel);
  return (
    <Typography
      component="address"
      variant="body2"
      sx={{ fontStyle: 'normal', lineHeight: 1.5, overflowWrap: 'anywhere' }}
    >
      <Box component="strong" sx={{ display: 'block' }}>
        {present(data.companyName) ?? na}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {present(data.address) ?? na}, {place ?? na} {city || na}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {t('zone:footer.pin')}: {present(data.pin) ?? na}
        {' · '}
        {t('zone:footer.tel')}:{' '}
        {telLink ? (
          <Box component="a" href={telLink} sx={{ color: 'inherit' }}>
            {tel}
          </Box>
        ) : (
          (tel ?? na)
        )}
      </Box>
    </Typography>
  );
}
