import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Starts loading the component's code, once; resolves with the component. A failed load (offline
   * for a moment) is forgotten, so the next call asks again.
   */
  preload: () => Promise<ComponentType<P>>;
  /** The component once its code is in, for code that must not suspend (a toast). */
  loaded: () => ComponentType<P> | undefined;
};

/**
 * The one way code loads later in this app (screens, the menu drawer, dialogs, the form toast):
 * `React.lazy` that can be asked for ahead of its first render, so a screen's files, a dialog's or
 * a toast's can be fetched while the visitor is still reading. `load` may also wait for what the
 * component needs besides its code (a screen's texts).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  return Object.assign(Lazy, { preload, loaded: () => component });
}
