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

/** The stored choice, or the default when storage is empty, unavailable or holds garbage. */
export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}
