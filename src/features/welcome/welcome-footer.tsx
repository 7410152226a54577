import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AccessibilityLink } from '@/components/accessibility-link';
import { ContactBlock } from '@/components/contact-block';
import { LanguageIcon } from '@/components/icons';
import { LanguageSelect } from '@/components/language-select';
import { OPERATOR, type ContactDetails } from '@/lib/operator';

type Props = {
  /** A parking company's details; without them the portal operator's contact block is shown. */
  company?: ContactDetails | null;
};

/** The welcome page's footer: the language picker (the welcome layout has no top bar) and contacts. */
export function WelcomeFooter({ company }: Props) {
  const { t } = useTranslation(['welcome', 'common']);
  return (
    <Box
      component="footer"
      aria-label={t('welcome:footer.label')}
      sx={{ bgcolor: '#F5F5F5', color: '#212121' }}
    >
      <Box sx={{ maxWidth: 600, mx: 'auto', px: 2, py: 2, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LanguageIcon aria-hidden sx={{ color: '#424242' }} />
          <LanguageSelect tone="light" />
        </Box>
        {company ? (
          <ContactBlock title={t('welcome:footer.companyTitle')} details={company} standalone />
        ) : (
          <ContactBlock title={t('welcome:footer.operatorTitle')} details={OPERATOR} standalone />
        )}
        <AccessibilityLink sx={{ justifySelf: 'start' }} />
      </Box>
    </Box>
  );
}
