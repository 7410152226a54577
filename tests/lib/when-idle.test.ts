import { whenIdle } from '@/lib/when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('runs the task when the browser is idle, with the timeout as a deadline, and can be cancelled', () => {
  const requestIdleCallback = vi.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
  const cancelIdleCallback = vi.fn();
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
  const task = vi.fn();

  const cancel = whenIdle(task, 5000, 2000);
  expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 5000 });
  expect(task).not.toHaveBeenCalled();
  cancel();
  expect(cancelIdleCallback).toHaveBeenCalledWith(7);
});

test('without requestIdleCallback (Safari) it waits the fallback time instead', () => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  const task = vi.fn();

  whenIdle(task, 5000, 2000);
  vi.advanceTimersByTime(1999);
  expect(task).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledOnce();

  const cancelled = vi.fn();
  whenIdle(cancelled, 1000, 0)();
  vi.runAllTimers();
  expect(cancelled).not.toHaveBeenCalled();
});
