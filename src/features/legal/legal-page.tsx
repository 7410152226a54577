import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FooterData } from '@/api/schemas/sms';
import { PageHeading } from '@/components/page-heading';
import { QueryErrorAlert } from '@/components/query-error-alert';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { mailtoHref, present, telHref } from '@/lib/contact-links';
import { formatCityName } from '@/lib/city-name';
import { companyFallback, companyLabels, controllerSentence } from './content/company-text';
import type { LegalBlock, LegalDocument, LegalSection } from './content/legal-document';
import { PaymentLogos } from './payment-logos';
import { useOperatingCompany, type OperatingCompany } from './use-operating-company';

type Props = {
  title: string;
  document: LegalDocument;
  id: string;
  /** Shown under the title in the visitor's language (the privacy policy's field data summary). */
  summary?: string;
};

/** The operator's details once the request has settled (the text is not shown before). */
type SettledCompany = Exclude<OperatingCompany, { state: 'loading' }>;

/**
 * One legal text: the page chrome in the visitor's language, the text itself in Croatian
 * (marked `lang="hr"` so screen readers pronounce it as Croatian).
 */
export function LegalPage({ title, document, id, summary }: Props) {
  const { t, i18n } = useTranslation('legal');
  const company = useOperatingCompany();
  const croatian = (i18n.resolvedLanguage ?? 'hr') === 'hr';

  return (
    <Box sx={{ pb: 2 }}>
      <PageHeading>{title}</PageHeading>
      {croatian ? null : (
        <Typography sx={{ mt: 1, color: 'text.secondary', fontStyle: 'italic' }}>{t('note')}</Typography>
      )}
      {summary ? <Typography sx={{ mt: 2 }}>{summary}</Typography> : null}
      {company.state === 'error' ? (
        <QueryErrorAlert onRetry={company.retry} retrying={company.retrying}>
          {t('company.error')}
        </QueryErrorAlert>
      ) : null}
      <Box lang="hr" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
        {company.state === 'loading' ? (
          // The text names the operator in several places. Shown before its details, it would grow
          // and push everything below it when they come (layout shift): the whole text waits, behind
          // a placeholder as tall as the screen, so the footer is out of view until then.
          <TextLoading />
        ) : (
          <>
            {document.intro?.map((block, i) => (
              <Block key={i} block={block} company={company} />
            ))}
            {document.sections.map((section, i) => (
              <Section key={i} section={section} company={company} anchor={`${id}-${i + 1}`} />
            ))}
          </>
        )}
      </Box>
    </Box>
  );
}

function Section({
  section,
  company,
  anchor,
}: {
  section: LegalSection;
  company: SettledCompany;
  anchor: string;
}) {
  return (
    <Box component="section" aria-labelledby={anchor} sx={{ mt: 3 }}>
      <Typography id={anchor} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {section.number ? `${section.number}. ` : ''}
        {section.title}
      </Typography>
      {section.blocks?.map((block, i) => (
        <Block key={i} block={block} company={company} />
      ))}
      {section.subsections?.map((sub) => (
        <Box key={sub.number} sx={{ display: 'flex', gap: 1, mb: 1.5 }}>
          <Box component="span" sx={{ fontWeight: 600, minWidth: '2.5em', flexShrink: 0 }}>
            {sub.number}.
          </Box>
          <Box sx={{ minWidth: 0, flex: 1, '& > p:last-child': { mb: 0 } }}>
            {sub.blocks.map((block, i) => (
              <Block key={i} block={block} company={company} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Block({ block, company }: { block: LegalBlock; company: SettledCompany }) {
  switch (block.kind) {
    case 'paragraph':
      return <Typography sx={{ mb: 1.5 }}>{block.text}</Typography>;
    case 'list':
      return (
        <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3, '& li': { mb: 0.5 } }}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Box>
      );
    case 'company':
      return <CompanyBlock company={company} />;
    case 'controller':
      return (
        <Typography sx={{ mb: 1.5 }}>
          {controllerSentence(company.state === 'ready' ? company.data : null)}
        </Typography>
      );
    case 'paymentLogos':
      return <PaymentLogos label="Prihvaćene kartice i digitalni novčanici" />;
  }
}

function CompanyBlock({ company }: { company: SettledCompany }) {
  if (company.state !== 'ready') return <Typography sx={{ mb: 1.5 }}>{companyFallback}</Typography>;
  return <CompanyDetails data={company.data} />;
}

function CompanyDetails({ data }: { data: FooterData }) {
  const na = companyLabels.notAvailable;
  const country = present(data.countryCode);
  const postal = present(data.postalNumber);
  const place = [
    country && postal ? `${country}-${postal}` : (postal ?? country),
    formatCityName(present(data.city)) || null,
  ]
    .filter(Boolean)
    .join(' ');
  const tel = present(data.tel);
  const telLink = telHref(tel);
  const email = present(data.email);
  const emailLink = mailtoHref(email);
  return (
    <Typography
      component="address"
      sx={{ fontStyle: 'normal', mb: 1.5, pl: 2, borderLeft: '3px solid #BDBDBD' }}
    >
      <Box component="strong" sx={{ display: 'block' }}>
        {present(data.companyName) ?? na}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {present(data.address) ?? na}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {place || na}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {companyLabels.pin}: {present(data.pin) ?? na}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {companyLabels.tel}: {telLink ? <Link href={telLink}>{tel}</Link> : (tel ?? na)}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {companyLabels.email}: {emailLink ? <Link href={emailLink}>{email}</Link> : (email ?? na)}
      </Box>
    </Typography>
  );
}

const LOADING_LINE_WIDTHS = ['60%', '100%', '95%', '100%', '70%', '45%', '100%', '90%'];

function TextLoading() {
  const { t, i18n } = useTranslation('legal');
  return (
    <Box role="status" aria-busy="true" sx={{ mb: 1.5, minHeight: '100dvh' }}>
      {/* Interface text inside the Croatian body: marked with the interface language. */}
      <Box component="span" lang={i18n.resolvedLanguage} sx={visuallyHidden}>
        {t('company.loading')}
      </Box>
      {LOADING_LINE_WIDTHS.map((width, i) => (
        <Skeleton key={i} variant="text" width={width} aria-hidden />
      ))}
    </Box>
  );
}
