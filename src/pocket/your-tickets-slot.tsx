import { OptionalBoundary } from '@/components/optional-boundary';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useHasKeptTickets } from '@/pocket/kept-tickets-key';

// Not on the first screen's path: the list, zod's schema, date-fns and its texts load only when
// tickets are kept, after the page is up: the first screen stays as fast as without them.
const YourTickets = lazyWithPreload(() => import('./your-tickets').then((m) => m.YourTickets), {
  texts: ['pocket'],
});

/**
 * Where "Your tickets" appears; nothing at all for a visitor without kept tickets. When its code or
 * texts cannot load, a line with "Try again" takes its place: the tiles, the page's purpose, stay.
 */
export function YourTicketsSlot() {
  const hasTickets = useHasKeptTickets();
  if (!hasTickets) return null;
  return (
    <OptionalBoundary>
      <YourTickets />
    </OptionalBoundary>
  );
}
