import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { zoneQueries } from '@/api/queries';
import type { FooterData } from '@/api/schemas/sms';
import { PageHeading } from '@/components/page-heading';
import { formatCityName } from '@/lib/city-name';
import { mailtoHref, telHref, webHref, webLabel } from '@/lib/contact-links';
import { OPERATOR, type ContactDetails } from '@/lib/operator';
import { useZoneCode } from '@/stores/session-store';

/** The day the statement was prepared (issue 20); shown in the page's language. */
export const STATEMENT_DATE = '2026-11-25';

// Day first in every language, as the rest of the portal writes dates (British English).
const DATE_LOCALES: Record<string, string> = { hr: 'hr-HR', en: 'en-GB', de: 'de-DE', it: 'it-IT' };

function formatStatementDate(language: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language] ?? 'hr-HR', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${STATEMENT_DATE}T00:00:00Z`));
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
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
    <Contact title={t('feedback.companyTitle')} details={company} />
  ) : (
    <Contact title={t('feedback.operatorTitle')} details={OPERATOR} />
  );
}

function Contact({ title, details }: { title: string; details: ContactDetails }) {
  const { t } = useTranslation(['accessibility', 'common']);
  const na = t('common:notAvailable');
  const phone = present(details.phone);
  const email = present(details.email);
  const web = present(details.web);
  const phoneLink = telHref(phone);
  const emailLink = mailtoHref(email);
  const webLink = webHref(web);
  const place = [present(details.postalCode), present(details.city)].filter(Boolean).join(' ');
  // Touch targets of at least 44 px.
  const linkSx = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const;

  return (
    <Box
      component="address"
      sx={{
        fontStyle: 'normal',
        lineHeight: 1.6,
        overflowWrap: 'anywhere',
        '& > span': { display: 'block' },
      }}
    >
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {title}
      </Box>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {present(details.name) ?? na}
      </Box>
      <span>{present(details.address) ?? na}</span>
      <span>{place || na}</span>
      <span>
        {t('accessibility:feedback.phone')}:{' '}
        {phoneLink ? (
          <Link href={phoneLink} sx={linkSx}>
            {phone}
          </Link>
        ) : (
          (phone ?? na)
        )}
      </span>
      <span>
        {t('accessibility:feedback.email')}:{' '}
        {emailLink ? (
          <Link href={emailLink} sx={linkSx}>
            {email}
          </Link>
        ) : (
          (email ?? na)
        )}
      </span>
      <span>
        {t('accessibility:feedback.web')}:{' '}
        {webLink && web ? (
          <Link href={webLink} sx={linkSx}>
            {webLabel(web)}
          </Link>
        ) : (
          (web ?? na)
        )}
      </span>
    </Box>
  );
}
