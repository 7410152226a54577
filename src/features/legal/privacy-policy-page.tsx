import { useTranslation } from 'react-i18next';
import { config } from '@/lib/config';
import { privacyPolicy, withFieldData } from './content/privacy-policy';
import { LegalPage } from './legal-page';

export function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  // Field data (docs/decisions/021): what is sent and why, only where it is on.
  return (
    <LegalPage
      id="privacy-policy"
      title={t('privacy.title')}
      document={config.fieldData ? withFieldData(privacyPolicy) : privacyPolicy}
      summary={config.fieldData ? t('privacy.fieldData') : undefined}
    />
  );
}
