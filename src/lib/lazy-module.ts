// The one way code loads later in this app: screens (the route record, src/app/routes.ts), pieces
// of a screen (its component form, src/lib/lazy-with-preload.ts), libraries used on a tap
// (file-saver, the QR decoder) and the entry's own shell (src/main.tsx). Free of framework code and
// small: the route record imports it, and both travel in the entry's one static import (the
// 'preload-helper' group of vite/chunk-groups.ts). tests/lib/dynamic-imports.test.ts fails when a
// module of src writes `import(` anywhere else.

export type LazyModule<M> = {
  /**
   * Starts loading the code, once; every caller shares the one promise. A failed load (offline for
   * a moment) is forgotten, so the next call asks again.
   */
  load: () => Promise<M>;
  /** The code and its texts (`texts`), once, as `load`: what a screen or a piece needs to show. */
  preload: () => Promise<M>;
  /**
   * The module once `preload` has brought its code and texts, for code that must not wait (a
   * screen's first render, a toast).
   */
  loaded: () => M | undefined;
};

/** Keeps one promise, forgotten when it fails, so the next call asks again. */
function once<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= start().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/**
 * Code that loads later: `lazyModule(() => import('./x'))`. `load()` asks for the code once,
 * `preload()` for the code and, with it, its texts: `texts` loads the locale namespaces the code
 * reads (a piece's: src/lib/lazy-with-preload.ts; a screen's: src/app/router.tsx, where i18next is
 * at hand, so that this module stays free of it). Both forget a failure, so a "Try again" or the
 * next visit to the screen asks again.
 */
export function lazyModule<M>(
  importer: () => Promise<M>,
  { texts }: { texts?: () => Promise<unknown> } = {},
): LazyModule<M> {
  let module: M | undefined;
  const load = once(importer);
  const preload = once(() =>
    Promise.all([load(), texts?.()]).then(([loadedModule]) => (module = loadedModule)),
  );
  return { load, preload, loaded: () => module };
}

/** The screen at a path, code and texts (handed over by src/app/router.tsx: lib may not import app). */
let screenAt: ((pathname: string) => LazyModule<unknown>) | undefined;

/** Called once by the router (src/app/router.tsx). */
export function setScreens(lookup: (pathname: string) => LazyModule<unknown>) {
  screenAt = lookup;
}

/**
 * The one prefetch path: starts loading the code of the screen at `pathname` and its texts (the
 * route record's `texts`), the same cached load the router renders and the entry starts. Never
 * rejects: offline, the screen loads (or reports its error) when the visitor goes there.
 */
export function prefetchScreen(pathname: string): Promise<unknown> {
  return screenAt
    ? screenAt(pathname)
        .preload()
        .catch(() => undefined)
    : Promise.resolve();
}
