// Helpers of the accessibility scans (a11y.spec.ts) and the keyboard journey (keyboard.spec.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import {
  CID_KEY,
  DEFAULT_SELECTION,
  SELECTION_KEY,
  ZONE_CODE_KEY,
  type TicketSelection,
} from '../src/stores/session-keys';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languages';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const MIN_TARGET_PX = 44;

export type Lang = 'hr' | 'en' | 'de' | 'it';
export type Selection = Partial<TicketSelection>;
export type Preset = { zoneCode?: string; cid?: string; selection?: Selection; lang?: Lang };

let presetCount = 0;

/**
 * Storage as a visitor would have it before the page loads (the keys of docs/storage.md), applied
 * once per test, so what the app stores itself afterwards survives reloads.
 */
export async function preset(page: Page, { zoneCode, cid, selection, lang = 'hr' }: Preset) {
  const marker = `a11y-preset-${++presetCount}`;
  const session: Record<string, string> = {};
  if (zoneCode) session[ZONE_CODE_KEY] = zoneCode;
  if (cid) session[CID_KEY] = cid;
  if (selection) {
    session[SELECTION_KEY] = JSON.stringify({ ...DEFAULT_SELECTION, ...selection });
  }
  await page.addInitScript(
    ({ marker, session, lang, langKey }) => {
      try {
        if (window.sessionStorage.getItem(marker)) return;
        window.sessionStorage.setItem(marker, '1');
        for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
        window.localStorage.setItem(langKey, lang);
      } catch {
        // about:blank and other opaque origins have no storage.
      }
    },
    { marker, session, lang, langKey: LANGUAGE_STORAGE_KEY },
  );
}

/** Waits until nothing is loading: no request in flight for 500 ms and no aria-busy region. */
export async function settle(page: Page, timeout = 20_000) {
  await page.waitForLoadState('networkidle', { timeout });
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
    timeout,
  });
}

/**
 * axe-core with the WCAG 2.2 AA tags over the whole document (top bar, drawer, footer included),
 * or only `within` a selector (`main`, the open dialog); `label` (default: the address) names the
 * state in the failure.
 */
export async function expectNoAxeViolations(
  page: Page,
  scan: string | { label?: string; within?: string } = {},
) {
  const { label = page.url(), within } = typeof scan === 'string' ? { label: scan } : scan;
  // A fade or a slide still running (a dialog opening) shows colours between two states, whose
  // contrast axe would measure: wait until every finite animation has finished. Two frames first,
  // so that a transition due to start (an alert just mounted at opacity 0) has started: on a loaded
  // machine the check could otherwise run before it and axe measure the alert mid-fade.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 20_000 },
  );
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const result = await (within ? builder.include(within) : builder).analyze();
  const found = result.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
        .join('\n')}`,
  );
  expect.soft(found, `axe violations on ${label}`).toEqual([]);
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * What a box cuts off sideways inside the page: an element that clips or scrolls its content
 * sideways (`overflow-x` other than visible) with content wider than itself, which the page's
 * own width does not show (an alert's words cut off at its edge). Fields are left out: their
 * value scrolls within them by design; so is text for screen readers only, clipped to 1 px.
 */
export async function clippedSideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter(
        (element) =>
          !['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName) &&
          getComputedStyle(element).overflowX !== 'visible' &&
          element.scrollWidth > element.clientWidth + 1 &&
          element.getBoundingClientRect().width > 2 &&
          element.closest('[aria-hidden="true"], [inert]') === null,
      )
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`),
  );
}

/**
 * Every control a finger can hit is at least 44 x 44 CSS px. Links inside running text are exempt,
 * as WCAG 2.5.8 exempts inline targets; a form field counts with its whole box.
 */
export async function smallTouchTargets(page: Page, min = MIN_TARGET_PX): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, select, input:not([type="hidden"]), textarea, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [tabindex="0"]';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // The box a finger hits: a field's whole outline, or the label a checkbox is in, not the
      // bare <input> inside it.
      const target = element.closest<HTMLElement>('.MuiInputBase-root, label') ?? element;
      const rect = target.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // Off-screen until focused (the skip link) or visually hidden for screen readers only.
      if (rect.bottom <= 0 || rect.right <= 0 || (rect.width <= 2 && rect.height <= 2)) continue;
      if (element.tagName === 'A' && style.display === 'inline') {
        const parentText = element.parentElement?.textContent?.trim() ?? '';
        const ownText = element.textContent?.trim() ?? '';
        if (parentText.length > ownText.length) continue; // a link within a sentence
      }
      if (rect.width + 0.5 < min || rect.height + 0.5 < min) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
        );
      }
    }
    return small;
  }, min);
}

/** Text at 200 % of the default size: what a visitor gets from the browser's text-size setting. */
export async function enlargeText(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
}

export type ProductionApp = { appUrl: string; apiUrl: string; stop: () => Promise<void> };

/**
 * The production bundle (no mock code) with the mock API server on another origin, so Playwright
 * can hold or fail API calls on the network (the in-browser mock answers before the network).
 */
export async function startProductionApp(appPort: number, apiPort: number): Promise<ProductionApp> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'scripts/bench/serve-production.mjs',
      '--app-port',
      String(appPort),
      '--api-port',
      String(apiPort),
      // The production build `npm test` made once, or one of this worker's own; either way the API
      // is on the page's own origin (/sms-api), as the contract's default configuration has it.
      ...(process.env.E2E_DIST ? ['--dist', process.env.E2E_DIST] : ['--out-dir', `dist-a11y-${appPort}`]),
      '--same-origin',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, VITE_API_MOCKING: '' } },
  );
  let output = '';
  const ready = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`production server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = /^ready (\S+) (\S+)$/m.exec(output);
      if (line) {
        clearTimeout(timer);
        resolve(line[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`production server exited with ${code}:\n${output}`));
    });
  });
  const [, appUrl, apiUrl] = ready.split(' ') as [string, string, string];
  return {
    appUrl,
    apiUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
