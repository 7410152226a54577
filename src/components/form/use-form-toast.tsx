import { useCallback, useRef, useState, type ReactNode } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { FormToastProps } from './form-toast';

const FormToast = lazyWithPreload(() => import('./form-toast').then((module) => module.FormToast));

type Toast = 'unused' | 'open' | 'closed';

/**
 * The invalid-form toast of a form screen. The snackbar and its transitions (about 6 KiB gzip) are
 * not part of the screen's load: their chunk is fetched when the visitor first focuses or touches
 * the form (`prepare`, for the form's `onFocus` and `onPointerDown`), or on the first invalid
 * submit at the latest (docs/performance.md). Offline, the toast is left out (the form's own
 * messages say what is wrong) and the next submit asks again.
 */
export function useFormToast(
  message: ReactNode,
  options: Pick<FormToastProps, 'bottom'> = {},
): { prepare: () => void; show: () => void; hide: () => void; toast: ReactNode } {
  const [state, setState] = useState<Toast>('unused');
  // The loaded component itself, rendered directly: the toast never suspends the form.
  const [Loaded, setLoaded] = useState(FormToast.loaded);

  const requested = useRef(false);
  const prepare = useCallback(() => {
    // Called on every focus change inside the form: nothing to do once the toast is here.
    if (Loaded) return;
    const component = FormToast.loaded();
    if (component) {
      setLoaded(() => component);
      return;
    }
    if (requested.current) return;
    requested.current = true;
    FormToast.preload().then(
      (loadedComponent) => setLoaded(() => loadedComponent),
      () => {
        requested.current = false;
      },
    );
  }, [Loaded]);

  const show = useCallback(() => {
    setState('open');
    prepare();
  }, [prepare]);
  const hide = useCallback(() => setState((current) => (current === 'open' ? 'closed' : current)), []);

  const toast =
    state === 'unused' || !Loaded ? null : (
      <Loaded open={state === 'open'} onClose={hide} bottom={options.bottom}>
        {message}
      </Loaded>
    );
  return { prepare, show, hide, toast };
}
