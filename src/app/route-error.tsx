import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusAlert } from '@/components/status-alert';
import { PageHeading } from '@/components/page-heading';
import { useZoneCode } from '@/stores/session-store';
import { homePath } from '@/lib/paths';

/** The common error screen for routing and rendering failures. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const zoneCode = useZoneCode();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box component="section" sx={{ p: 2, maxWidth: 600, mx: 'auto' }}>
      <PageHeading>{notFound ? t('routeError.notFoundTitle') : t('routeError.title')}</PageHeading>
      <StatusAlert severity="error">{notFound ? t('routeError.notFound') : t('routeError.text')}</StatusAlert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </Button>
        {/* A full load: the router state itself may be what failed. */}
        <Button variant="contained" href={homePath(zoneCode)}>
          {t('actions.home')}
        </Button>
      </Box>
    </Box>
  );
}
