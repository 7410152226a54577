import { Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { CompanyFooter } from '@/features/zone/company-footer';
import type { WelcomeOutletContext } from '@/features/welcome/welcome-outlet';
import { SkipLink, MAIN_ID } from '../skip-link';
import { RouteErrorBoundary } from '../route-error';
import { useScrollToTop } from '../use-scroll-to-top';

const companyFooter = (zoneCode: string) => <CompanyFooter zoneCode={zoneCode} />;

/**
 * The welcome pages: no top bar, the language picker sits in the page's own footer. Each page
 * puts its footer below `<main>`; the zone list shows the company footer of its city there.
 */
export function WelcomeLayout() {
  useScrollToTop();
  const [footerTarget, setFooterTarget] = useState<HTMLElement | null>(null);
  const context = useMemo<WelcomeOutletContext>(() => ({ companyFooter, footerTarget }), [footerTarget]);
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <SkipLink />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, width: '100%', maxWidth: 600, mx: 'auto', py: 2, px: 2, outline: 'none' }}
      >
        <RouteErrorBoundary>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet context={context} />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <div ref={setFooterTarget} />
    </Box>
  );
}
