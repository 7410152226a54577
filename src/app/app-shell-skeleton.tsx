import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { APP_BAR_HEIGHT } from './theme';

/** The shell while translations or the first route load: the same boxes as the real page. */
export function AppShellSkeleton() {
  return (
    <Box aria-busy="true" sx={{ minHeight: '100dvh' }}>
      <Box sx={{ height: APP_BAR_HEIGHT, bgcolor: '#000000' }} />
      <Box sx={{ maxWidth: 600, mx: 'auto', p: 2 }}>
        <Skeleton variant="rounded" height={72} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
      </Box>
    </Box>
  );
}
