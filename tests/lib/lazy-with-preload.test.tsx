import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyWithPreload, retryFailedLoads } from '@/lib/lazy-with-preload';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

test('preload asks for the code once and the component then renders it', async () => {
  const load = vi.fn(() => Promise.resolve(Hello));
  const Lazy = lazyWithPreload(load);
  expect(Lazy.loaded()).toBeUndefined();
  await Promise.all([Lazy.preload(), Lazy.preload()]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(Lazy.loaded()).toBe(Hello);

  render(
    <Suspense fallback={<p>Loading</p>}>
      <Lazy name="Ana" />
    </Suspense>,
  );
  expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is forgotten: the next preload asks again', async () => {
  const load = vi
    .fn<() => Promise<typeof Hello>>()
    .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce(Hello);
  const Lazy = lazyWithPreload(load);
  await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
  expect(Lazy.loaded()).toBeUndefined();
  await expect(Lazy.preload()).resolves.toBe(Hello);
  expect(load).toHaveBeenCalledTimes(2);
});

test('rendering before any preload loads the code and shows the fallback meanwhile', async () => {
  const Lazy = lazyWithPreload(() => Promise.resolve(Hello));
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Lazy name="Marko" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('Hello Marko')).toBeInTheDocument();
});

/** "Failed" instead of what failed; a new key is a new boundary (a "Try again"). */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <p>Failed</p>
    ) : (
      <Suspense fallback={<p>Loading</p>}>{this.props.children}</Suspense>
    );
  }
}

const offline = () => new Error('Failed to fetch dynamically imported module');

test('code that failed in a render is asked for again by retryFailedLoads, then rendered (React.lazy alone would fail for good)', async () => {
  const load = vi
    .fn<() => Promise<typeof Hello>>()
    .mockRejectedValueOnce(offline())
    .mockResolvedValueOnce(Hello);
  const Lazy = lazyWithPreload(load);
  const { rerender } = render(
    <Boundary key={1}>
      <Lazy name="Ana" />
    </Boundary>,
  );
  expect(await screen.findByText('Failed')).toBeInTheDocument();

  await retryFailedLoads();
  expect(load).toHaveBeenCalledTimes(2);
  rerender(
    <Boundary key={2}>
      <Lazy name="Ana" />
    </Boundary>,
  );
  expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  // Its code is in: asking again costs no request.
  await retryFailedLoads();
  expect(load).toHaveBeenCalledTimes(2);
});

test('code that still cannot load fails its next render again', async () => {
  const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValue(offline());
  const Lazy = lazyWithPreload(load);
  const { rerender } = render(
    <Boundary key={1}>
      <Lazy name="Ana" />
    </Boundary>,
  );
  expect(await screen.findByText('Failed')).toBeInTheDocument();
  await retryFailedLoads();
  expect(load).toHaveBeenCalledTimes(2);
  rerender(
    <Boundary key={2}>
      <Lazy name="Ana" />
    </Boundary>,
  );
  expect(await screen.findByText('Failed')).toBeInTheDocument();
  expect(screen.queryByText('Hello Ana')).not.toBeInTheDocument();
});

test('its Instant form never waits: drawn at once when in, else a failure at once, which retryFailedLoads brings back', async () => {
  let arrive = (_component: typeof Hello) => {};
  const load = vi.fn(() => new Promise<typeof Hello>((resolve) => (arrive = resolve)));
  const Lazy = lazyWithPreload(load);
  const underWay = Lazy.preload();
  const { rerender } = render(
    <Boundary key={1}>
      <Lazy.Instant name="Ana" />
    </Boundary>,
  );
  expect(screen.getByText('Failed')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();

  // The code comes after all: what is on screen stays until it is asked for again.
  arrive(Hello);
  await underWay;
  expect(screen.getByText('Failed')).toBeInTheDocument();
  await retryFailedLoads();
  expect(load).toHaveBeenCalledTimes(1);
  rerender(
    <Boundary key={2}>
      <Lazy.Instant name="Ana" />
    </Boundary>,
  );
  expect(screen.getByText('Hello Ana')).toBeInTheDocument();
});
