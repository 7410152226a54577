import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AfterFirstScreen, MANIFEST_HREF } from '@/app/after-first-screen';
import { createQueryClient } from '@/app/query-client';

// The web app manifest is linked once the first screen has its data, not from index.html, where it
// and its icon took two of the six connections the first screen's code needs (docs/performance.md).
const manifestLinks = () => document.head.querySelectorAll(`link[rel="manifest"][href="${MANIFEST_HREF}"]`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('link[rel="manifest"]').forEach((link) => link.remove());
});

test('the manifest is linked once the first screen has its data, and only once', async () => {
  const queryClient = createQueryClient();
  let answer: (value: string) => void = () => {};
  void queryClient.prefetchQuery({
    queryKey: ['first-screen'],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  const { rerender } = render(
    <QueryClientProvider client={queryClient}>
      <AfterFirstScreen />
    </QueryClientProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(manifestLinks()).toHaveLength(0);

  await act(async () => {
    answer('ready');
    await vi.advanceTimersByTimeAsync(1100);
  });
  expect(manifestLinks()).toHaveLength(1);

  rerender(
    <QueryClientProvider client={queryClient}>
      <AfterFirstScreen key="again" />
    </QueryClientProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(1100));
  expect(manifestLinks()).toHaveLength(1);
});

test('a first screen still waiting after 3 s does not hold the manifest back', async () => {
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>(() => {}) });
  render(
    <QueryClientProvider client={queryClient}>
      <AfterFirstScreen />
    </QueryClientProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(2900));
  expect(manifestLinks()).toHaveLength(0);
  await act(() => vi.advanceTimersByTimeAsync(1200));
  expect(manifestLinks()).toHaveLength(1);
});

test('index.html does not link the manifest itself, and the linked file is served from public/', () => {
  const root = path.resolve(__dirname, '../..');
  expect(readFileSync(path.join(root, 'index.html'), 'utf8')).not.toMatch(/rel=["']?manifest/);
  expect(existsSync(path.join(root, 'public', MANIFEST_HREF))).toBe(true);
});
