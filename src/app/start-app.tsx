import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { App } from './app';

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
}
