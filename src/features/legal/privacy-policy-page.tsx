import { useTranslation } from 'react-i18next';
import { privacyPolicy } from './content/privacy-policy';
import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  return <LegalPage id="privacy-policy" title={t('privacy.title')} document={privacyPolicy} />;
}
