import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, readStoredLanguage, storeLanguage, isLanguage } from './languages';

// Each language and namespace is its own chunk: a visitor downloads only the language shown.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      // retry: true lets i18next try again (maxRetries below) on a weak connection.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined' && isLanguage(language)) document.documentElement.lang = language;
}

export const i18nReady = i18next
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    // Only the shell's texts up front; each screen's namespace loads with the screen.
    ns: ['common'],
    defaultNS: 'common',
    maxRetries: 5,
    retryTimeout: 350,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

i18next.on('languageChanged', (language) => {
  syncDocumentLanguage(language);
  if (isLanguage(language)) storeLanguage(language);
});
syncDocumentLanguage(i18next.language || DEFAULT_LANGUAGE);

export { i18next as i18n };
