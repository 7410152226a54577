// Links built from company data that the server sends: only safe schemes ever reach an href.

/** The value without surrounding spaces, or null when nothing is left (a server field left blank). */
export function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** `mailto:` for a plausible address, otherwise null (the address is then shown as text). */
export function mailtoHref(email: string | null | undefined): string | null {
  const value = email?.trim() ?? '';
  return EMAIL.test(value) ? `mailto:${value}` : null;
}

/** `tel:` with the digits of a phone number (a leading + kept), or null when there are too few. */
export function telHref(phone: string | null | undefined): string | null {
  const value = phone?.trim() ?? '';
  const digits = value.replace(/[^\d]/g, '');
  if (digits.length < 5 || /[^\d\s+()./-]/.test(value)) return null;
  return `tel:${value.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * An http(s) address for a web page; a bare host (`www.example.hr`) gets `https://`. Any other
 * scheme (`javascript:`, `data:` ...) gives null.
 */
export function webHref(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (!value || /\s/.test(value)) return null;
  // A scheme other than http(s) is refused; `host:8080` is a port, not a scheme.
  const hasScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(value);
  const candidate = hasScheme ? value : `https://${value}`;
  try {
    const parsed = new URL(candidate);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    if (!parsed.hostname.includes('.')) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

/** The address as people read it: no scheme, no trailing slash. */
export function webLabel(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}
