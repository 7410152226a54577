// Every row of the one table of configuration values (tests/config/config-values.ts), read by the
// app (src/lib/config.ts) and by the container's start (deploy/render-runtime-config.sh): a value
// the two read differently fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type AppConfig,
  type ConfigKey,
  configValue,
  configSchema,
  envName,
  type EnvName,
  readRuntimeConfig,
  resolveConfig,
} from '@/lib/config';
import { CONFIG_VALUES } from './config-values';
import { renderFolder } from './render-runtime-config';

const KEYS = Object.keys(configSchema.shape) as ConfigKey[];
const KEY_OF = Object.fromEntries(KEYS.map((key) => [envName(key), key])) as Record<EnvName, ConfigKey>;

/** A valid value of each key that no row has: where a row's value is passed over, this one shows. */
const OTHER: { [K in ConfigKey]: AppConfig[K] } = {
  apiBaseUrl: 'https://other.example',
  smsDbApiBaseUrl: 'https://other.example',
  teyaPaymentUrl: 'https://other.example/pay',
  paymentRedirectOrigins: ['https://other.example'],
  apiTimeoutMs: 4321,
  officialOrigins: ['https://other.example'],
  fieldData: true,
};
/** The page keeps the good entries of a list the container refuses (tests/lib/config.test.ts). */
const LISTS: readonly ConfigKey[] = ['paymentRedirectOrigins', 'officialOrigins'];

const rows = CONFIG_VALUES.map((row) => ({ ...row, key: KEY_OF[row.variable] }));
const unconfigured = resolveConfig({ runtime: {}, env: {}, pageOrigin: null });

test('the table has good and bad values of every variable', () => {
  for (const name of KEYS.map(envName)) {
    const outcomes = rows.filter((row) => row.variable === name).map((row) => row.outcome);
    expect(
      outcomes.some((outcome) => typeof outcome === 'object'),
      name,
    ).toBe(true);
    expect(outcomes, name).toContain('refused');
  }
});

describe('the app', () => {
  test.each(rows)('$variable=$value', ({ key, variable, value, outcome }) => {
    const fromMeta = resolveConfig({
      runtime: { [key]: value },
      env: { [variable]: String(OTHER[key]) },
      pageOrigin: null,
    })[key];
    const fromBuild = resolveConfig({ runtime: {}, env: { [variable]: value }, pageOrigin: null })[key];
    if (typeof outcome === 'object') {
      expect(configValue(key, value)).toEqual(outcome.becomes);
      // The meta tag's value wins over the build's, and the build's over the default.
      expect(fromMeta).toEqual(outcome.becomes);
      expect(fromBuild).toEqual(outcome.becomes);
    } else {
      expect(configValue(key, value)).toBeUndefined();
      if (LISTS.includes(key)) return;
      expect(fromMeta).toEqual(OTHER[key]);
      expect(fromBuild).toEqual(unconfigured[key]);
    }
  });
});

describe('the container', () => {
  const { folder, render, renderedIndex } = renderFolder();
  /** The one variable a start cannot do without. */
  const required = { VITE_TEYA_PAYMENT_URL: 'https://securepay.borgun.is/securepay/default.aspx' };
  const written = () =>
    ['html/index.html', 'conf/default.conf', 'conf/security-headers.conf'].map((file) =>
      readFileSync(path.join(folder.work, file), 'utf8'),
    );

  test.each(rows)('$variable=$value', ({ key, variable, value, outcome }) => {
    const run = render({ ...required, [variable]: value });
    if (outcome === 'refused') {
      expect(run.status, run.stdout).not.toBe(0);
      expect(run.stderr).toContain(variable);
    } else if (outcome === 'unset') {
      const { [variable]: _, ...without }: Record<string, string> = required;
      const files = run.status === 0 ? written() : [];
      const unsetRun = render(without);
      expect(run.status).toBe(unsetRun.status);
      expect(run.stderr).toBe(unsetRun.stderr);
      expect(files).toEqual(unsetRun.status === 0 ? written() : []);
    } else {
      expect(run.status, run.stderr).toBe(0);
      // What the container writes is what the page then reads, and takes as it is.
      const runtime = readRuntimeConfig(renderedIndex());
      expect(configValue(key, runtime[key])).toEqual(outcome.becomes);
      expect(resolveConfig({ runtime, env: {}, pageOrigin: null })[key]).toEqual(outcome.becomes);
    }
  });
});
