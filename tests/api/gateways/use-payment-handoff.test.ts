import { act, renderHook, waitFor } from '@testing-library/react';
import type * as Gateways from '@/api/gateways/handoff';
import type { Handoff } from '@/api/gateways/handoff';
import { usePaymentHandoff } from '@/api/gateways/use-payment-handoff';

const handOffSpy = vi.hoisted(() => vi.fn());
vi.mock('@/api/gateways/handoff', async (importOriginal) => ({
  ...(await importOriginal<typeof Gateways>()),
  handOff: handOffSpy,
}));

const redirect: Handoff = { kind: 'redirect', url: 'http://localhost:3000/mock-gateway/worldline' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function firePageShow(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

beforeEach(() => handOffSpy.mockReset());

describe('usePaymentHandoff', () => {
  it('starts one payment however often it is asked while one is under way', async () => {
    const { result } = renderHook(() => usePaymentHandoff());
    const pending = deferred<Handoff>();
    const init = vi.fn(() => pending.promise);

    act(() => {
      for (let i = 0; i < 5; i += 1) void result.current.start(init);
    });
    expect(init).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ status: 'starting' });
    expect(result.current.busy).toBe(true);

    await act(async () => {
      pending.resolve(redirect);
      await pending.promise;
    });
    expect(result.current.state).toEqual({ status: 'redirecting' });
    expect(result.current.busy).toBe(true);
    expect(handOffSpy).toHaveBeenCalledExactlyOnceWith(redirect);

    // Still leaving: a late tap does nothing.
    await act(() => result.current.start(init));
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('reports a failed start and lets the visitor try again', async () => {
    const { result } = renderHook(() => usePaymentHandoff());
    const error = new Error('init failed');
    await act(() => result.current.start(() => Promise.reject(error)));
    expect(result.current.state).toEqual({ status: 'failed', error });
    expect(result.current.busy).toBe(false);
    expect(handOffSpy).not.toHaveBeenCalled();

    await act(() => result.current.start(() => Promise.resolve(redirect)));
    expect(result.current.state).toEqual({ status: 'redirecting' });
    expect(handOffSpy).toHaveBeenCalledTimes(1);
  });

  it('hands nothing off when the start answers null, and lets the visitor tap again', async () => {
    const { result } = renderHook(() => usePaymentHandoff());
    await act(() => result.current.start(() => Promise.resolve(null)));
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(result.current.busy).toBe(false);
    expect(handOffSpy).not.toHaveBeenCalled();

    await act(() => result.current.start(() => Promise.resolve(redirect)));
    expect(handOffSpy).toHaveBeenCalledExactlyOnceWith(redirect);
  });

  it('treats an error thrown by the hand-off itself as a failed start', async () => {
    handOffSpy.mockImplementationOnce(() => {
      throw new Error('blocked');
    });
    const { result } = renderHook(() => usePaymentHandoff());
    await act(() => result.current.start(() => Promise.resolve(redirect)));
    expect(result.current.state.status).toBe('failed');
  });

  it('resets when the page comes back from the back/forward cache', async () => {
    const { result } = renderHook(() => usePaymentHandoff());
    const init = vi.fn(() => Promise.resolve(redirect));
    await act(() => result.current.start(init));
    expect(result.current.state.status).toBe('redirecting');

    act(() => firePageShow(false));
    expect(result.current.state.status).toBe('redirecting');

    act(() => firePageShow(true));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'idle' }));
    await act(() => result.current.start(init));
    expect(init).toHaveBeenCalledTimes(2);
  });

  it('stops listening for pageshow when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => usePaymentHandoff());
    unmount();
    expect(remove).toHaveBeenCalledWith('pageshow', expect.any(Function));
    remove.mockRestore();
  });
});
