import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { SkipLink, MAIN_ID } from '../skip-link';
import { useScrollToTop } from '../use-scroll-to-top';

/** The welcome pages: no menu, the language picker sits in the page's own footer. */
export function WelcomeLayout() {
  useScrollToTop();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <Container component="main" id={MAIN_ID} maxWidth="sm" sx={{ flex: 1, py: 2, px: 2 }}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
