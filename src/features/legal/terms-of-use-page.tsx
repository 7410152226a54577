import { useTranslation } from 'react-i18next';
import { termsOfUse } from './content/terms-of-use';
import { LegalPage } from './legal-page';

export function TermsOfUsePage() {
  const { t } = useTranslation('legal');
  return <LegalPage id="terms-of-use" title={t('termsOfUse.title')} document={termsOfUse} />;
}
