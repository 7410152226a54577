import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeIcon } from '@/components/icons';
import { homePath } from '@/lib/paths';
import { useZoneCode } from '@/stores/session-store';

type Props = Pick<ButtonProps, 'variant' | 'sx'>;

/** Back to the zone's start page, or to /welcome when no zone is stored. */
export function HomeButton({ variant = 'outlined', sx }: Props) {
  const { t } = useTranslation();
  const zoneCode = useZoneCode();
  return (
    <Button
      component={Link}
      to={homePath(zoneCode)}
      variant={variant}
      fullWidth
      startIcon={<HomeIcon />}
      sx={sx}
    >
      {t('actions.home')}
    </Button>
  );
}
