import { createElement, lazy, type ComponentType } from 'react';
import type { Namespace } from '@/i18n/namespaces';
import { recordField } from './field-data/record';
import { lazyModule, type LazyModule } from './lazy-module';
import { loadTexts } from './load-texts';

export type Preloadable<P extends object> = ComponentType<P> & {
  /**
   * Starts loading the component's code (and texts), once; resolves with the component. A failed
   * load (offline for a moment) is forgotten, so the next call asks again.
   */
  preload: () => Promise<ComponentType<P>>;
  /** The component once its code is in, for code that must not suspend (a toast). */
  loaded: () => ComponentType<P> | undefined;
  /**
   * The component as it stands, never waited for: drawn at once if its code and texts are in,
   * else a failure for its error boundary at once (whose "Try again", `retryFailedLoads`, asks for
   * it again). For a piece whose screen has already waited for it as long as it may (the summary's
   * ticket card): arriving later, it would push down what the visitor is about to tap.
   */
  Instant: ComponentType<P>;
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
 * The component form of the one lazy loader (src/lib/lazy-module.ts): the export `pick` of a lazy
 * module, as a component that can be asked for ahead of its first render, so a screen's files, a
 * dialog's or a toast's can be fetched while the visitor is still reading. Rendering it loads the
 * module's code and texts (`preload`).
 *
 * React.lazy keeps a failed load for good: a lazy component whose code did not arrive would fail
 * again at every render, even once the network is back. Here a failed render goes to the nearest
 * error boundary as usual, and is remembered: `retryFailedLoads()` asks for the code again, and once
 * it is in (from there or from any `preload()`) the component itself is rendered, not the failed
 * React.lazy.
 */
export function lazyComponent<M, P extends object>(
  module: LazyModule<M>,
  pick: (module: M) => ComponentType<P>,
): Preloadable<P> {
  const preload = () => module.preload().then(pick);
  // Once code and texts are in, wherever they were asked for (the route record's prefetch, say).
  const loaded = () => {
    const loadedModule = module.loaded();
    return loadedModule === undefined ? undefined : pick(loadedModule);
  };

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
    return createElement(loaded() ?? Lazy, props);
  }

  // Counted once, as a failed React.lazy is: the boundary's "Try again" renders it again.
  let missed = false;
  function Instant(props: P) {
    const Component = loaded();
    if (Component) return createElement(Component, props);
    failedRenders.add(preload);
    if (!missed) recordField({ kind: 'chunk' });
    missed = true;
    throw new Error('Not loaded in time');
  }
  return Object.assign(Preloaded, { preload, loaded, Instant });
}

/**
 * A lazy component: `lazyWithPreload(() => import('./x').then((m) => m.X), { texts })`, the
 * component form of `lazyModule` for pieces of a screen (the menu drawer, dialogs, the form toast).
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { texts }: Options = {},
): Preloadable<P> {
  return lazyComponent(
    lazyModule(load, {
      texts: texts && (() => loadTexts(texts)),
    }),
    (component) => component,
  );
}
