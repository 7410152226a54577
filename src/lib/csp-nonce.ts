// The per-response CSP nonce (docs/decisions/007): the server (deploy/nginx, sub_filter) writes a
// fresh one in place of the placeholder wherever the page holds it: in <meta name="csp-nonce">,
// read by Emotion's cache (src/lib/emotion-cache.ts), and on the QR landing's own <style> element
// (vite/prerender-plugin.ts, docs/decisions/029). deploy/render-runtime-config.sh writes the same
// placeholder (NONCE_PLACEHOLDER); tests/security/deploy-config.test.ts holds the two together.
export const CSP_NONCE_META = 'csp-nonce';
/** What a page holds until the server puts a fresh nonce in its place. */
export const CSP_NONCE_PLACEHOLDER = 'VPA_CSP_NONCE';
