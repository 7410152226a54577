// The painted pages alone (the QR landing ready for its zone, and /welcome), as a driver sees them
// before the app has arrived, are accessible in every language on the narrowest phone: axe's WCAG
// 2.2 AA rules, nothing wider than 320 px, every target at least 44 px. The app's own pages are
// scanned in e2e/a11y.spec.ts; this is the HTML the build writes (vite/prerender-page.ts).
import { expectNoAxeViolations, horizontalOverflow, smallTouchTargets } from '../a11y-support';
import { expect, test } from './stack';
import { LANGUAGES } from '../../src/i18n/languages';
import { START_RETRY_KEY } from '../../src/lib/start-again';

const FRAMEWORK = /\/assets\/framework-[^/]+\.js$/;
const PAGES = [
  { address: '/?z=RI-Z1', link: 'a[href="/hourly?z=RI-Z1"]' },
  { address: '/welcome', link: 'a[href="/welcome/cities"]' },
];

for (const language of LANGUAGES)
  for (const { address, link } of PAGES)
    test.describe(() => {
      test.use({ storedLanguage: language, viewport: { width: 320, height: 740 } });
      test(`${address} painted in ${language}, before the app: accessible at 320 px`, async ({ page }) => {
        // The framework never arrives, and a retry just made keeps the start from loading the page
        // again (src/lib/start-again.ts): what is checked is the painted page alone.
        await page.route(FRAMEWORK, (route) => route.abort());
        await page.addInitScript((key) => sessionStorage.setItem(key, String(Date.now())), START_RETRY_KEY);
        await page.goto(address);
        await expect(page.locator(`.vpa-prerendered[lang="${language}"] ${link}`).first()).toBeVisible();
        await expectNoAxeViolations(page, `${address} painted in ${language}`);
        expect(await horizontalOverflow(page)).toBe(0);
        expect(await smallTouchTargets(page)).toEqual([]);
      });
    });
