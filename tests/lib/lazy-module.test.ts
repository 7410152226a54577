import type { ReadCallback } from 'i18next';
import { routeOf } from '@/app/routes';
import { i18n, i18nReady } from '@/i18n/i18n';
import '@/app/router';
import { lazyModule, prefetchScreen } from '@/lib/lazy-module';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

const offline = () => new Error('Failed to fetch dynamically imported module');
const code = { answer: 42 };

beforeEach(async () => {
  await i18nReady;
  await i18n.changeLanguage('en');
});

/** The locale loader of src/i18n/i18n.ts, as i18next's connector calls it, failing for `namespace`. */
function textsOffline(namespace: string) {
  const { backend } = i18n.services.backendConnector as {
    backend: { read: (language: string, namespace: string, callback: ReadCallback) => void };
  };
  const read = backend.read.bind(backend);
  const reads = vi.spyOn(backend, 'read').mockImplementation((language, name, callback) => {
    if (name === namespace) callback(new Error('offline'), false);
    else read(language, name, callback);
  });
  onTestFinished(() => reads.mockRestore());
}

test('the code is asked for once: every load and preload shares one promise', async () => {
  const importer = vi.fn(() => Promise.resolve(code));
  const module = lazyModule(importer);
  expect(module.loaded()).toBeUndefined();
  const [first, second, third] = await Promise.all([module.load(), module.load(), module.preload()]);
  expect([first, second, third]).toEqual([code, code, code]);
  expect(importer).toHaveBeenCalledTimes(1);
  expect(module.loaded()).toBe(code);
  await module.preload();
  expect(importer).toHaveBeenCalledTimes(1);
});

test('a failed load is forgotten: the next load asks again', async () => {
  const importer = vi
    .fn<() => Promise<typeof code>>()
    .mockRejectedValueOnce(offline())
    .mockResolvedValueOnce(code);
  const module = lazyModule(importer);
  await expect(module.preload()).rejects.toThrow('Failed to fetch');
  expect(module.loaded()).toBeUndefined();
  await expect(module.load()).resolves.toBe(code);
  await expect(module.preload()).resolves.toBe(code);
  expect(importer).toHaveBeenCalledTimes(2);
});

test('preload brings the texts with the code; the code alone (load) does not count as loaded', async () => {
  let textsIn = false;
  const texts = vi.fn(() => Promise.resolve().then(() => (textsIn = true)));
  const module = lazyModule(() => Promise.resolve(code), { texts });
  await module.load();
  expect(texts).not.toHaveBeenCalled();
  expect(module.loaded()).toBeUndefined();
  await Promise.all([module.preload(), module.preload()]);
  expect(textsIn).toBe(true);
  expect(texts).toHaveBeenCalledTimes(1);
  expect(module.loaded()).toBe(code);
});

test('when the texts fail, preload fails as a whole and the next one asks for them again (the code stays)', async () => {
  const importer = vi.fn(() => Promise.resolve(code));
  const texts = vi
    .fn<() => Promise<unknown>>()
    .mockRejectedValueOnce(offline())
    .mockResolvedValueOnce(undefined);
  const module = lazyModule(importer, { texts });
  await expect(module.preload()).rejects.toThrow('Failed to fetch');
  expect(module.loaded()).toBeUndefined();
  await expect(module.preload()).resolves.toBe(code);
  expect(texts).toHaveBeenCalledTimes(2);
  expect(importer).toHaveBeenCalledTimes(1);
});

test("a piece's texts (lazyWithPreload's `texts`) load with its code; if they cannot, it cannot either", async () => {
  textsOffline('prepaid');
  const Piece = lazyWithPreload(() => Promise.resolve(() => null), { texts: ['prepaid'] });
  await expect(Piece.preload()).rejects.toThrow('Texts not loaded: prepaid');
  expect(Piece.loaded()).toBeUndefined();

  vi.restoreAllMocks();
  await Piece.preload();
  expect(Piece.loaded()).toBeDefined();
  expect(i18n.hasResourceBundle('en', 'prepaid')).toBe(true);
});

test("prefetchScreen loads a route's module (the record's one cached load) and its texts", async () => {
  const entry = routeOf('/termsofsale');
  const load = vi.spyOn(entry.module, 'load');
  await prefetchScreen('/termsofsale');
  expect(load).toHaveBeenCalledTimes(1);
  await expect(entry.module.load()).resolves.toHaveProperty(entry.pick);
  for (const namespace of entry.texts) expect(i18n.hasResourceBundle('en', namespace)).toBe(true);
});

test('prefetchScreen never rejects: offline, the screen loads when the visitor goes there', async () => {
  vi.doMock('@/features/fines/fine-summary-page', () => {
    throw offline();
  });
  onTestFinished(() => vi.doUnmock('@/features/fines/fine-summary-page'));
  await expect(prefetchScreen('/fine-summary')).resolves.toBeUndefined();
});
