import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeIcon } from '@/components/icons';
import { homePath } from '@/lib/paths';
import { useZoneCode } from '@/stores/session-store';

/** Back to the zone's start page, or to /welcome when no zone is stored. */
export function HomeButton() {
  const { t } = useTranslation();
  const zoneCode = useZoneCode();
  return (
    <Button component={Link} to={homePath(zoneCode)} variant="outlined" fullWidth startIcon={<HomeIcon />}>
      {t('actions.home')}
    </Button>
  );
}
