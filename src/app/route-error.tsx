import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OptionalBoundary } from '@/components/optional-boundary';
import { StatusAlert } from '@/components/status-alert';
import { PageHeading } from '@/components/page-heading';
import { useZoneCode } from '@/stores/session-store';
import { homePath } from '@/lib/paths';

/** The one error screen for routing and rendering failures, with a way back home. */
export function RouteError() {
  const { t } = useTranslation();
  const zoneCode = useZoneCode();
  return (
    <Box component="section" sx={{ p: 2, maxWidth: 600, mx: 'auto' }}>
      <PageHeading>{t('routeError.title')}</PageHeading>
      <StatusAlert severity="error">{t('routeError.text')}</StatusAlert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {t('actions.retry')}
        </Button>
        {/* A full load: the app's state itself may be what failed. */}
        <Button variant="contained" href={homePath(zoneCode)}>
          {t('actions.home')}
        </Button>
      </Box>
    </Box>
  );
}

/** Shows the common error screen instead of a screen that failed to load or render. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  // Another address is a fresh start: the error belonged to the page it happened on.
  return (
    <OptionalBoundary resetKey={pathname + search} failure={<RouteError />}>
      {children}
    </OptionalBoundary>
  );
}
