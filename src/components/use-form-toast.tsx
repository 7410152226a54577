import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type { FormToast as FormToastComponent, FormToastProps } from './form-toast';

type ToastComponent = typeof FormToastComponent;

let loaded: ToastComponent | undefined;
function loadFormToast(): Promise<ToastComponent> {
  return import('./form-toast').then((module) => (loaded = module.FormToast));
}

type Toast = 'unused' | 'open' | 'closed';

/**
 * The invalid-form toast of a form screen. The snackbar and its transitions (about 6 KiB gzip) are
 * not part of the screen's first load: their chunk is fetched when the browser is idle after the
 * form shows, or on the first invalid submit at the latest (docs/performance.md). Offline, the
 * toast is left out (the form's own messages say what is wrong) and the next submit asks again.
 */
export function useFormToast(
  message: ReactNode,
  options: Pick<FormToastProps, 'bottom'> = {},
): { show: () => void; hide: () => void; toast: ReactNode } {
  const [state, setState] = useState<Toast>('unused');
  const [FormToast, setFormToast] = useState(() => loaded);

  const load = useCallback(() => {
    loadFormToast().then(
      (component) => setFormToast(() => component),
      () => undefined,
    );
  }, []);
  useEffect(() => (loaded ? undefined : whenIdle(load, 5000, 2000)), [load]);

  const show = useCallback(() => {
    setState('open');
    if (!loaded) load();
  }, [load]);
  const hide = useCallback(() => setState((current) => (current === 'open' ? 'closed' : current)), []);

  const toast =
    state === 'unused' || !FormToast ? null : (
      <FormToast open={state === 'open'} onClose={hide} bottom={options.bottom}>
        {message}
      </FormToast>
    );
  return { show, hide, toast };
}
