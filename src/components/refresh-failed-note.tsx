import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A request made after the server confirmed something (a paid ticket, an invoice) failed. What it
 * confirmed stays on the screen; this line says, quietly, that it could not be refreshed, rather
 * than an error box taking its place.
 */
export function RefreshFailedNote() {
  const { t } = useTranslation('common');
  return (
    <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
      {t('errors.refreshFailed')}
    </Typography>
  );
}
