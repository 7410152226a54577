import { OptionalBoundary } from '@/components/optional-boundary';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useHasKeptTickets } from '@/pocket/kept-tickets-key';

// Off the form's first path: the choices, zod's schema and the texts load only when tickets are
// kept on this phone, like "Your tickets" (src/pocket/your-tickets-slot.tsx).
const SavedPlates = lazyWithPreload(() => import('@/pocket/saved-plates').then((m) => m.SavedPlates), {
  texts: ['pocket'],
});

/**
 * The saved plates under a plate field; nothing at all for a visitor without kept tickets. When
 * their code or texts cannot load, a line with "Try again" takes their place: the form works on.
 */
export function SavedPlatesSlot({ onUse }: { onUse: (plate: string) => void }) {
  const hasTickets = useHasKeptTickets();
  if (!hasTickets) return null;
  return (
    <OptionalBoundary>
      <SavedPlates onUse={onUse} />
    </OptionalBoundary>
  );
}
