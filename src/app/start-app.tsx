import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/lib/when-idle';
import { App } from './app';

/**
 * What the pocket stored is pruned at every start (issue 23, items 7 and 8: tickets and purchases
 * past their 7 days, invoices without a ticket; docs/storage.md), once the page has loaded and the
 * browser is idle: a chunk of its own, off the first screen's bytes, that loads more only when
 * something is stored.
 */
function pruneKeptTicketsLater(): void {
  const prune = () =>
    whenIdle(
      () => void import('@/lib/pocket/prune-at-start').then((m) => m.pruneAtStart()).catch(() => undefined),
      10_000,
      3_000,
    );
  if (document.readyState === 'complete') prune();
  else window.addEventListener('load', prune, { once: true });
}

/**
 * Draws the app over whatever the page shows until then (the static shell of index.html, or a
 * prerendered page). A transition lets the browser paint and answer input while the first render
 * runs.
 */
export function startApp(container: HTMLElement, queryClient: QueryClient): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
  pruneKeptTicketsLater();
}
