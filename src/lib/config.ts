// The app's configuration (docs/backend-contract.md), the one module that reads it. Values the
// container writes into index.html at start-up (<meta name="vpa-config" content="{json}">,
// docs/decisions/007) win over the build-time `import.meta.env` ones, so one image serves any
// backend. One zod schema (`configSchema`) holds the rule of every value; the build variables'
// names and their TypeScript type come from it (`envName`, `BuildEnv`). Every value is checked on
// its own: one that is malformed is ignored and the next source (then the default) is used.
// deploy/render-runtime-config.sh checks the same values at the container's start and refuses to
// start on a malformed one; tests/config/config-values.ts is the one table of good and bad values
// both are tested against.

import * as z from 'zod/mini';
import { readRuntimeConfig } from './runtime-config';
import defaults from '../../deploy/config-defaults.json';

export { readRuntimeConfig, RUNTIME_CONFIG_META } from './runtime-config';

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
/** The stand-in Teya page of a mock build (src/mocks/gateway). */
const MOCK_TEYA_PAGE = '/mock-gateway/teya';

const MAX_URL_LENGTH = 512;
const MAX_ORIGINS = 10;

// The characters an address may have, as deploy/render-runtime-config.sh allows them: only what
// needs no escaping in JSON, HTML attributes, nginx strings and the policy; no credentials (@),
// query, fragment, quotes, semicolons, blanks or backslashes (which browsers read as `/`).
const HOST_PORT = '[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::[0-9]{1,5})?';
const PATH = '(?:/[A-Za-z0-9._~%/-]*)?';
const LOOPBACK = 'http://(?:localhost|127\\.0\\.0\\.1)(?::[0-9]{1,5})?';
/** https anywhere, plain http only to this machine (local test gateways). */
const SECURE = `(?:https://${HOST_PORT}|${LOOPBACK})`;
const pattern = (source: string) => new RegExp(`^${source}$`);
// A same-origin path prefix: no `//` (another host) and no backslash.
const SAME_ORIGIN_PATH = /^\/(?![/\\])[A-Za-z0-9._~%/-]*$/;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

// Each rule is a string (or, for the lists and the timeout, any value) with checks: one says
// whether a value is valid (`refine`), `overwrite` gives the form the app uses. No pipes or transforms: the
// parts of zod these use are already in the landing page's code (src/api/schemas).
/** A text, trimmed, of at most 512 characters. */
const text = () => z.string().check(z.trim(), z.maxLength(MAX_URL_LENGTH));
/** An address of the given form that the browser parses too (a port over 65535 is not one). */
const isAddress = (form: RegExp) => (value: string) => form.test(value) && parseUrl(value) !== null;
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

const HTTP_ADDRESS = pattern(`https?://${HOST_PORT}${PATH}`);
/** An API base address: empty (same origin), a same-origin path, or an http(s) address; no trailing slash. */
const baseUrl = text().check(
  z.refine((value) => value === '' || SAME_ORIGIN_PATH.test(value) || isAddress(HTTP_ADDRESS)(value)),
  z.overwrite((value) => {
    const url = value.startsWith('/') ? null : parseUrl(value);
    return withoutTrailingSlash(url ? url.origin + url.pathname : value);
  }),
);

/** One origin: https, or loopback http; nothing after the host and port but one `/`. */
const origin = text().check(
  z.overwrite((value) => value.replace(/\/$/, '')),
  z.refine(isAddress(pattern(SECURE))),
  z.overwrite((value) => parseUrl(value)?.origin ?? value),
);

/** The valid origins of a list (an array, or a comma-separated text), and whether any entry was not one. */
function originEntries(value: unknown): { origins: string[]; bad: boolean } | undefined {
  const entries = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!entries) return undefined;
  const origins = new Set<string>();
  let bad = false;
  for (const entry of entries) {
    const result = origin.safeParse(entry);
    if (result.success) origins.add(result.data);
    else if (typeof entry !== 'string' || entry.trim() !== '') bad = true;
  }
  return { origins: [...origins], bad };
}

/** A list of origins, every entry one (blank entries are skipped), at least one and at most ten. */
const origins = z.unknown().check(
  z.refine((value) => {
    const list = originEntries(value);
    return list && !list.bad && list.origins.length > 0 && list.origins.length <= MAX_ORIGINS;
  }),
  z.overwrite((value) => originEntries(value)?.origins ?? value),
) as z.ZodMiniType<string[]>;

/** Whole milliseconds from 1 s to 2 min, as a number or as digits. */
const timeout = z.unknown().check(
  z.refine((value) => {
    const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    return Number.isInteger(number) && (number as number) >= 1_000 && (number as number) <= 120_000;
  }),
  z.overwrite(Number),
) as z.ZodMiniType<number>;

/** Where the Teya hidden form is posted: https, or loopback http for local test gateways. */
const teyaPage = text().check(
  z.refine(isAddress(pattern(`${SECURE}${PATH}`))),
  z.overwrite((value) => parseUrl(value)?.href ?? value),
);

/** A switch: on/true/1 or off/false/0 (any case; empty is off), or a JSON boolean. */
function switchValue(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  return ['on', 'true', '1'].includes(word)
    ? true
    : ['', 'off', 'false', '0'].includes(word)
      ? false
      : undefined;
}
const onOff = z.unknown().check(
  z.refine((value) => switchValue(value) !== undefined),
  z.overwrite(switchValue),
) as z.ZodMiniType<boolean>;

/**
 * The rule of every configuration value, keyed by its name in the meta tag. Each takes the meta
 * tag's JSON value or the build variable's text and gives the value the app uses, or fails (the
 * value is ignored). A new value: a key here (its variable is named after it, envName), its rows in
 * tests/config/config-values.ts and its check in deploy/render-runtime-config.sh.
 */
export const configSchema = z.object({
  apiBaseUrl: baseUrl,
  /** Empty or a lone `/` is no value: the SMS database is then reached at the API base. */
  smsDbApiBaseUrl: baseUrl.check(z.minLength(1)),
  teyaPaymentUrl: teyaPage,
  /** Origins a Worldline redirect may lead to. */
  paymentRedirectOrigins: origins,
  apiTimeoutMs: timeout,
  /** Other origins whose zone links the QR scanner accepts, besides the page's own: no fake sticker's. */
  officialOrigins: origins,
  /**
   * Field data (docs/decisions/021): the page view's speed and failures go to the
   * portal's own server. Off unless the operator turns it on.
   */
  fieldData: onOff,
});

export type ConfigKey = keyof typeof configSchema.shape;

/** `apiBaseUrl` → `API_BASE_URL`. */
type Snake<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Uppercase<Head> : `_${Head}`}${Snake<Tail>}`
  : '';

/**
 * The variable that sets a value, at build time (.env) and at the container's start: its key in
 * capitals after `VITE_` (`apiBaseUrl` is VITE_API_BASE_URL).
 */
export const envName = <K extends ConfigKey>(key: K) =>
  `VITE_${key.replace(/[A-Z]/g, '_$&').toUpperCase()}` as `VITE_${Snake<K>}`;

export type EnvName = ReturnType<typeof envName<ConfigKey>>;

/**
 * The build-time variables, as Vite exposes them (src/vite-env.d.ts types `import.meta.env` with
 * this): one per value of the schema, and the mock backend, which is a build decision only.
 */
export type BuildEnv = { readonly [name in EnvName]?: string } & {
  readonly VITE_API_MOCKING?: string;
  /** The build's name for its release (field data, docs/decisions/021). */
  readonly VITE_RELEASE?: string;
};

export type AppConfig = {
  readonly [key in ConfigKey]: Readonly<z.output<(typeof configSchema.shape)[key]>>;
} & {
  readonly mocking: boolean;
};

/** The value of `key` as the schema reads it, or undefined when it is not a valid one. */
export function configValue<K extends ConfigKey>(key: K, value: unknown): AppConfig[K] | undefined {
  const result = configSchema.shape[key].safeParse(value);
  return result.success ? (result.data as AppConfig[K]) : undefined;
}

type Sources = {
  /** The parsed meta tag; anything that is not a plain object counts as empty. */
  runtime: unknown;
  env: BuildEnv;
  /** The page's origin, the mock gateway's home when mocking. */
  pageOrigin: string | null;
};

/** An API base address (see configSchema), without a trailing slash. */
export const validBaseUrl = (value: unknown) => configValue('apiBaseUrl', value);

/**
 * A page a card form may be posted to: an https address (or loopback http, for local test gateways)
 * without credentials, or a same-origin path (the mock gateway). The configured Teya page is
 * narrower (configSchema.teyaPaymentUrl); this is the hand-off's last check before the post.
 */
export function validGatewayUrl(value: unknown): string | undefined {
  const path = typeof value === 'string' ? value.trim() : '';
  return SAME_ORIGIN_PATH.test(path) && path.length <= MAX_URL_LENGTH
    ? path
    : configValue('teyaPaymentUrl', value);
}

/** One origin of an allow-list: https, or loopback http; nothing after the host and port. */
export function validOrigin(value: unknown): string | undefined {
  const result = origin.safeParse(value);
  return result.success ? result.data : undefined;
}

/**
 * A list of origins as an array or a comma-separated string, as the page reads it: a bad entry is
 * dropped and the good ones kept (the container refuses the whole list, so its meta tag never has
 * one); undefined when none is good.
 */
export function validOrigins(value: unknown): string[] | undefined {
  const list = originEntries(value)?.origins.slice(0, MAX_ORIGINS);
  return list?.length ? list : undefined;
}

export const validTimeout = (value: unknown) => configValue('apiTimeoutMs', value);

/** Picks each value from the first source that has a valid one. */
export function resolveConfig({ runtime, env, pageOrigin }: Sources): AppConfig {
  const meta =
    runtime && typeof runtime === 'object' && !Array.isArray(runtime)
      ? (runtime as Record<string, unknown>)
      : {};
  // Mocking is a build decision only: a runtime value cannot turn the mock backend on.
  const mocking = env.VITE_API_MOCKING === 'true';
  const read = <K extends ConfigKey>(key: K, value: unknown): AppConfig[K] | undefined =>
    key === 'paymentRedirectOrigins' || key === 'officialOrigins'
      ? (validOrigins(value) as AppConfig[K] | undefined)
      : // A mock build posts to its stand-in page on the same origin.
        ((key === 'teyaPaymentUrl' && mocking ? validGatewayUrl(value) : configValue(key, value)) as
          AppConfig[K] | undefined);
  const valueOf = <K extends ConfigKey>(key: K) => read(key, meta[key]) ?? read(key, env[envName(key)]);
  const apiBaseUrl = valueOf('apiBaseUrl') ?? '';
  return {
    mocking,
    apiBaseUrl,
    smsDbApiBaseUrl: valueOf('smsDbApiBaseUrl') ?? apiBaseUrl,
    teyaPaymentUrl: valueOf('teyaPaymentUrl') ?? (mocking ? MOCK_TEYA_PAGE : ''),
    paymentRedirectOrigins:
      valueOf('paymentRedirectOrigins') ??
      (mocking && pageOrigin ? [pageOrigin] : DEFAULT_PAYMENT_REDIRECT_ORIGINS),
    apiTimeoutMs: valueOf('apiTimeoutMs') ?? DEFAULT_API_TIMEOUT_MS,
    officialOrigins: valueOf('officialOrigins') ?? [],
    fieldData: valueOf('fieldData') ?? false,
  };
}

export const config: AppConfig = resolveConfig({
  runtime: readRuntimeConfig(),
  env: import.meta.env,
  pageOrigin: typeof location !== 'undefined' && /^https?:/.test(location.origin) ? location.origin : null,
});

/** The build's release name (VITE_RELEASE, a build decision only), or undefined when unset or malformed. */
export const buildRelease: string | undefined = /^[A-Za-z0-9._+-]{1,40}$/.test(
  import.meta.env.VITE_RELEASE ?? '',
)
  ? import.meta.env.VITE_RELEASE
  : undefined;
