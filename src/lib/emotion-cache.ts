// The one Emotion cache of the app. Its <style> elements carry the per-response CSP nonce that the
// server writes into <meta name="csp-nonce">, so the Content-Security-Policy can allow exactly
// these styles without 'unsafe-inline' (docs/decisions/007).
import createCache, { type EmotionCache } from '@emotion/cache';
import { CSP_NONCE_META, CSP_NONCE_PLACEHOLDER } from './csp-nonce';

// Base64 or hex, as servers generate them; anything else is not a nonce.
const NONCE_PATTERN = /^[A-Za-z0-9+/_-]{16,128}={0,2}$/;

/** The nonce of this response, or undefined when the page was served without one. */
export function readCspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const value = doc?.querySelector(`meta[name="${CSP_NONCE_META}"]`)?.getAttribute('content')?.trim() ?? '';
  if (value === CSP_NONCE_PLACEHOLDER || !NONCE_PATTERN.test(value)) return undefined;
  return value;
}

export function createEmotionCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'css', nonce });
}

export const emotionCache = createEmotionCache();
