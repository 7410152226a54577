import { type BuildEnv, resolveConfig } from '@/lib/config';
import { registerServiceWorker, SERVICE_WORKER_URL, shouldRegisterServiceWorker } from '@/lib/service-worker';

// The app's service worker runs in production builds only. Development has none, and a
// mock build (`npm start`, the mock e2e suite) runs MSW's worker on the same scope instead.
function fakeNavigator() {
  const register = vi.fn<ServiceWorkerContainer['register']>(() =>
    Promise.resolve({} as ServiceWorkerRegistration),
  );
  return { register, nav: { serviceWorker: { register } } as unknown as Navigator };
}

test('a production build registers /sw.js for the whole site, bypassing the HTTP cache', () => {
  const { register, nav } = fakeNavigator();
  registerServiceWorker({ PROD: true, mocking: false }, nav);
  expect(register).toHaveBeenCalledExactlyOnceWith(SERVICE_WORKER_URL, {
    scope: '/',
    updateViaCache: 'none',
  });
  expect(SERVICE_WORKER_URL).toBe('/sw.js');
});

test('whether the build mocks comes from the configuration: without the variable it does not', () => {
  const { nav } = fakeNavigator();
  const mocking = (env: BuildEnv) => resolveConfig({ runtime: {}, env, pageOrigin: null }).mocking;
  expect(shouldRegisterServiceWorker({ PROD: true, mocking: mocking({}) }, nav)).toBe(true);
  expect(
    shouldRegisterServiceWorker({ PROD: true, mocking: mocking({ VITE_API_MOCKING: 'true' }) }, nav),
  ).toBe(false);
});

test('a mock build never registers it (MSW holds the scope)', () => {
  const { register, nav } = fakeNavigator();
  registerServiceWorker({ PROD: true, mocking: true }, nav);
  expect(register).not.toHaveBeenCalled();
  expect(shouldRegisterServiceWorker({ PROD: true, mocking: true }, nav)).toBe(false);
});

test('development never registers it', () => {
  const { register, nav } = fakeNavigator();
  registerServiceWorker({ PROD: false, mocking: false }, nav);
  registerServiceWorker({ PROD: false, mocking: true }, nav);
  expect(register).not.toHaveBeenCalled();
});

test('a browser without service workers is left alone', () => {
  expect(shouldRegisterServiceWorker({ PROD: true, mocking: false }, {} as Navigator)).toBe(false);
  expect(() => registerServiceWorker({ PROD: true, mocking: false }, {} as Navigator)).not.toThrow();
});

test('a refused registration (private mode, blocked workers) is no uncaught error', async () => {
  const register = vi.fn(() => Promise.reject(new Error('SecurityError')));
  const nav = { serviceWorker: { register } } as unknown as Navigator;
  registerServiceWorker({ PROD: true, mocking: false }, nav);
  await expect(register.mock.results[0]?.value).rejects.toThrow('SecurityError');
});

test('where the browser has Trusted Types, the address comes from the one policy the CSP allows', async () => {
  vi.resetModules();
  const created: string[] = [];
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => {
      created.push(name);
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
    },
  });
  try {
    const fresh = await import('@/lib/service-worker');
    const { register, nav } = fakeNavigator();
    fresh.registerServiceWorker({ PROD: true, mocking: false }, nav);
    fresh.registerServiceWorker({ PROD: true, mocking: false }, nav);
    expect(created).toEqual([fresh.TRUSTED_TYPES_POLICY]);
    expect(register).toHaveBeenCalledWith({ trusted: '/sw.js' }, { scope: '/', updateViaCache: 'none' });
    expect(register).toHaveBeenCalledTimes(2);
  } finally {
    vi.unstubAllGlobals();
  }
});

test('the test build itself (Vitest) does not register it', () => {
  expect(shouldRegisterServiceWorker()).toBe(false);
});
