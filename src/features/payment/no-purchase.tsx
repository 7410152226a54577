import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { StatusAlert } from '@/components/status-alert';
import { HomeButton } from '@/components/home-button';

/** A return page whose address names no purchase (`/summary`, `/ticket-summary`): nothing to show. */
export function NoPurchase() {
  const { t } = useTranslation(['payment', 'common']);
  return (
    <Box>
      <PageHeading>{t('payment:summary.heading')}</PageHeading>
      <StatusAlert severity="warning" title={t('common:errors.noDataTitle')}>
        {t('payment:summary.noData')}
      </StatusAlert>
      <HomeButton />
    </Box>
  );
}
