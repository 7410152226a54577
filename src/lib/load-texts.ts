import { i18n } from '@/i18n/i18n';
import type { Namespace } from '@/i18n/namespaces';

/**
 * Loads locale namespaces a lazily loaded piece reads (`lazyWithPreload`'s `texts`) in the page's
 * language and its fallback, again if they failed before (i18next's loadNamespaces never asks
 * twice); rejects when one is not there in the page's language, so that the piece fails as a whole
 * instead of showing keys in place of words. A namespace already in comes from the module cache,
 * with no request. Loaded with the pieces, off the first screens' files.
 */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  await i18n.reloadResources(i18n.languages, [...namespaces]);
  if (!namespaces.every((namespace) => i18n.hasResourceBundle(i18n.languages[0], namespace)))
    throw new Error(`Texts not loaded: ${namespaces.join(', ')}`);
}
