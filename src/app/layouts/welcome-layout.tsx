import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { CompanyFooter } from '@/features/zone/company-footer';
import type { WelcomeOutletContext } from '@/features/welcome/welcome-outlet';
import { SkipLink } from '../skip-link';
import { PageMain } from './page-main';
import { useScrollToTop } from '../use-scroll-to-top';

const companyFooter = (zoneCode: string) => <CompanyFooter zoneCode={zoneCode} />;

/**
 * The welcome pages: no top bar, the language picker sits in the page's own footer. Each page
 * puts its footer below `<main>`; the zone list shows the company footer of its city there.
 */
export function WelcomeLayout() {
  useScrollToTop();
  const mainId = useId();
  const [footerTarget, setFooterTarget] = useState<HTMLElement | null>(null);
  const context = useMemo<WelcomeOutletContext>(() => ({ companyFooter, footerTarget }), [footerTarget]);
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      <SkipLink target={mainId} />
      <OfflineNotice />
      <PageMain id={mainId}>
        <Outlet context={context} />
      </PageMain>
      <div ref={setFooterTarget} />
    </Box>
  );
}
