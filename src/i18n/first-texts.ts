// The first screens' texts (common and zone, `texts-<language>` in vite/chunk-groups.ts), asked for
// with the framework: i18next's backend then finds them loaded. Free of i18next.
const files = import.meta.glob('../../locales/*/{common,zone}.json');

/** Starts loading the first screens' texts in `language`; never rejects (i18next asks again). */
export function loadFirstTexts(language: string): void {
  for (const [file, load] of Object.entries(files))
    if (file.startsWith(`../../locales/${language}/`)) void load().catch(() => undefined);
}
