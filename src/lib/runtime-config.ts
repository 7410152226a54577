// The runtime configuration as the container wrote it into the page (<meta name="vpa-config">,
// docs/decisions/007), read but not yet checked: src/lib/config.ts checks each value. Its own
// module without imports, so that the language guard (src/boot/language-guard.ts) can read the
// API's address before the framework without carrying the checks.

/** Name of the meta tag that carries the runtime configuration as JSON. */
export const RUNTIME_CONFIG_META = 'vpa-config';

const MAX_META_LENGTH = 8_192;

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
