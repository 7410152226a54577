import { memo, useState, type ComponentType, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { afterNextPaint } from '@/lib/after-next-paint';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { FormToastProps } from './form-toast';

const FormToast = lazyWithPreload(() => import('./form-toast').then((module) => module.FormToast));

type ToastState = {
  shown: 'unused' | 'open' | 'closed';
  /** The loaded component itself, rendered directly: the toast never suspends the form. */
  Loaded: ComponentType<FormToastProps> | undefined;
};

/** The toast's own state, outside its form: showing it draws the toast, never the form's fields. */
function createFormToast() {
  const store = createStore<ToastState>(() => ({ shown: 'unused', Loaded: FormToast.loaded() }));
  let requested = false;
  let shows = 0;
  const prepare = () => {
    // Called on every focus change inside the form: nothing to do once the toast is here.
    if (store.getState().Loaded || requested) return;
    requested = true;
    FormToast.preload().then(
      (Loaded) => store.setState({ Loaded }),
      () => (requested = false),
    );
  };
  const show = () => {
    prepare();
    // The form's own messages answer the tap; the toast (its transition forces a layout) comes in
    // the frame after them, unless the form has taken it back meanwhile.
    const asked = ++shows;
    afterNextPaint(() => asked === shows && store.setState({ shown: 'open' }));
  };
  const hide = () => {
    shows++;
    if (store.getState().shown === 'open') store.setState({ shown: 'closed' });
  };
  return { store, prepare, show, hide };
}

type SlotProps = { store: StoreApi<ToastState>; onClose: () => void; bottom?: number; message: ReactNode };

const ToastSlot = memo(function ToastSlot({ store, onClose, bottom, message }: SlotProps) {
  const { shown, Loaded } = useStore(store);
  if (shown === 'unused' || !Loaded) return null;
  return (
    <Loaded open={shown === 'open'} onClose={onClose} bottom={bottom}>
      {message}
    </Loaded>
  );
});

/**
 * The invalid-form toast of a form screen. The snackbar and its transitions (about 6 KiB gzip) are
 * not part of the screen's load: their chunk is fetched when the visitor first focuses or touches
 * the form (`prepare`, for the form's `onFocus` and `onPointerDown`), or on the first invalid
 * submit at the latest (docs/performance.md). Offline, the toast is left out (the form's own
 * messages say what is wrong) and the next submit asks again. Its state is its own: `show`,
 * `hide` and its code's arrival draw the toast only, not the form that holds it, and `show` draws
 * it after the frame of the form's messages.
 */
export function useFormToast(
  message: ReactNode,
  { bottom }: Pick<FormToastProps, 'bottom'> = {},
): { prepare: () => void; show: () => void; hide: () => void; toast: ReactNode } {
  const [{ store, prepare, show, hide }] = useState(createFormToast);
  const toast = <ToastSlot store={store} onClose={hide} bottom={bottom} message={message} />;
  return { prepare, show, hide, toast };
}
