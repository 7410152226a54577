import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { homePath } from '@/lib/paths';
import { useZoneCode } from '@/stores/session-store';

/** Any address the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation(['welcome', 'common']);
  const zoneCode = useZoneCode();
  return (
    <Box>
      <PageHeading>{t('welcome:notFound.title')}</PageHeading>
      <Typography sx={{ my: 2 }}>{t('welcome:notFound.text')}</Typography>
      <Button component={Link} to={homePath(zoneCode)} variant="contained" fullWidth>
        {t('common:actions.home')}
      </Button>
    </Box>
  );
}
