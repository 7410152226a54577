import { useCallback, useEffect, useRef, useState } from 'react';
import { handOff, handoffHost, type Handoff } from './handoff';

export type HandoffState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'redirecting' }
  | { status: 'failed'; error: unknown };

/**
 * Starts a payment at most once: a second tap while one is under way is ignored, whatever the
 * render timing. An `init` that answers null hands nothing off (what was to be paid has changed,
 * and the screen now shows it): the screen is as before the tap. Coming back from the gateway
 * through the back/forward cache resets the screen instead of leaving it on "redirecting".
 */
export function usePaymentHandoff() {
  const [state, setState] = useState<HandoffState>({ status: 'idle' });
  // Where the browser is going once redirecting (the gateway's host), shown to the driver.
  const [gatewayHost, setGatewayHost] = useState<string | null>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        inFlight.current = false;
        setGatewayHost(null);
        setState({ status: 'idle' });
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const start = useCallback(async (init: () => Promise<Handoff | null>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'starting' });
    try {
      const handoff = await init();
      if (!handoff) {
        inFlight.current = false;
        setState({ status: 'idle' });
        return;
      }
      setGatewayHost(handoffHost(handoff));
      setState({ status: 'redirecting' });
      handOff(handoff);
    } catch (error) {
      inFlight.current = false;
      setState({ status: 'failed', error });
    }
  }, []);

  const redirecting = state.status === 'redirecting';
  return {
    state,
    start,
    busy: state.status === 'starting' || redirecting,
    gatewayHost: redirecting ? gatewayHost : null,
  };
}
