import { useCallback, useEffect, useRef, useState } from 'react';
import { handOff, type Handoff } from './handoff';

export type HandoffState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'redirecting' }
  | { status: 'failed'; error: unknown };

/**
 * Starts a payment at most once: a second tap while one is under way is ignored, whatever the
 * render timing. Coming back from the gateway through the back/forward cache resets the screen
 * instead of leaving it on "redirecting".
 */
export function usePaymentHandoff() {
  const [state, setState] = useState<HandoffState>({ status: 'idle' });
  const inFlight = useRef(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        inFlight.current = false;
        setState({ status: 'idle' });
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(async (init: () => Promise<Handoff>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'starting' });
    try {
      const handoff = await init();
      setState({ status: 'redirecting' });
      handOff(handoff);
    } catch (error) {
      inFlight.current = false;
      setState({ status: 'failed', error });
    }
  }, []);

  return { state, start, busy: state.status === 'starting' || state.status === 'redirecting' };
}
