import { i18n, i18nReady } from '@/i18n/i18n';
import type { Namespace } from '@/i18n/namespaces';

/** Namespaces whose load failed: i18next's own loadNamespaces never asks for them again. */
const failed = new Set<string>();
i18n.on('failedLoading', (_language: string, namespace: string) => failed.add(namespace));
/**
 * The new request for namespaces that had failed, while it runs: a second caller at the same time
 * (the ticket card and its actions read the same texts) waits for it rather than finding the old
 * failure.
 */
const reloads = new Map<string, Promise<unknown>>();

/**
 * The one way texts load with code that loads later: a screen's (the route record's `texts`,
 * src/app/router.tsx) and a piece's (`lazyWithPreload`'s `texts`). Loads the namespaces in the
 * page's language and its fallback, again if they failed before; rejects when one is not there in
 * the page's language, so that the screen or piece fails as a whole (to its error screen or its
 * "Try again" line) instead of showing keys in place of words. The namespaces are recorded as the
 * app's, so that a change of language loads them with it; one already in costs no request. Safe to
 * call before i18next has started (the entry asks for the first screen's texts at once): they load
 * with its start.
 */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  const again = namespaces.filter((namespace) => failed.delete(namespace));
  if (again.length) {
    const reload = i18nReady.then(() => i18n.reloadResources(i18n.languages, again));
    const done = () =>
      again.forEach((namespace) => reloads.get(namespace) === reload && reloads.delete(namespace));
    void reload.then(done, done);
    for (const namespace of again) reloads.set(namespace, reload);
  }
  await Promise.all(namespaces.flatMap((namespace) => reloads.get(namespace) ?? []));
  await i18n.loadNamespaces([...namespaces]);
  await i18nReady;
  const language = i18n.languages[0];
  if (!namespaces.every((namespace) => i18n.hasResourceBundle(language, namespace)))
    throw new Error(`Texts not loaded: ${namespaces.join(', ')}`);
}
