// The first screen's texts (common and zone are one file, `texts-<language>` in vite/chunk-groups.ts;
// the ticket forms' their own), asked for with the framework: i18next's backend then finds them
// loaded. Only the screens a zone's link opens: each file listed here is bytes in the entry. Free of i18next.
const files = import.meta.glob('../../locales/*/{common,zone,ticket}.json');

/** Starts loading common and `namespaces` (the first screen's) in `language`; never rejects (i18next asks again). */
export function loadFirstTexts(language: string, namespaces: readonly string[]): void {
  for (const namespace of ['common', ...namespaces])
    void files[`../../locales/${language}/${namespace}.json`]?.().catch(() => undefined);
}
