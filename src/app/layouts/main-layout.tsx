import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { OfflineNotice } from '@/components/offline-notice';
import { OptionalBoundary } from '@/components/optional-boundary';
import { CompanyFooter } from '@/features/zone/company-footer';
import { afterNextPaint } from '@/lib/after-next-paint';
import { keepFocusClearOfBars } from '@/lib/focus-clear-of-bars';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { TopBar } from '../top-bar';
import { SkipLink } from '../skip-link';
import { PageMain } from './page-main';
import { useScrollToTop } from '../use-scroll-to-top';
import { routeOf } from '../routes';

const MenuDrawer = lazyWithPreload(() => import('../menu-drawer').then((m) => m.MenuDrawer));

/** Calls `then` once it is drawn: beside a lazy piece, once the piece is on the screen too. */
function WhenDrawn({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

export function MainLayout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  // From the tap until the drawer is drawn: the button's pending look.
  const [menuOpening, setMenuOpening] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainId = useId();
  useScrollToTop();
  useEffect(() => keepFocusClearOfBars(document), []);

  // The tap's own frame shows the button pending; the drawer's first render, one piece of work
  // React cannot split (about 150 ms on a slow phone), comes once that frame is painted.
  const openMenu = () => {
    setMenuOpening(true);
    afterNextPaint(() => {
      setMenuLoaded(true);
      setMenuOpen(true);
    });
  };
  const menuDrawn = () => setMenuOpening(false);
  // The drawer gives focus back to the menu button itself (or leaves it to the next page).
  const closeMenu = () => {
    setMenuOpen(false);
    setMenuOpening(false);
  };
  // Its code is asked for on the press, not only on the click that ends it: a finger rests on the
  // screen for a tenth of a second or so, on a slow line a good part of the wait for the drawer.
  const pressMenu = () => void MenuDrawer.preload().catch(() => undefined);

  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      {/* The top bar and the screen fill the screen at least; the footer comes after them, below the
          fold, so that a screen filling in (a kept ticket's list, a form's tariffs) never pushes it. */}
      <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <SkipLink target={mainId} />
        <OfflineNotice />
        <TopBar
          menuOpen={menuOpen}
          menuOpening={menuOpening}
          onMenuPress={pressMenu}
          onMenuClick={openMenu}
          menuButtonRef={menuButtonRef}
        />
        {menuLoaded ? (
          // The drawer is a modal in a portal; if its code cannot load, a line with "Try again" under
          // the top bar, where the visitor looks, and the page stays (never the error screen).
          <Box sx={{ width: '100%', maxWidth: 600, mx: 'auto', px: 2 }}>
            <OptionalBoundary onFailed={closeMenu} onRetry={openMenu}>
              <MenuDrawer open={menuOpen} onClose={closeMenu} />
              {menuOpening && menuOpen ? <WhenDrawn then={menuDrawn} /> : null}
            </OptionalBoundary>
          </Box>
        ) : null}
        <PageMain id={mainId}>
          <Outlet />
        </PageMain>
      </Box>
      {/* The company footer: on every page of this layout but the fine screens (the route record). */}
      {routeOf(pathname).footer ? <CompanyFooter /> : null}
    </Box>
  );
}
