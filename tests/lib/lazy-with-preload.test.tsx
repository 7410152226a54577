import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

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
