// @ts-check
// The pure part of the benchmark's static copy (scripts/bench/static-copy.mjs): a rendered
// document turned into a page with no script. Tested in tests/bench/static-copy.test.ts.

/**
 * The rendered document turned into a page with no script: script elements, script preloads and
 * event handler attributes removed; the page's stylesheets and style elements replaced by one
 * link to `stylesheet` (their rules, as the browser held them: captureStaticCopy), last in the head.
 * @param {{ html: string, stylesheet: string }} page `html`: the document's outerHTML
 * @returns {string}
 */
export function staticPage({ html, stylesheet }) {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*>\s*/gi, '')
    .replace(/<style\b[\s\S]*?<\/style\s*>\s*/gi, '')
    .replace(/\son[a-z]+="[^"]*"/gi, '')
    .replace(/<\/head>/i, `<link rel="stylesheet" href="${stylesheet}">\n</head>`);
  return `<!doctype html>\n${body}`;
}
