import { useEffect } from 'react';

/**
 * Calls `then` once it is drawn: put beside a lazy piece inside the same Suspense boundary, once
 * the piece is on the screen too. For a tap's pending look that lasts until what it opened shows.
 */
export function WhenDrawn({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}
