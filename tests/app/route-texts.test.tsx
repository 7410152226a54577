import { screen } from '@testing-library/react';
import type { ReadCallback } from 'i18next';
import { i18n, i18nReady } from '@/i18n/i18n';
import { renderRoute } from '../render';

// A screen's texts load with its code, through the same loader as a piece's (src/lib/load-texts.ts):
// when they cannot load, the screen fails as a whole to the route's error screen with "Try again",
// never a page of keys in place of words.

test('a screen whose texts cannot load shows the error screen with Try again, not its keys', async () => {
  await i18nReady;
  // The locale loader of src/i18n/i18n.ts, as i18next's connector calls it.
  const { backend } = i18n.services.backendConnector as {
    backend: { read: (language: string, namespace: string, callback: ReadCallback) => void };
  };
  const read = backend.read.bind(backend);
  const reads = vi.spyOn(backend, 'read').mockImplementation((language, namespace, callback) => {
    // Offline, and not worth i18next's own retries here (five, over about eleven seconds).
    if (namespace === 'accessibility') callback(new Error('offline'), false);
    else read(language, namespace, callback);
  });

  try {
    await renderRoute('/accessibility', { session: { zoneCode: 'RI-Z1' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The statement's own heading key, shown in place of its words before.
    expect(screen.queryByRole('heading', { name: 'title' })).not.toBeInTheDocument();
    expect(reads).toHaveBeenCalledWith('en', 'accessibility', expect.any(Function));
  } finally {
    reads.mockRestore();
  }
});
