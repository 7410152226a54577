// The files of the `shared` project (vitest.config.ts) run one after another in the same worker,
// with one jsdom and one set of loaded modules: loading them again for every file was about half
// of the unit suite's time. What a file could leave behind for the next is put back here, at the
// start and at the end of every file, so that each starts as it would in a worker of its own:
// storage, the session store, the page's language, the address, the document, the clock, globals
// and properties a test replaced, and listeners on the mock server. (Storage, the mock backend's
// data and its handlers are also reset around every test, in tests/setup.ts.) What stays loaded
// is code and the texts i18next has read: the tests of loading them (which code and texts come
// with which screen) run in the `isolated` project.
import { server } from '@/mocks/node';
import { i18n, i18nReady } from '@/i18n/i18n';
import { initialLanguage } from '@/i18n/languages';
import { rehydrateSessionStore } from '@/stores/session-store';

// What jsdom itself puts on these objects; anything else was put there by a test.
const OWN_AT_START = new Map<object, Set<PropertyKey>>(
  [document, navigator, document.documentElement].map((target) => [target, new Set(Reflect.ownKeys(target))]),
);

function dropReplacedProperties() {
  for (const [target, own] of OWN_AT_START) {
    for (const key of Reflect.ownKeys(target)) {
      if (own.has(key)) continue;
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (descriptor?.configurable) Reflect.deleteProperty(target, key);
    }
  }
}

function leaveNothingBehind() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  dropReplacedProperties();
  server.events.removeAllListeners();
}

beforeAll(async () => {
  leaveNothingBehind();
  localStorage.clear();
  sessionStorage.clear();
  rehydrateSessionStore();
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames())
    if (name !== 'lang') document.documentElement.removeAttribute(name);
  await i18nReady;
  await i18n.changeLanguage(initialLanguage());
  document.documentElement.lang = i18n.language;
});
afterAll(leaveNothingBehind);
