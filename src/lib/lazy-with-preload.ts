import { createElement, lazy, type ComponentType } from 'react';
import type { Namespace } from '@/i18n/namespaces';
import { recordField } from './field-data/record';

export type Preloadable<P extends object> = ComponentType<P> & {
  /**
   * Starts loading the component's code (and texts), once; resolves with the component. A failed
   * load (offline for a moment) is forgotten, so the next call asks again.
   */
  preload: () => Promise<ComponentType<P>>;
  /** The component once its code is in, for code that must not suspend (a toast). */
  loaded: () => ComponentType<P> | undefined;
};

type Options = {
  /**
   * Locale namespaces the component reads that its screen does not load: loaded with its code, and
   * if they cannot load, the component cannot either (an error boundary says so, never keys in
   * place of words).
   */
  texts?: readonly Namespace[];
};

/** How each lazy component whose code failed to load while rendering asks for it again. */
const failedRenders = new Set<() => Promise<unknown>>();

/**
 * Asks again for the code of every lazy component that failed to load while rendering (the "Try
 * again" of an optional piece, src/components/optional-boundary.tsx); resolves when every answer is
 * in. A component whose code came renders at once from then on, instead of the failed React.lazy;
 * one whose code did not fails its render again.
 */
export const retryFailedLoads = (): Promise<unknown> =>
  Promise.allSettled([...failedRenders].map((preload) => preload()));

/**
 * The one way code loads later in this app (screens, the menu drawer, dialogs, the form toast):
 * `React.lazy` that can be asked for ahead of its first render, so a screen's files, a dialog's or
 * a toast's can be fetched while the visitor is still reading. `load` may also wait for what the
 * component needs besides its code (a screen's texts), or `texts` names them.
 *
 * React.lazy keeps a failed load for good: a lazy component whose code did not arrive would fail
 * again at every render, even once the network is back. Here a failed render goes to the nearest
 * error boundary as usual, and is remembered: `retryFailedLoads()` asks for the code again, and once
 * it is in (from there or from any `preload()`) the component itself is rendered, not the failed
 * React.lazy.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { texts }: Options = {},
): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadAll = texts
    ? () =>
        Promise.all([load(), import('./load-texts').then((module) => module.loadTexts(texts))]).then(
          ([loaded]) => loaded,
        )
    : load;
  const preload = () =>
    (loading ??= loadAll().then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  const Lazy = lazy(() =>
    preload().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        failedRenders.add(preload);
        recordField({ kind: 'chunk' });
        throw error;
      },
    ),
  );

  function Preloaded(props: P) {
    return createElement(component ?? Lazy, props);
  }
  return Object.assign(Preloaded, { preload, loaded: () => component });
}
