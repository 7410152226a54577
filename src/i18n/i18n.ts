import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, initialLanguage, isLanguage } from './languages';

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

// The language guard (vite/prerender-plugin.ts) has already set <html lang> to it.
const startLanguage = initialLanguage();

export const i18nReady = i18next
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    // The menu's stored choice, else the browser's languages (docs/decisions/022), else Croatian.
    lng: startLanguage,
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

// Only the language menu stores a choice (src/components/language-select.tsx).
i18next.on('languageChanged', syncDocumentLanguage);
// i18next sets its language only once init has run (after this module): until then, the start
// language, not the default (which would show a prerendered page's Croatian copy for a moment).
syncDocumentLanguage(i18next.language || startLanguage);

export { i18next as i18n };
