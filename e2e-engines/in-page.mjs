// @ts-check
// Runs in the page under test, in every engine alike (sent as source with each call): finds an
// element as a visitor would name it, by role and accessible name or by its text. A small
// approximation of Testing Library's queries (no library can be injected: the page's CSP and
// Trusted Types allow no script but its own, and a WebDriver script runs outside them).

/**
 * @typedef {{ source: string; flags: string }} Pattern
 * @typedef {{ role?: string; name?: Pattern; level?: number; text?: Pattern; css?: string }} Step
 */

/**
 * The visible element matching the last step, inside the elements matching the steps before it;
 * null when there is none yet.
 * @param {Step[]} steps
 * @returns {Element | null}
 */
export function findInPage(steps) {
  /** @type {Record<string, string>} */
  const ROLES = {
    link: 'a[href], [role="link"]',
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="search"], input[type="tel"], input[type="email"], input[type="url"], textarea, [role="textbox"]',
    combobox: 'select:not([multiple]), [role="combobox"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    list: 'ul, ol, [role="list"]',
    listitem: 'li, [role="listitem"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
    main: 'main, [role="main"]',
    status: '[role="status"], output',
    alert: '[role="alert"]',
    option: 'option, [role="option"]',
    contentinfo: 'footer, [role="contentinfo"]',
  };
  const squash = (/** @type {string | null | undefined} */ text) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (/** @type {Element} */ el) => {
    if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
    if (el instanceof HTMLOptionElement) return true;
    const rects = el.getClientRects();
    if (rects.length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const byIds = (/** @type {string} */ ids) =>
    ids
      .split(/\s+/)
      .map((id) => squash(document.getElementById(id)?.textContent))
      .join(' ')
      .trim();
  const nameOf = (/** @type {Element} */ el) => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement
    ) {
      const labels = el.labels ? Array.from(el.labels) : [];
      if (labels.length) return squash(labels.map((l) => l.textContent).join(' '));
      return squash(el.getAttribute('placeholder') ?? el.getAttribute('title'));
    }
    if (el instanceof HTMLImageElement) return squash(el.alt);
    return squash(el instanceof HTMLElement ? el.innerText || el.textContent : el.textContent);
  };
  const matches = (/** @type {Pattern | undefined} */ pattern, /** @type {string} */ value) =>
    !pattern || new RegExp(pattern.source, pattern.flags).test(value);

  /** @type {Element[]} */
  let scopes = [document.documentElement];
  let found = /** @type {Element[]} */ ([]);
  for (const step of steps) {
    found = [];
    for (const scope of scopes) {
      if (step.text) {
        // The innermost visible elements whose own text matches.
        for (const el of Array.from(scope.querySelectorAll('body *'))) {
          if (!visible(el) || !matches(step.text, squash(el.textContent))) continue;
          const child = Array.from(el.children).some(
            (c) => visible(c) && matches(step.text, squash(c.textContent)),
          );
          if (!child) found.push(el);
        }
        continue;
      }
      const selector = step.css ?? (step.role ? ROLES[step.role] : '*');
      if (!selector) throw new Error(`no selector for role ${step.role}`);
      for (const el of Array.from(scope.querySelectorAll(selector))) {
        if (!visible(el)) continue;
        if (
          step.level &&
          el.tagName !== `H${step.level}` &&
          el.getAttribute('aria-level') !== String(step.level)
        )
          continue;
        if (!matches(step.name, nameOf(el))) continue;
        found.push(el);
      }
    }
    if (!found.length) return null;
    scopes = found;
  }
  return found[0] ?? null;
}
