// @ts-check
// The two engines behind one small page interface, so that every journey is written once:
//   webkit  Debian's WebKitWebDriver driving WebKitGTK's MiniBrowser under Xvfb (W3C WebDriver
//           classic, ./webdriver.mjs)
//   gecko   Debian's firefox-esr through WebDriver BiDi (puppeteer-core, already in the project)
// Actions are real input in both (WebDriver's element click and keys, BiDi's input actions); what
// cannot be done the same way in both is said where it is (`can`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { findInPage } from './in-page.mjs';
import { ELEMENT_KEY, WebDriverSession } from './webdriver.mjs';

export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const XVFB = '/usr/bin/Xvfb';

/** A phone's viewport (the Playwright suites use a Pixel 7's); `resize()` with no size goes back to it. */
const PHONE = { width: 412, height: 915 };
/** WebDriver's code points of the keys the journeys press (W3C WebDriver, "Keyboard actions"). */
const WEBDRIVER_KEYS = { Tab: '\uE004', Shift: '\uE008' };

/**
 * @typedef {import('./in-page.mjs').Step} Step
 * @typedef {{
 *   name: 'webkit' | 'gecko';
 *   can: { offline: boolean; downloadsDir: string | null };
 *   goto(url: string, options?: { wait?: 'load' | 'none' }): Promise<void>;
 *   url(): Promise<string>;
 *   evaluate<T>(fn: (...args: any[]) => T, ...args: unknown[]): Promise<Awaited<T>>;
 *   find(steps: Step[]): Promise<unknown | null>;
 *   click(handle: unknown): Promise<void>;
 *   fill(handle: unknown, text: string): Promise<void>;
 *   select(handle: unknown, value: string): Promise<void>;
 *   valueOf(handle: unknown): Promise<string>;
 *   upload(selector: string, file: string): Promise<void>;
 *   back(): Promise<void>;
 *   press(key: 'Tab', options?: { shift?: boolean }): Promise<void>;
 *   resize(size?: { width: number; height: number }): Promise<void>;
 *   openTab(): Promise<void>;
 *   useTab(index: number): Promise<void>;
 *   closeOtherTabs(): Promise<void>;
 *   setOffline(offline: boolean): Promise<void>;
 *   lastOutput(): string[];
 *   close(): Promise<void>;
 * }} EnginePage
 */

/** @param {unknown[]} args */
const source = (/** @type {Function} */ fn, args) => `(${fn.toString()})(...${JSON.stringify(args)})`;

/** @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env */
function startProcess(command, args, env) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env, detached: false });
  /** @type {string[]} */
  const errors = [];
  child.stderr?.on('data', (chunk) => {
    errors.push(String(chunk));
    if (errors.length > 50) errors.shift();
  });
  return { child, errors };
}

/**
 * Stops `child` and waits until it has exited (SIGKILL after 10 s), so that what it held (a port, a
 * display's socket) is free for the next browser.
 * @param {import('node:child_process').ChildProcess} child
 */
async function stopped(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killLater);
}

/**
 * @param {() => Promise<boolean>} ready
 * @param {number} timeoutMs
 * @param {string} what
 */
async function until(ready, timeoutMs, what) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver, on a private X display.
 * @param {{ driverPort: number; display: number; workDir: string; env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<EnginePage>}
 */
export async function launchWebKit({ driverPort, display, workDir, env = {} }) {
  /** @type {ReturnType<typeof startProcess>[]} */
  const processes = [];
  const socket = `/tmp/.X11-unix/X${display}`;
  if (!existsSync(socket)) {
    processes.push(
      startProcess(XVFB, [`:${display}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], process.env),
    );
    await until(async () => existsSync(socket), 30_000, 'Xvfb');
  }
  // WebKitGTK saves downloads to the XDG download folder (GLib reads it from user-dirs.dirs, else
  // it is the home folder): a private home and folder, which the suite reads.
  const home = path.join(workDir, 'webkit-home');
  const downloadsDir = path.join(home, 'Downloads');
  mkdirSync(path.join(home, '.config'), { recursive: true });
  mkdirSync(downloadsDir, { recursive: true });
  writeFileSync(path.join(home, '.config', 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloadsDir}"\n`);
  const driver = startProcess(WEBKIT_DRIVER, [`--port=${driverPort}`], {
    ...process.env,
    DISPLAY: `:${display}`,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    // No accessibility bus, no sandbox portal in a CI container: both only slow the start.
    NO_AT_BRIDGE: '1',
    ...env,
  });
  processes.push(driver);
  const driverUrl = `http://127.0.0.1:${driverPort}`;
  await until(
    async () => (await fetch(`${driverUrl}/status`, { signal: AbortSignal.timeout(2000) })).ok,
    30_000,
    'WebKitWebDriver',
  );
  const session = await WebDriverSession.create(driverUrl, {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
  });
  await session.setTimeouts({ script: 60_000, pageLoad: 90_000, implicit: 0 });
  await session.setWindowRect(PHONE).catch(() => undefined);
  /** The tabs' window handles, the first one's first; commands go to the one switched to. */
  const tabs = [/** @type {string} */ (await session.command('/window', 'GET'))];
  const useTab = (/** @type {number} */ index) => session.command('/window', 'POST', { handle: tabs[index] });

  /** @param {unknown} handle */
  const elementId = (handle) => /** @type {Record<string, string>} */ (handle)[ELEMENT_KEY];
  /** @type {EnginePage} */
  const page = {
    name: 'webkit',
    // WebDriver classic has no network emulation.
    can: { offline: false, downloadsDir },
    async goto(url, { wait = 'load' } = {}) {
      if (wait === 'load') await session.navigate(url);
      // Out of the script's own turn, so the command returns before the page goes.
      else
        await session.execute('const u = arguments[0]; setTimeout(() => { location.href = u; }, 0);', [url]);
    },
    url: () => session.currentUrl(),
    evaluate: (fn, ...args) => session.execute(`return ${source(fn, args)};`),
    async find(steps) {
      const found = await session.execute(`return (${findInPage.toString()})(arguments[0]);`, [steps]);
      return found && elementId(found) ? found : null;
    },
    async click(handle) {
      await session.click(elementId(handle));
    },
    async fill(handle, text) {
      await session.clear(elementId(handle));
      await session.sendKeys(elementId(handle), text);
    },
    async select(handle, value) {
      // WebDriver selects an option by clicking it.
      const option = await session.execute(
        'return Array.from(arguments[0].options).find((o) => o.value === arguments[1]) ?? null;',
        [handle, value],
      );
      if (!option) throw new Error(`no option ${value}`);
      await session.click(elementId(option));
    },
    valueOf: (handle) => session.execute('return arguments[0].value;', [handle]),
    async upload(selector, file) {
      // A file input may be hidden behind its button: WebDriver types the path into it all the same.
      const input = await session.execute('return document.querySelector(arguments[0]);', [selector]);
      if (!input) throw new Error(`no ${selector}`);
      await session.sendKeys(elementId(input), file);
    },
    back: async () => {
      await session.back();
    },
    async press(key, { shift = false } = {}) {
      const keys = shift ? [WEBDRIVER_KEYS.Shift, WEBDRIVER_KEYS[key]] : [WEBDRIVER_KEYS[key]];
      const actions = [
        ...keys.map((value) => ({ type: 'keyDown', value })),
        ...[...keys].reverse().map((value) => ({ type: 'keyUp', value })),
      ];
      await session.command('/actions', 'POST', { actions: [{ type: 'key', id: 'keyboard', actions }] });
    },
    async resize(size = PHONE) {
      // The window's size: the page's is what the window leaves it (the journeys read innerHeight).
      await session.setWindowRect(size);
    },
    async openTab() {
      const opened = await session.command('/window/new', 'POST', { type: 'tab' });
      tabs.push(opened.handle);
      await useTab(tabs.length - 1);
      await session.setWindowRect(PHONE).catch(() => undefined);
    },
    async useTab(index) {
      await useTab(index);
    },
    async closeOtherTabs() {
      for (const index of tabs.keys()) {
        if (index === 0) continue;
        await useTab(index);
        await session.command('/window', 'DELETE');
      }
      tabs.splice(1);
      await useTab(0);
    },
    async setOffline() {
      throw new Error('WebKitWebDriver cannot take the page offline');
    },
    // The driver's and the browser's last lines on stderr (MiniBrowser writes to the driver's).
    lastOutput: () => driver.errors.join('').split('\n').filter(Boolean).slice(-20),
    async close() {
      // Never throws, and gives up after 30 s: a browser that died has no session left to delete.
      await session.delete();
      for (const { child } of processes.reverse()) await stopped(child);
    },
  };
  return page;
}

/**
 * Firefox ESR through WebDriver BiDi, headless.
 * @param {{ workDir: string; acceptLanguage: string }} options
 * @returns {Promise<EnginePage>}
 */
export async function launchGecko({ workDir, acceptLanguage }) {
  const downloadsDir = path.join(workDir, 'gecko-downloads');
  mkdirSync(downloadsDir, { recursive: true });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
    timeout: 90_000,
    protocolTimeout: 120_000,
    extraPrefsFirefox: {
      'intl.accept_languages': acceptLanguage,
      // Downloads straight to a folder the suite reads, never a dialog.
      'browser.download.folderList': 2,
      'browser.download.dir': downloadsDir,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      'pdfjs.disabled': true,
      'browser.helperApps.neverAsk.saveToDisk': 'application/pdf,text/calendar',
    },
  });
  const newTab = async () => {
    const opened = await browser.defaultBrowserContext().newPage();
    opened.setDefaultTimeout(60_000);
    opened.setDefaultNavigationTimeout(90_000);
    await opened.setViewport(PHONE);
    return opened;
  };
  /** The tabs, the first one's first; `tab` is the one the commands go to. */
  const tabs = [await newTab()];
  let tab = tabs[0];
  const useTab = async (/** @type {number} */ index) => {
    tab = tabs[index];
    await tab.bringToFront();
  };

  /** @param {unknown} handle */
  const element = (handle) => /** @type {import('puppeteer-core').ElementHandle<Element>} */ (handle);
  /** @type {EnginePage} */
  const page = {
    name: 'gecko',
    can: { offline: true, downloadsDir },
    async goto(url, { wait = 'load' } = {}) {
      if (wait === 'load') await tab.goto(url, { waitUntil: 'load' });
      else await tab.evaluate((u) => void setTimeout(() => (location.href = u), 0), url);
    },
    url: async () => tab.url(),
    evaluate: (fn, ...args) => /** @type {Promise<any>} */ (tab.evaluate(source(fn, args))),
    async find(steps) {
      const handle = await tab.evaluateHandle(source(findInPage, [steps]));
      const found = handle.asElement();
      if (!found) await handle.dispose();
      return found;
    },
    async click(handle) {
      await element(handle).click();
    },
    async fill(handle, text) {
      const input = element(handle);
      // Select what is there so that the keys replace it, as a visitor would.
      await input.click({ count: 3 });
      await input.evaluate((el) => /** @type {HTMLInputElement} */ (el).select?.());
      await tab.keyboard.press('Backspace');
      await input.type(text);
    },
    async select(handle, value) {
      await element(handle).select(value);
    },
    valueOf: (handle) => element(handle).evaluate((el) => /** @type {HTMLInputElement} */ (el).value),
    async upload(selector, file) {
      const input = await tab.$(selector);
      if (!input) throw new Error(`no ${selector}`);
      await /** @type {import('puppeteer-core').ElementHandle<HTMLInputElement>} */ (input).uploadFile(file);
    },
    back: async () => {
      await tab.goBack({ waitUntil: 'load' });
    },
    async press(key, { shift = false } = {}) {
      if (shift) await tab.keyboard.down('Shift');
      await tab.keyboard.press(key);
      if (shift) await tab.keyboard.up('Shift');
    },
    async resize(size = PHONE) {
      await tab.setViewport(size);
    },
    async openTab() {
      tabs.push(await newTab());
      await useTab(tabs.length - 1);
    },
    useTab,
    async closeOtherTabs() {
      for (const other of tabs.splice(1)) await other.close().catch(() => undefined);
      await useTab(0);
    },
    async setOffline(offline) {
      await tab.setOfflineMode(offline);
    },
    lastOutput: () => [],
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
  return page;
}
