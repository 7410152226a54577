import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { zoneQueries } from '@/api/queries';
import type { FooterData } from '@/api/schemas/sms';
import { PageHeading } from '@/components/page-heading';
import { PageSkeleton } from '@/components/page-skeleton';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { StatusAlert } from '@/components/status-alert';
import { mailtoHref, present, telHref, webHref, webLabel } from '@/lib/contact-links';
import { formatCityName } from '@/lib/city-name';
import { useZoneCode } from '@/stores/session-store';

function isEmpty(data: FooterData | null | undefined): data is null | undefined {
  return !data || Object.values(data).every((value) => !present(value));
}

/** /contact: the company operating the stored zone; without a zone, /welcome. */
export function ContactPage() {
  const zoneCode = useZoneCode();
  if (!zoneCode) return <Navigate to="/welcome" replace />;
  return <Contact zoneCode={zoneCode} />;
}

function Contact({ zoneCode }: { zoneCode: string }) {
  const { t } = useTranslation(['legal', 'common']);
  // The same query as the footer below, so the page and the footer share one request.
  const footer = useQuery(zoneQueries.footer(zoneCode));

  return (
    <Box>
      <PageHeading>{t('legal:contact.title')}</PageHeading>
      {footer.isPending ? (
        <PageSkeleton header={false} rows={1} rowHeight={220} />
      ) : footer.isError ? (
        <QueryErrorAlert onRetry={() => void footer.refetch()}>{t('common:errors.fetch')}</QueryErrorAlert>
      ) : isEmpty(footer.data) ? (
        <StatusAlert severity="warning" title={t('common:errors.noDataTitle')}>
          {t('legal:contact.noData')}
        </StatusAlert>
      ) : (
        <ContactDetails data={footer.data} />
      )}
    </Box>
  );
}

function ContactDetails({ data }: { data: FooterData }) {
  const { t } = useTranslation(['legal', 'common']);
  const na = t('common:notAvailable');
  const country = present(data.countryCode);
  const postal = present(data.postalNumber);
  const tel = present(data.tel);
  const email = present(data.email);
  const web = present(data.url);
  const telLink = telHref(tel);
  const emailLink = mailtoHref(email);
  const webLink = webHref(web);

  const rows: [string, ReactNode][] = [
    [t('legal:contact.company'), present(data.companyName) ?? na],
    [t('legal:contact.address'), present(data.address) ?? na],
    [t('legal:contact.postalCode'), country && postal ? `${country}-${postal}` : (postal ?? country ?? na)],
    [t('legal:contact.city'), formatCityName(present(data.city)) || na],
    [t('legal:contact.tel'), telLink ? <Link href={telLink}>{tel}</Link> : (tel ?? na)],
    [t('legal:contact.email'), emailLink ? <Link href={emailLink}>{email}</Link> : (email ?? na)],
    [t('legal:contact.web'), webLink && web ? <Link href={webLink}>{webLabel(web)}</Link> : (web ?? na)],
  ];

  return (
    <>
      <Typography sx={{ mt: 1, mb: 2, color: 'text.secondary' }}>{t('legal:contact.intro')}</Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, auto) 1fr' },
          columnGap: 2,
          '& dt': { fontWeight: 600, color: '#424242', mt: { xs: 1.5, sm: 0 } },
          '& dd': { m: 0, mb: { xs: 0, sm: 1.5 }, overflowWrap: 'anywhere' },
          // Links in the list are touch targets of at least 44 px.
          '& dd a': { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </>
  );
}
