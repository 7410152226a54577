// The app's configuration (api-contract section 1). Values the container writes into index.html at
// start-up (<meta name="vpa-config" content="{json}">, docs/decisions/007) win over the build-time
// `import.meta.env` ones, so one image serves any backend. Every value is checked on its own: one
// that is malformed is ignored and the next source (then the default) is used.

import defaults from '../../deploy/config-defaults.json';

/** Name of the meta tag that carries the runtime configuration as JSON. */
export const RUNTIME_CONFIG_META = 'vpa-config';

// The defaults live in deploy/config-defaults.json, which the container's start-up script
// (deploy/render-runtime-config.sh) reads as well: page and policy cannot disagree on them.
// The Teya payment page has none: a deployment must name it (VITE_TEYA_PAYMENT_URL; the container
// does not start without it), and a page without one starts no Teya payment (teyaHandoff), so a
// forgotten variable can never send card payments to Teya's test page or anywhere else.
// Worldline's production payment pages: Direct's Hosted Checkout, and the older e-Commerce and
// Ogone pages. A deployment names its own (a test platform too) with VITE_PAYMENT_REDIRECT_ORIGINS.
export const DEFAULT_PAYMENT_REDIRECT_ORIGINS: readonly string[] = defaults.paymentRedirectOrigins.split(',');
/** How long one API call may take before the screen shows its error state. */
export const DEFAULT_API_TIMEOUT_MS: number = defaults.apiTimeoutMs;
const MIN_API_TIMEOUT_MS = 1_000;
const MAX_API_TIMEOUT_MS = 120_000;

const MAX_META_LENGTH = 8_192;
const MAX_URL_LENGTH = 512;
const MAX_ORIGINS = 10;
export const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
// A same-origin path prefix: no `//` (another host) and no backslash (which browsers read as `/`).
const SAME_ORIGIN_PATH = /^\/(?![/\\])[A-Za-z0-9._~%/-]*$/;

export type AppConfig = {
  readonly mocking: boolean;
  /** Base of every REST call; empty means the page's own origin. No trailing slash. */
  readonly apiBaseUrl: string;
  readonly smsDbApiBaseUrl: string;
  /** Where the Teya hidden form is posted; empty when none is configured (no Teya payment starts). */
  readonly teyaPaymentUrl: string;
  /** Origins a Worldline redirect may lead to. */
  readonly paymentRedirectOrigins: readonly string[];
  readonly apiTimeoutMs: number;
  /**
   * Other origins whose zone links the QR scanner accepts (issue 20), besides the page's own;
   * empty when the portal has only the one.
   */
  readonly officialOrigins: readonly string[];
  /**
   * Field data (issue 26, docs/decisions/021): the page view's speed and failures go to the
   * portal's own server. Off unless the operator turns it on.
   */
  readonly fieldData: boolean;
};

/** The build-time variables, as Vite exposes them. */
export type BuildEnv = {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_MOCKING?: string;
  readonly VITE_TEYA_PAYMENT_URL?: string;
  readonly VITE_PAYMENT_REDIRECT_ORIGINS?: string;
  readonly VITE_SMS_DB_API_BASE_URL?: string;
  readonly VITE_API_TIMEOUT_MS?: string;
  readonly VITE_OFFICIAL_ORIGINS?: string;
  readonly VITE_FIELD_DATA?: string;
};

type Sources = {
  /** The parsed meta tag; anything that is not a plain object counts as empty. */
  runtime: unknown;
  env: BuildEnv;
  /** The page's origin, the mock gateway's home when mocking. */
  pageOrigin: string | null;
};

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isSecureOrLoopback(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/**
 * An API base address: empty (same origin), a same-origin path, or an absolute http(s) address
 * without credentials, query or fragment. Returned without a trailing slash.
 */
export function validBaseUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return '';
  if (text.length > MAX_URL_LENGTH) return undefined;
  if (text.startsWith('/')) return SAME_ORIGIN_PATH.test(text) ? text.replace(/\/+$/, '') : undefined;
  if (!/^https?:\/\//i.test(text)) return undefined;
  const url = parseUrl(text);
  if (!url || url.username || url.password || url.search || url.hash || text.includes('\\')) return undefined;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The Teya payment page: an https address (or loopback http, for local test gateways) without
 * credentials, or a same-origin path (the mock gateway).
 */
export function validGatewayUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > MAX_URL_LENGTH) return undefined;
  if (text.startsWith('/')) return SAME_ORIGIN_PATH.test(text) ? text : undefined;
  if (!/^https?:\/\//i.test(text) || text.includes('\\')) return undefined;
  const url = parseUrl(text);
  if (!url || url.username || url.password || !isSecureOrLoopback(url)) return undefined;
  return url.href;
}

/** One origin of the redirect allow-list: https, or loopback http; nothing after the host and port. */
export function validOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^https?:\/\//i.test(text) || text.length > MAX_URL_LENGTH || text.includes('\\')) return undefined;
  const url = parseUrl(text);
  if (!url || url.username || url.password || !isSecureOrLoopback(url)) return undefined;
  if (url.pathname !== '/' || url.search || url.hash) return undefined;
  return url.origin;
}

/** A list of origins as an array or a comma-separated string; bad entries are dropped. */
export function validOrigins(value: unknown): string[] | undefined {
  const entries = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!entries) return undefined;
  const origins = [...new Set(entries.map(validOrigin).filter((o): o is string => o !== undefined))].slice(
    0,
    MAX_ORIGINS,
  );
  return origins.length > 0 ? origins : undefined;
}

export function validTimeout(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isInteger(number) && number >= MIN_API_TIMEOUT_MS && number <= MAX_API_TIMEOUT_MS
    ? number
    : undefined;
}

/** On or off: a boolean, or `on`/`off`, `true`/`false`, `1`/`0`; anything else is no value. */
export function validSwitch(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return ['on', 'true', '1'].includes(text) ? true : ['off', 'false', '0'].includes(text) ? false : undefined;
}

/** The runtime configuration from the meta tag, or an empty object when it is missing or garbage. */
export function readRuntimeConfig(doc: Document | undefined = globalThis.document): Record<string, unknown> {
  const raw = doc?.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`)?.getAttribute('content');
  if (!raw || raw.length > MAX_META_LENGTH) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Picks each value from the first source that has a valid one. */
export function resolveConfig({ runtime, env, pageOrigin }: Sources): AppConfig {
  const meta =
    runtime && typeof runtime === 'object' && !Array.isArray(runtime)
      ? (runtime as Record<string, unknown>)
      : {};
  // Mocking is a build decision only: a runtime value cannot turn the mock backend on.
  const mocking = env.VITE_API_MOCKING === 'true';
  const apiBaseUrl = validBaseUrl(meta.apiBaseUrl) ?? validBaseUrl(env.VITE_API_BASE_URL) ?? '';
  const mockOrigins = mocking && pageOrigin ? [pageOrigin] : undefined;
  return {
    mocking,
    apiBaseUrl,
    smsDbApiBaseUrl:
      validBaseUrl(meta.smsDbApiBaseUrl) || validBaseUrl(env.VITE_SMS_DB_API_BASE_URL) || apiBaseUrl,
    teyaPaymentUrl:
      validGatewayUrl(meta.teyaPaymentUrl) ??
      validGatewayUrl(env.VITE_TEYA_PAYMENT_URL) ??
      (mocking ? '/mock-gateway/teya' : ''),
    paymentRedirectOrigins:
      validOrigins(meta.paymentRedirectOrigins) ??
      validOrigins(env.VITE_PAYMENT_REDIRECT_ORIGINS) ??
      mockOrigins ??
      DEFAULT_PAYMENT_REDIRECT_ORIGINS,
    apiTimeoutMs:
      validTimeout(meta.apiTimeoutMs) ?? validTimeout(env.VITE_API_TIMEOUT_MS) ?? DEFAULT_API_TIMEOUT_MS,
    officialOrigins: validOrigins(meta.officialOrigins) ?? validOrigins(env.VITE_OFFICIAL_ORIGINS) ?? [],
    fieldData: validSwitch(meta.fieldData) ?? validSwitch(env.VITE_FIELD_DATA) ?? false,
  };
}

export const config: AppConfig = resolveConfig({
  runtime: readRuntimeConfig(),
  env: import.meta.env,
  pageOrigin: typeof location !== 'undefined' && /^https?:/.test(location.origin) ? location.origin : null,
});
