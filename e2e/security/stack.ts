// Shared by the specs of playwright.nginx.config.ts: where the stack runs, and a watch on every
// test that fails it on a CSP violation, a cookie, a request to a foreign origin or an uncaught
// error in the app, whatever the test itself checks.
import path from 'node:path';
import { test as base, expect, type LaunchOptions, type Page } from '@playwright/test';
import defaultConfig from '../../playwright.config.ts';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/languages';

const port = Number(process.env.E2E_NGINX_PORT ?? 4192);
export const APP_ORIGIN = `http://127.0.0.1:${port}`;
/** The API and the stand-in gateways share this origin (scripts/stand-in-gateway.mjs). */
export const API_ORIGIN = `http://127.0.0.1:${port + 1}`;
export const GATEWAY_ORIGIN = API_ORIGIN;
/** The build nginx serves: E2E_DIST when given, else the one scripts/serve-nginx-e2e.mjs makes. */
export const BUILD_DIR = path.resolve(
  import.meta.dirname,
  '../..',
  process.env.E2E_DIST || `dist-nginx-${port}`,
);
/** The browser the default config chose (bundled or system Chromium), for files that adjust it. */
export const baseLaunchOptions: LaunchOptions = defaultConfig.use?.launchOptions ?? {};

export type Watch = {
  violations: string[];
  foreignRequests: string[];
  cookieHeaders: string[];
  pageErrors: string[];
  /** Every request the pages made, for counting (method and URL). */
  requests: { method: string; url: string }[];
};

type Fixtures = {
  watch: Watch;
  /** The language stored as if chosen in the menu before each page starts; null: none, the browser's. */
  storedLanguage: string | null;
};

const ALLOWED_ORIGINS = new Set([APP_ORIGIN, API_ORIGIN, GATEWAY_ORIGIN]);

export const test = base.extend<Fixtures>({
  storedLanguage: ['en', { option: true }],
  watch: [
    async ({ context, storedLanguage }, use) => {
      const watch: Watch = {
        violations: [],
        foreignRequests: [],
        cookieHeaders: [],
        pageErrors: [],
        requests: [],
      };

      await context.exposeBinding('__vpaCspViolation', ({ frame }, report: string) => {
        if (frame.url().startsWith(APP_ORIGIN)) watch.violations.push(report);
      });
      await context.addInitScript(
        ({ storedLanguage, langKey }) => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const report = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`;
            (window as unknown as { __vpaCspViolation?: (r: string) => void }).__vpaCspViolation?.(report);
          });
          // English, unless the test has chosen a language (or garbage) itself.
          try {
            if (storedLanguage !== null && localStorage.getItem(langKey) === null)
              localStorage.setItem(langKey, storedLanguage);
          } catch {
            // storage disabled by the test
          }
        },
        { storedLanguage, langKey: LANGUAGE_STORAGE_KEY },
      );

      const onPage = (page: Page) => {
        page.on('pageerror', (error) => {
          if (page.url().startsWith(APP_ORIGIN)) watch.pageErrors.push(`${page.url()}: ${error.message}`);
        });
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content.Security.Policy|Trusted Type/i.test(message.text())) {
            watch.violations.push(`console: ${message.text()}`);
          }
        });
      };
      context.pages().forEach(onPage);
      context.on('page', onPage);
      context.on('request', (request) => {
        const url = request.url();
        watch.requests.push({ method: request.method(), url });
        if (!/^https?:/.test(url)) return;
        const origin = new URL(url).origin;
        if (!ALLOWED_ORIGINS.has(origin)) watch.foreignRequests.push(url);
      });
      context.on('response', (response) => {
        void response.headerValue('set-cookie').then(
          (value) => {
            if (value) watch.cookieHeaders.push(`${response.url()}: ${value}`);
          },
          () => {},
        );
      });

      await use(watch);

      expect.soft(watch.violations, 'Content-Security-Policy violations').toEqual([]);
      expect.soft(watch.foreignRequests, 'requests to origins other than app, API and gateways').toEqual([]);
      expect.soft(watch.cookieHeaders, 'Set-Cookie headers').toEqual([]);
      expect.soft(await context.cookies(), 'cookies in the browser').toEqual([]);
      expect.soft(watch.pageErrors, 'uncaught errors in the app').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Back to the seed data (fines unpaid again); the mock API is shared by all workers. */
export async function resetMockApi(page: Page) {
  const response = await page.request.post(`${API_ORIGIN}/__mock/reset`);
  expect(response.ok()).toBe(true);
}
