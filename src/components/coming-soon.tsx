import { useTranslation } from 'react-i18next';
import { PageHeading } from './page-heading';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

/** Shown by routes whose screen a later issue completes. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 4 }}>
      <PageHeading>{t('comingSoon.title')}</PageHeading>
      <Typography sx={{ mt: 2 }}>{t('comingSoon.text')}</Typography>
    </Box>
  );
}
