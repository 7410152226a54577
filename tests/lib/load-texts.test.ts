import type { ReadCallback } from 'i18next';
import { i18n, i18nReady } from '@/i18n/i18n';
import { loadTexts } from '@/lib/load-texts';

// Two pieces that read the same texts (the ticket card and its actions, `pocket`) are asked for
// again together after those texts failed: both wait for the one new request, neither finds the
// old failure.
test('texts that failed are asked for once more for every caller at the same time, and all get them', async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
  const { backend } = i18n.services.backendConnector as {
    backend: { read: (language: string, namespace: string, callback: ReadCallback) => void };
  };
  const read = backend.read.bind(backend);
  let offline = true;
  const reads = vi.spyOn(backend, 'read').mockImplementation((language, namespace, callback) => {
    if (offline && namespace === 'pocket') callback(new Error('offline'), false);
    else read(language, namespace, callback);
  });
  onTestFinished(() => reads.mockRestore());

  await expect(loadTexts(['pocket'])).rejects.toThrow('Texts not loaded: pocket');

  offline = false;
  await expect(Promise.all([loadTexts(['pocket']), loadTexts(['pocket'])])).resolves.toEqual([
    undefined,
    undefined,
  ]);
  expect(i18n.hasResourceBundle('en', 'pocket')).toBe(true);
});
