// @ts-check
// A small W3C WebDriver client over fetch, for WebKitGTK's WebKitWebDriver: the few commands the
// journeys need (docs/decisions/033-engines-suite.md says why not a library).
//   https://www.w3.org/TR/webdriver2/

/** The key W3C WebDriver gives an element reference under. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export class WebDriverError extends Error {
  /**
   * @param {string} error   the W3C error code ("no such element", "javascript error", ...)
   * @param {string} message
   */
  constructor(error, message) {
    super(`${error}: ${message}`);
    this.error = error;
  }
}

/**
 * @param {string} url
 * @param {'GET' | 'POST' | 'DELETE'} method
 * @param {unknown} [body]
 * @param {number} [timeoutMs]
 */
async function call(url, method, body, timeoutMs = 120_000) {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  /** @type {{ value?: any }} */
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    throw new WebDriverError(
      'unknown error',
      `${method} ${url}: HTTP ${response.status} ${text.slice(0, 200)}`,
    );
  }
  const value = json.value;
  if (!response.ok || (value && typeof value === 'object' && 'error' in value && value.error)) {
    throw new WebDriverError(String(value?.error ?? response.status), String(value?.message ?? text));
  }
  return value;
}

export class WebDriverSession {
  /**
   * @param {string} driverUrl  e.g. http://127.0.0.1:4270
   * @param {string} id
   */
  constructor(driverUrl, id) {
    this.base = `${driverUrl}/session/${id}`;
  }

  /**
   * @param {string} driverUrl
   * @param {Record<string, unknown>} capabilities  alwaysMatch
   */
  static async create(driverUrl, capabilities) {
    const value = await call(`${driverUrl}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } });
    return new WebDriverSession(driverUrl, value.sessionId);
  }

  /** @param {string} path @param {'GET' | 'POST' | 'DELETE'} method @param {unknown} [body] */
  command(path, method, body) {
    return call(`${this.base}${path}`, method, body);
  }

  /** Waits for the page's load event (pageLoadStrategy normal). @param {string} url */
  navigate(url) {
    return this.command('/url', 'POST', { url });
  }

  /** @returns {Promise<string>} */
  currentUrl() {
    return this.command('/url', 'GET');
  }

  /**
   * Runs `script` (a function body; `arguments` holds args) and returns its value; a promise it
   * returns is awaited (execute/sync does so since WebDriver level 2).
   * @param {string} script
   * @param {unknown[]} [args]
   */
  execute(script, args = []) {
    return this.command('/execute/sync', 'POST', { script, args });
  }

  /** @param {string} elementId */
  click(elementId) {
    return this.command(`/element/${elementId}/click`, 'POST', {});
  }

  /** @param {string} elementId */
  clear(elementId) {
    return this.command(`/element/${elementId}/clear`, 'POST', {});
  }

  /** @param {string} elementId @param {string} text */
  sendKeys(elementId, text) {
    return this.command(`/element/${elementId}/value`, 'POST', { text });
  }

  /** @param {{ width: number; height: number }} rect */
  setWindowRect(rect) {
    return this.command('/window/rect', 'POST', rect);
  }

  /** @param {{ script?: number; pageLoad?: number; implicit?: number }} timeouts */
  setTimeouts(timeouts) {
    return this.command('/timeouts', 'POST', timeouts);
  }

  back() {
    return this.command('/back', 'POST', {});
  }

  async delete() {
    await call(this.base, 'DELETE', undefined, 30_000).catch(() => undefined);
  }
}
