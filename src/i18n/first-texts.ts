// The first screens' texts (common and zone: one file per language, `texts-<language>` in
// vite/chunk-groups.ts), which the entry asks for with the framework rather than after it: i18next's
// backend (src/i18n/i18n.ts) then finds them loaded. Free of i18next, in the entry's first file.
const files = import.meta.glob('../../locales/*/{common,zone}.json');

/** Starts loading the first screens' texts in `language`; never rejects (i18next asks again). */
export function loadFirstTexts(language: string): void {
  for (const [file, load] of Object.entries(files))
    if (file.startsWith(`../../locales/${language}/`)) void load().catch(() => undefined);
}
