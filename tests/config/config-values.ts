// The one table of good and bad configuration values. Both readers of a value are tested against
// every row (tests/config/config-values.test.ts): the app's schema (src/lib/config.ts) and the
// container's start (deploy/render-runtime-config.sh), so a row the two read differently fails.
//
// Each row names a variable, the text it is set to, and what becomes of it:
// - `{ becomes: value }`: accepted; the app uses that value, and the container starts and writes a
//   meta tag from which the app reads the same value.
// - 'unset': no value; the app takes the next source (the build's, then the default) and the
//   container does what it does without the variable (its default, or it refuses a required one).
// - 'refused': a malformed value; the app ignores it as it would an unset one, and the container
//   does not start.
// The page is kinder to lists than this table: it keeps the good entries of a list the container
// refuses (tests/lib/config.test.ts), so a meta tag written by hand degrades gracefully.
import type { AppConfig, EnvName } from '@/lib/config';

export type ConfigRow = {
  variable: EnvName;
  value: string;
  outcome: { becomes: AppConfig[keyof AppConfig] } | 'unset' | 'refused';
};

const becomes = (value: AppConfig[keyof AppConfig]) => ({ becomes: value });

export const CONFIG_VALUES: readonly ConfigRow[] = [
  // The REST backend's base address: empty (same origin), a same-origin path, or http(s).
  { variable: 'VITE_API_BASE_URL', value: '', outcome: becomes('') },
  { variable: 'VITE_API_BASE_URL', value: '  ', outcome: becomes('') },
  {
    variable: 'VITE_API_BASE_URL',
    value: 'https://api.example.hr',
    outcome: becomes('https://api.example.hr'),
  },
  {
    variable: 'VITE_API_BASE_URL',
    value: ' https://api.example.hr/vpa/ ',
    outcome: becomes('https://api.example.hr/vpa'),
  },
  {
    variable: 'VITE_API_BASE_URL',
    value: 'https://API.example.hr:443/',
    outcome: becomes('https://api.example.hr'),
  },
  {
    variable: 'VITE_API_BASE_URL',
    value: 'http://backend.internal:8080',
    outcome: becomes('http://backend.internal:8080'),
  },
  {
    variable: 'VITE_API_BASE_URL',
    value: 'http://127.0.0.1:8787/',
    outcome: becomes('http://127.0.0.1:8787'),
  },
  { variable: 'VITE_API_BASE_URL', value: '/api/', outcome: becomes('/api') },
  { variable: 'VITE_API_BASE_URL', value: '/', outcome: becomes('') },
  { variable: 'VITE_API_BASE_URL', value: 'javascript:alert(1)', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: 'ftp://api.example.hr', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: 'HTTPS://api.example.hr', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: 'api.example.hr', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: '//evil.example', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: '/\\evil.example', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: 'https://user:pw@api.example.hr', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: 'https://api.example.hr?x=1', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: 'https://api.example.hr/#x', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: 'https://api.example.hr/$request_id', outcome: 'refused' },
  {
    variable: 'VITE_API_BASE_URL',
    value: 'https://api.example.hr/"><script>alert(1)</script>',
    outcome: 'refused',
  },
  {
    variable: 'VITE_API_BASE_URL',
    value: "https://api.example.hr; script-src 'unsafe-inline'",
    outcome: 'refused',
  },
  { variable: 'VITE_API_BASE_URL', value: 'https://api.example.hr:99999', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: 'https://api.example.hr./', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: 'http://[::1]:8787', outcome: 'refused' },
  { variable: 'VITE_API_BASE_URL', value: `https://api.example.hr/${'a'.repeat(600)}`, outcome: 'refused' },

  // The SMS database's base: as the API's; empty is none (the API base is used).
  { variable: 'VITE_SMS_DB_API_BASE_URL', value: '', outcome: 'unset' },
  { variable: 'VITE_SMS_DB_API_BASE_URL', value: '/', outcome: 'unset' },
  {
    variable: 'VITE_SMS_DB_API_BASE_URL',
    value: 'https://smsdb.example.hr/',
    outcome: becomes('https://smsdb.example.hr'),
  },
  { variable: 'VITE_SMS_DB_API_BASE_URL', value: '/sms-db', outcome: becomes('/sms-db') },
  { variable: 'VITE_SMS_DB_API_BASE_URL', value: 'ftp://smsdb.example.hr', outcome: 'refused' },

  // The Teya page the card form is posted to: https, or http on this machine; required.
  {
    variable: 'VITE_TEYA_PAYMENT_URL',
    value: 'https://securepay.borgun.is/securepay/default.aspx',
    outcome: becomes('https://securepay.borgun.is/securepay/default.aspx'),
  },
  {
    variable: 'VITE_TEYA_PAYMENT_URL',
    value: ' https://test.borgun.is/securepay/default.aspx ',
    outcome: becomes('https://test.borgun.is/securepay/default.aspx'),
  },
  {
    variable: 'VITE_TEYA_PAYMENT_URL',
    value: 'http://localhost:8790/mock-gateway/teya',
    outcome: becomes('http://localhost:8790/mock-gateway/teya'),
  },
  {
    variable: 'VITE_TEYA_PAYMENT_URL',
    value: 'http://127.0.0.1:8790/pay',
    outcome: becomes('http://127.0.0.1:8790/pay'),
  },
  { variable: 'VITE_TEYA_PAYMENT_URL', value: '', outcome: 'unset' },
  { variable: 'VITE_TEYA_PAYMENT_URL', value: '   ', outcome: 'unset' },
  { variable: 'VITE_TEYA_PAYMENT_URL', value: 'http://gateway.example/pay', outcome: 'refused' },
  { variable: 'VITE_TEYA_PAYMENT_URL', value: 'http://LOCALHOST:8790/pay', outcome: 'refused' },
  { variable: 'VITE_TEYA_PAYMENT_URL', value: 'http://127.1:8790/pay', outcome: 'refused' },
  { variable: 'VITE_TEYA_PAYMENT_URL', value: 'http://localhost.evil.example/pay', outcome: 'refused' },
  { variable: 'VITE_TEYA_PAYMENT_URL', value: 'https://gateway.example/pay?x=1&y=2', outcome: 'refused' },
  { variable: 'VITE_TEYA_PAYMENT_URL', value: 'https://gateway.example|evil', outcome: 'refused' },
  { variable: 'VITE_TEYA_PAYMENT_URL', value: 'https://user:pw@gateway.example/pay', outcome: 'refused' },
  { variable: 'VITE_TEYA_PAYMENT_URL', value: 'https:\\\\evil.example', outcome: 'refused' },
  // The mock build's stand-in page is no deployment's: the container posts to another origin.
  { variable: 'VITE_TEYA_PAYMENT_URL', value: '/mock-gateway/teya', outcome: 'refused' },

  // Where a Worldline redirect may lead: https origins, or http ones on this machine.
  { variable: 'VITE_PAYMENT_REDIRECT_ORIGINS', value: '', outcome: 'unset' },
  {
    variable: 'VITE_PAYMENT_REDIRECT_ORIGINS',
    value: 'https://ecommerce.worldline-solutions.com, https://secure.ogone.com/',
    outcome: becomes(['https://ecommerce.worldline-solutions.com', 'https://secure.ogone.com']),
  },
  {
    variable: 'VITE_PAYMENT_REDIRECT_ORIGINS',
    value: 'https://Wl.Example.hr:8443,,http://localhost:3000',
    outcome: becomes(['https://wl.example.hr:8443', 'http://localhost:3000']),
  },
  { variable: 'VITE_PAYMENT_REDIRECT_ORIGINS', value: ' , ', outcome: 'refused' },
  {
    variable: 'VITE_PAYMENT_REDIRECT_ORIGINS',
    value: 'http://ecommerce.worldline-solutions.com',
    outcome: 'refused',
  },
  { variable: 'VITE_PAYMENT_REDIRECT_ORIGINS', value: 'https://a.example/path', outcome: 'refused' },
  { variable: 'VITE_PAYMENT_REDIRECT_ORIGINS', value: 'https://a.example//', outcome: 'refused' },
  { variable: 'VITE_PAYMENT_REDIRECT_ORIGINS', value: 'https://a.example, *', outcome: 'refused' },
  { variable: 'VITE_PAYMENT_REDIRECT_ORIGINS', value: 'null', outcome: 'refused' },
  {
    variable: 'VITE_PAYMENT_REDIRECT_ORIGINS',
    value: Array.from({ length: 11 }, (_, i) => `https://wl${i}.example`).join(','),
    outcome: 'refused',
  },

  // Other origins whose zone links the QR scanner accepts: as the redirect origins; optional.
  { variable: 'VITE_OFFICIAL_ORIGINS', value: '', outcome: 'unset' },
  {
    variable: 'VITE_OFFICIAL_ORIGINS',
    value: 'https://vpa.example.com, https://parking.example.hr/',
    outcome: becomes(['https://vpa.example.com', 'https://parking.example.hr']),
  },
  { variable: 'VITE_OFFICIAL_ORIGINS', value: ' , ', outcome: 'refused' },
  { variable: 'VITE_OFFICIAL_ORIGINS', value: 'http://parking.example.hr', outcome: 'refused' },
  { variable: 'VITE_OFFICIAL_ORIGINS', value: 'https://parking.example.hr/?z=RI-Z1', outcome: 'refused' },
  {
    variable: 'VITE_OFFICIAL_ORIGINS',
    value: 'https://a.example"><script>alert(1)</script>',
    outcome: 'refused',
  },

  // How long one API call may take: whole milliseconds from 1 s to 2 min.
  { variable: 'VITE_API_TIMEOUT_MS', value: '', outcome: 'unset' },
  { variable: 'VITE_API_TIMEOUT_MS', value: '1000', outcome: becomes(1000) },
  { variable: 'VITE_API_TIMEOUT_MS', value: '120000', outcome: becomes(120000) },
  { variable: 'VITE_API_TIMEOUT_MS', value: ' 8000 ', outcome: becomes(8000) },
  { variable: 'VITE_API_TIMEOUT_MS', value: '08000', outcome: becomes(8000) },
  { variable: 'VITE_API_TIMEOUT_MS', value: '999', outcome: 'refused' },
  { variable: 'VITE_API_TIMEOUT_MS', value: '120001', outcome: 'refused' },
  { variable: 'VITE_API_TIMEOUT_MS', value: '0001000000', outcome: 'refused' },
  { variable: 'VITE_API_TIMEOUT_MS', value: '5s', outcome: 'refused' },
  { variable: 'VITE_API_TIMEOUT_MS', value: '1e4', outcome: 'refused' },
  { variable: 'VITE_API_TIMEOUT_MS', value: '-5000', outcome: 'refused' },
  { variable: 'VITE_API_TIMEOUT_MS', value: '5000.5', outcome: 'refused' },
  // Field data (docs/decisions/021): a switch, off unless turned on.
  { variable: 'VITE_FIELD_DATA', value: '', outcome: becomes(false) },
  { variable: 'VITE_FIELD_DATA', value: 'off', outcome: becomes(false) },
  { variable: 'VITE_FIELD_DATA', value: '0', outcome: becomes(false) },
  { variable: 'VITE_FIELD_DATA', value: 'on', outcome: becomes(true) },
  { variable: 'VITE_FIELD_DATA', value: ' TRUE ', outcome: becomes(true) },
  { variable: 'VITE_FIELD_DATA', value: '1', outcome: becomes(true) },
  { variable: 'VITE_FIELD_DATA', value: 'yes', outcome: 'refused' },
  { variable: 'VITE_FIELD_DATA', value: 'on;', outcome: 'refused' },
];
