import { Suspense } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useHasKeptTickets } from '@/lib/pocket/first-screens/kept-tickets-key';

// Not on the first screen's path: the list, zod's schema and date-fns load only when tickets are
// kept, after the page is up (issue 19, "fast stays fast").
const YourTickets = lazyWithPreload(() => import('../your-tickets').then((m) => m.YourTickets));

/** Where "Your tickets" appears; nothing at all for a visitor without kept tickets. */
export function YourTicketsSlot() {
  const hasTickets = useHasKeptTickets();
  if (!hasTickets) return null;
  return (
    <Suspense fallback={null}>
      <YourTickets />
    </Suspense>
  );
}
