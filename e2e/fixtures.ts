// Playwright's test and expect with the `app` helpers every journey uses.
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languages';

export type Lang = 'hr' | 'en' | 'de' | 'it';

export type AppHelpers = {
  /**
   * Opens `path` with the UI language preset, as if the visitor had chosen it before, and waits
   * until the app has taken over a prerendered page (the QR landing, /welcome: their controls work
   * from then on), unless `beforeTheApp` asks for the page as painted before the app.
   */
  gotoWithLang(path: string, lang?: Lang, options?: { beforeTheApp?: boolean }): Promise<Response | null>;
};

let presetCount = 0;

function appHelpers(page: Page): AppHelpers {
  return {
    async gotoWithLang(path, lang = 'en', { beforeTheApp = false } = {}) {
      // Init scripts run before every navigation in the page; the marker makes this preset apply once,
      // so a language switched in the UI survives a later reload.
      const marker = `e2e-lang-preset-${++presetCount}`;
      await page.addInitScript(
        ({ lang, marker, langKey }) => {
          try {
            if (window.sessionStorage.getItem(marker)) return;
            window.sessionStorage.setItem(marker, '1');
            window.localStorage.setItem(langKey, lang);
          } catch {
            // Storage disabled on purpose by a test: nothing to preset.
          }
        },
        { lang, marker, langKey: LANGUAGE_STORAGE_KEY },
      );
      const response = await page.goto(path);
      if (!beforeTheApp) await expect(page.locator('.vpa-prerendered')).toHaveCount(0);
      return response;
    },
  };
}

export const test = base.extend<{ app: AppHelpers }>({
  app: async ({ page }, use) => {
    await use(appHelpers(page));
  },
});

export { expect };
