import i18next from 'i18next';
import { initialLanguage, toAcceptLanguage } from '@/i18n/languages';

/**
 * The Accept-Language of the app's requests (hr-HR, en-US, de-DE or it-IT, as
 * docs/backend-contract.md says): i18next's language once it has started; before, the one it
 * starts in. While i18next loads the start language's texts it reports the fallback's (Croatian)
 * as resolved, so a first screen's requests sent then (a ticket form's data, the footer) carried
 * hr-HR for a visitor who reads German.
 */
export function requestLanguage(): string {
  const language = i18next.isInitialized ? (i18next.resolvedLanguage ?? i18next.language) : initialLanguage();
  return toAcceptLanguage(language);
}
