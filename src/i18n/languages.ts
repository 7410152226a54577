export const LANGUAGES = ['hr', 'en', 'de', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'hr';
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Names shown in the language selector, each in its own language. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  hr: 'hrvatski',
  en: 'english',
  de: 'deutsch',
  it: 'italiano',
};

const ACCEPT_LANGUAGE: Record<Language, string> = {
  hr: 'hr-HR',
  en: 'en-US',
  de: 'de-DE',
  it: 'it-IT',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function toAcceptLanguage(language: string | undefined): string {
  return isLanguage(language) ? ACCEPT_LANGUAGE[language] : ACCEPT_LANGUAGE[DEFAULT_LANGUAGE];
}

/**
 * The language a page starts in (docs/decisions/022): the one chosen in the menu before (`stored`), else
 * the first of the browser's languages (`navigator.languages`) whose primary subtag the portal
 * speaks (de-AT -> de, en-GB -> en), else Croatian, the spec's default. Anything else in storage
 * or the list is ignored. vite/prerender-plugin.ts writes the same rule into the language guard.
 */
export function chooseLanguage(stored: unknown, browser: unknown): Language {
  if (isLanguage(stored)) return stored;
  if (Array.isArray(browser)) {
    for (const tag of browser as unknown[]) {
      if (typeof tag !== 'string') continue;
      const primary = tag.split(/[-_]/)[0]?.toLowerCase();
      if (isLanguage(primary)) return primary;
    }
  }
  return DEFAULT_LANGUAGE;
}

/** The language chosen in the menu before, or null when none was (or storage is unavailable). */
export function readStoredLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  // Older browsers have only navigator.language.
  const list: readonly string[] | undefined = navigator.languages;
  if (list && list.length > 0) return list;
  return typeof navigator.language === 'string' ? [navigator.language] : [];
}

/** The language this page starts in: the stored choice, else the browser's, else Croatian. */
export function initialLanguage(): Language {
  return chooseLanguage(readStoredLanguage(), browserLanguages());
}

/** Keeps a choice made in the menu (only that: a language taken from the browser is not stored). */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}
