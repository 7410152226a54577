import { Route, Routes } from 'react-router';
import type { ComponentType } from 'react';
import { loadTexts } from '@/lib/load-texts';
import { lazyModule, setScreens, type LazyModule } from '@/lib/lazy-module';
import { lazyComponent, type Preloadable } from '@/lib/lazy-with-preload';
import { MainLayout } from './layouts/main-layout';
import { WelcomeLayout } from './layouts/welcome-layout';
import { ROUTES, routeOf, type AppRoute, type Layout } from './routes';

/**
 * A screen's code (the route record's one cached load) and its texts, loaded together, not after
 * its first render: one round trip less before the page shows (the layout's company footer reads
 * `zone`). Texts that cannot load fail the screen like code that cannot (the route's error screen,
 * whose "Try again" asks for both again), never a page of keys.
 */
const MODULES = new Map<AppRoute, LazyModule<unknown>>(
  ROUTES.map((entry) => [
    entry,
    lazyModule<unknown>(() => entry.module.load(), {
      texts: () => loadTexts(entry.texts),
    }),
  ]),
);

// The one prefetch path (`prefetchScreen`): the entry's first screen, the prerender, and a screen
// that prefetches the likely next one.
setScreens((pathname) => MODULES.get(routeOf(pathname))!);

/** A screen in its own chunk, rendered by its route: the export `pick` of the route's module. */
function screenOf(entry: AppRoute): Preloadable<object> {
  // The record's `pick` is checked against the module's exports where the entry is written.
  return lazyComponent<unknown, object>(
    MODULES.get(entry)!,
    (module) => (module as Record<string, ComponentType>)[entry.pick],
  );
}

const SCREENS = new Map<AppRoute, Preloadable<object>>(ROUTES.map((entry) => [entry, screenOf(entry)]));

const LAYOUTS: Record<Layout, ComponentType> = { main: MainLayout, welcome: WelcomeLayout };

/**
 * The route table of src/app/routes.ts, in declarative mode: the data router's loaders and actions
 * would add about 18 KiB gzip to every page and the app has no use for them (docs/decisions/008).
 * Each layout is a pathless route around its screens; the likely next screen is prefetched by the
 * screen before it (`prefetchScreen`, src/lib/lazy-module.ts).
 */
export function AppRoutes() {
  return (
    <Routes>
      {Object.entries(LAYOUTS).map(([layout, LayoutComponent]) => (
        <Route key={layout} element={<LayoutComponent />}>
          {ROUTES.filter((entry) => entry.layout === layout).map((entry) => {
            const Screen = SCREENS.get(entry)!;
            return <Route key={entry.path} path={entry.path} element={<Screen />} />;
          })}
        </Route>
      ))}
    </Routes>
  );
}
