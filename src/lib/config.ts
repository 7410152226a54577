// Build-time configuration (api-contract section 1), read once and normalised.
const env = import.meta.env;

const DEFAULT_TEYA_URL = 'https://test.borgun.is/securepay/default.aspx';
const DEFAULT_REDIRECT_ORIGINS = ['https://ecommerce.worldline-solutions.com', 'https://secure.ogone.com'];

function trimSlash(url: string | undefined): string {
  return (url ?? '').trim().replace(/\/+$/, '');
}

function parseOrigins(value: string | undefined, mocking: boolean): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  if (mocking && typeof location !== 'undefined') return [location.origin];
  return DEFAULT_REDIRECT_ORIGINS;
}

const mocking = env.VITE_API_MOCKING === 'true';
const apiBaseUrl = trimSlash(env.VITE_API_BASE_URL);

export const config = {
  mocking,
  apiBaseUrl,
  smsDbApiBaseUrl: trimSlash(env.VITE_SMS_DB_API_BASE_URL) || apiBaseUrl,
  teyaPaymentUrl: env.VITE_TEYA_PAYMENT_URL?.trim() || (mocking ? '/mock-gateway/teya' : DEFAULT_TEYA_URL),
  paymentRedirectOrigins: parseOrigins(env.VITE_PAYMENT_REDIRECT_ORIGINS, mocking),
} as const;
