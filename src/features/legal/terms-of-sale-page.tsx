import { useTranslation } from 'react-i18next';
import { termsOfSale } from './content/terms-of-sale';
import { LegalPage } from './legal-page';

export function TermsOfSalePage() {
  const { t } = useTranslation('legal');
  return <LegalPage id="terms-of-sale" title={t('termsOfSale.title')} document={termsOfSale} />;
}
