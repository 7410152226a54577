import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PageSkeleton } from '@/components/page-skeleton';
import { RouteErrorBoundary } from '../route-error';

/** The page's `<main>` (the skip link's target): the screen, its skeleton while it loads, or the error screen. */
export function PageMain({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      id={id}
      tabIndex={-1}
      sx={{ flex: 1, width: '100%', maxWidth: 600, mx: 'auto', py: 2, px: 2, outline: 'none' }}
    >
      <RouteErrorBoundary>
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </RouteErrorBoundary>
    </Box>
  );
}
