import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { FormToast as FormToastComponent, FormToastProps } from './form-toast';

type ToastComponent = typeof FormToastComponent;

let loaded: ToastComponent | undefined;
function loadFormToast(): Promise<ToastComponent> {
  return import('./form-toast').then((module) => (loaded = module.FormToast));
}

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
  const [FormToast, setFormToast] = useState(() => loaded);

  const requested = useRef(false);
  const prepare = useCallback(() => {
    // Called on every focus change inside the form: nothing to do once the toast is here.
    if (FormToast) return;
    if (loaded) {
      setFormToast(() => loaded);
      return;
    }
    if (requested.current) return;
    requested.current = true;
    loadFormToast().then(
      (component) => setFormToast(() => component),
      () => {
        requested.current = false;
      },
    );
  }, [FormToast]);

  const show = useCallback(() => {
    setState('open');
    prepare();
  }, [prepare]);
  const hide = useCallback(() => setState((current) => (current === 'open' ? 'closed' : current)), []);

  const toast =
    state === 'unused' || !FormToast ? null : (
      <FormToast open={state === 'open'} onClose={hide} bottom={options.bottom}>
        {message}
      </FormToast>
    );
  return { prepare, show, hide, toast };
}
