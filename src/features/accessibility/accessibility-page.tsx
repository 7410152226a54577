import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zoneQueries } from '@/api/queries';
import type { FooterData } from '@/api/schemas/sms';
import { ContactBlock } from '@/components/contact-block';
import { PageHeading } from '@/components/page-heading';
import { formatCityName } from '@/lib/city-name';
import { present } from '@/lib/contact-links';
import { OPERATOR, type ContactDetails } from '@/lib/operator';
import { useZoneCode } from '@/stores/session-store';

/** The day the statement was prepared, which the statement must name; shown in the page's language. */
export const STATEMENT_DATE = '2026-11-25';

// Day first in every language, as the rest of the portal writes dates (British English).
const DATE_LOCALES: Record<string, string> = { hr: 'hr-HR', en: 'en-GB', de: 'de-DE', it: 'it-IT' };

function formatStatementDate(language: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language] ?? 'hr-HR', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${STATEMENT_DATE}T00:00:00Z`));
}

/** The zone's company as contact details, or null when its data names no company. */
function companyContact(data: FooterData | null | undefined): ContactDetails | null {
  const name = present(data?.companyName);
  if (!data || !name) return null;
  const country = present(data.countryCode);
  const postal = present(data.postalNumber);
  return {
    name,
    address: present(data.address),
    postalCode: country && postal ? `${country}-${postal}` : (postal ?? country),
    city: formatCityName(present(data.city)) || null,
    phone: present(data.tel),
    email: present(data.email),
    web: present(data.url),
  };
}

/**
 * `/accessibility`: the accessibility statement (WCAG 2.2 AA, EN 301 549), in every language of
 * the portal. Problems are reported to the company of the stored zone, else to the portal's
 * operator.
 */
export function AccessibilityPage() {
  const { t, i18n } = useTranslation('accessibility');
  const host = window.location.host;

  return (
    <Box sx={{ '& h2': { mt: 3, mb: 1 } }}>
      <PageHeading>{t('title')}</PageHeading>
      <Typography sx={{ mt: 1 }}>{t('intro', { host })}</Typography>

      <Section id="a11y-conformance" title={t('conformance.title')}>
        <Typography>{t('conformance.text')}</Typography>
      </Section>

      <Section id="a11y-testing" title={t('testing.title')}>
        <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
          <li>{t('testing.axe')}</li>
          <li>{t('testing.keyboard')}</li>
          <li>{t('testing.zoom')}</li>
        </Box>
      </Section>

      <Section id="a11y-limitations" title={t('limitations.title')}>
        <Typography>{t('limitations.text')}</Typography>
      </Section>

      <Section id="a11y-feedback" title={t('feedback.title')}>
        <Typography sx={{ mb: 1 }}>{t('feedback.text')}</Typography>
        <FeedbackContact />
      </Section>

      <Section id="a11y-date" title={t('date.title')}>
        <Typography>
          {t('date.text', { date: formatStatementDate(i18n.resolvedLanguage ?? i18n.language) })}
        </Typography>
      </Section>
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The stored zone's company (the footer's query, one request for both), else the operator. */
function FeedbackContact() {
  const { t } = useTranslation('accessibility');
  const zoneCode = useZoneCode();
  const footer = useQuery({ ...zoneQueries.footer(zoneCode ?? ''), enabled: Boolean(zoneCode) });
  if (zoneCode && footer.isPending) {
    return <Skeleton variant="rounded" height={160} aria-hidden />;
  }
  const company = zoneCode ? companyContact(footer.data) : null;
  return company ? (
    <ContactBlock title={t('feedback.companyTitle')} details={company} />
  ) : (
    <ContactBlock title={t('feedback.operatorTitle')} details={OPERATOR} />
  );
}
