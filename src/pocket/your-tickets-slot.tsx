import { OptionalBoundary } from '@/components/optional-boundary';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useHasKeptTickets } from '@/pocket/kept-tickets-key';

// Not on the first screen's path: the list, zod's schema, date-fns and its texts load only when
// tickets are kept, after the page is up (issue 19, "fast stays fast").
const YourTickets = lazyWithPreload(() => import('./your-tickets').then((m) => m.YourTickets), {
  texts: ['pocket'],
});

/**
 * Where "Your tickets" appears; nothing at all for a visitor without kept tickets. When its code or
 * texts cannot load, a line with "Try again" takes its place: the tiles stay (issue 23).
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
