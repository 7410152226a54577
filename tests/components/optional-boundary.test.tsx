import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReadCallback } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OptionalBoundary } from '@/components/optional-boundary';
import { i18n, i18nReady } from '@/i18n/i18n';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

const FAILED = 'This part could not be loaded.';
const offline = () => new Error('Failed to fetch dynamically imported module');

const Actions = () => <button type="button">Add to calendar</button>;

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
});

afterEach(() => vi.restoreAllMocks());

/** A screen: its purpose above and below, an optional piece between them. */
function Screen({ piece }: { piece: React.ReactNode }) {
  return (
    <main>
      <h1>Ticket 1000</h1>
      <OptionalBoundary>{piece}</OptionalBoundary>
      <button type="button">Download invoice</button>
    </main>
  );
}

test('a piece whose code cannot load becomes a line, the rest stays, and "Try again" loads it', async () => {
  const load = vi
    .fn<() => Promise<typeof Actions>>()
    .mockRejectedValueOnce(offline())
    .mockResolvedValueOnce(Actions);
  const LazyActions = lazyWithPreload(load);
  const user = userEvent.setup();
  render(<Screen piece={<LazyActions />} />);

  expect(await screen.findByRole('status')).toHaveTextContent(FAILED);
  expect(screen.getByRole('heading', { name: 'Ticket 1000' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Download invoice' })).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Add to calendar' })).toBeVisible();
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('still offline: the line and the focus on its button stay, and a later try loads it', async () => {
  const load = vi
    .fn<() => Promise<typeof Actions>>()
    .mockRejectedValueOnce(offline())
    .mockRejectedValueOnce(offline())
    .mockResolvedValueOnce(Actions);
  const LazyActions = lazyWithPreload(load);
  const user = userEvent.setup();
  render(<Screen piece={<LazyActions />} />);

  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  // The line again, its button focused and no longer busy: Enter tries once more.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-busy', 'true');
  expect(screen.getByText(FAILED)).toBeVisible();

  await user.keyboard('{Enter}');
  expect(await screen.findByRole('button', { name: 'Add to calendar' })).toBeVisible();
  expect(load).toHaveBeenCalledTimes(3);
});

function PrepaidHeading() {
  const { t } = useTranslation('prepaid');
  return <h2>{t('title')}</h2>;
}

test('texts that cannot load are a failure of the piece, never keys on the screen; "Try again" loads them', async () => {
  // The locale loader of src/i18n/i18n.ts, as i18next's connector calls it.
  const { backend } = i18n.services.backendConnector as {
    backend: { read: (language: string, namespace: string, callback: ReadCallback) => void };
  };
  const read = backend.read.bind(backend);
  const reads = vi.spyOn(backend, 'read').mockImplementation((language, namespace, callback) => {
    // Offline, and not worth i18next's own retries here.
    if (namespace === 'prepaid') callback(new Error('offline'), false);
    else read(language, namespace, callback);
  });
  const user = userEvent.setup();
  const Heading = lazyWithPreload(() => Promise.resolve(PrepaidHeading), { texts: ['prepaid'] });
  render(
    <main>
      <h1>Ticket 1000</h1>
      <OptionalBoundary>
        <Heading />
      </OptionalBoundary>
    </main>,
  );

  expect(await screen.findByText(FAILED)).toBeVisible();
  expect(screen.queryByText('title')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ticket 1000' })).toBeVisible();

  reads.mockRestore();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const heading = await screen.findByRole('heading', { level: 2 });
  expect(heading.textContent).not.toBe('title');
  expect(heading.textContent).toBe(i18n.t('prepaid:title'));
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
});
