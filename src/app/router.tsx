import { Route, Routes } from 'react-router';
import type { ComponentType } from 'react';
import { i18n } from '@/i18n/i18n';
import { lazyWithPreload, type Preloadable } from '@/lib/lazy-with-preload';
import { MainLayout } from './layouts/main-layout';
import { WelcomeLayout } from './layouts/welcome-layout';
import { ROUTES, routeOf, type AppRoute, type Layout } from './routes';

/**
 * A screen in its own chunk, rendered by its route. Its texts load together with its code, not
 * after its first render: one round trip less before the page shows (the layout's company footer
 * reads `zone`).
 */
function screenOf(entry: AppRoute): Preloadable<object> {
  const load = async () => {
    const [module] = await Promise.all([
      entry.load(),
      i18n.loadNamespaces([...entry.texts]).catch(() => undefined),
    ]);
    // The record's `pick` is checked against the module's exports where the entry is written.
    return (module as unknown as Record<string, ComponentType>)[entry.pick];
  };
  return lazyWithPreload(load);
}

const SCREENS = new Map<AppRoute, Preloadable<object>>(ROUTES.map((entry) => [entry, screenOf(entry)]));

/** Loads the screen of `pathname` (and its texts), so that the first render is the page itself. */
export function preloadScreen(pathname: string): Promise<unknown> {
  return SCREENS.get(routeOf(pathname))!
    .preload()
    .catch(() => undefined);
}

const LAYOUTS: Record<Layout, ComponentType> = { main: MainLayout, welcome: WelcomeLayout };

/**
 * The route table of src/app/routes.ts, in declarative mode: the data router's loaders and actions
 * would add about 18 KiB gzip to every page and the app has no use for them (docs/decisions/008).
 * Each layout is a pathless route around its screens; the likely next screen is prefetched by the
 * screen before it.
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
