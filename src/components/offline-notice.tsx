import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { recordField } from '@/lib/field-data/record';
import { useOnline } from '@/lib/use-online';

/**
 * "You are offline", at the top of every page while the browser has no connection: the
 * page the service worker kept is showing, not a fresh one. The live region is always there (empty
 * while online), so a screen reader announces the notice when the connection drops.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  useEffect(() => (online ? undefined : recordField({ kind: 'offline' })), [online]);
  return (
    // A live region without the status role: the pages' own status messages stay the only ones.
    <Box aria-live="polite">
      {online ? null : (
        <Box
          sx={{
            px: 2,
            py: 1,
            bgcolor: 'grey.900',
            color: 'common.white',
            textAlign: 'center',
            fontSize: '0.9375rem',
            lineHeight: 1.4,
          }}
        >
          {t('offlineNotice')}
        </Box>
      )}
    </Box>
  );
}
