import type { TeyaForm } from '@/api/schemas/payments';
import {
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_PAYMENT_REDIRECT_ORIGINS,
  readRuntimeConfig,
  resolveConfig,
  validBaseUrl,
  validGatewayUrl,
  validOrigin,
  validOrigins,
  validTimeout,
} from '@/lib/config';
import { teyaHandoff, UnsafeGatewayError } from '@/api/gateways/handoff';

function docWithMeta(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'vpa-config';
    meta.setAttribute('content', content);
    doc.head.appendChild(meta);
  }
  return doc;
}

describe('readRuntimeConfig', () => {
  it('reads the JSON object of the vpa-config meta tag', () => {
    expect(readRuntimeConfig(docWithMeta('{"apiBaseUrl":"https://api.example"}'))).toEqual({
      apiBaseUrl: 'https://api.example',
    });
  });

  it.each([
    ['no meta tag', null],
    ['an empty tag', ''],
    ['broken JSON', '{"apiBaseUrl":'],
    ['a JSON array', '["https://api.example"]'],
    ['a JSON string', '"https://api.example"'],
    ['null', 'null'],
    ['an unreplaced template marker', '${VPA_CONFIG}'],
    ['something enormous', `{"x":"${'a'.repeat(10_000)}"}`],
  ])('gives an empty object for %s', (_, content) => {
    expect(readRuntimeConfig(docWithMeta(content))).toEqual({});
  });
});

describe('validBaseUrl', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['https://api.example.hr', 'https://api.example.hr'],
    ['https://api.example.hr/', 'https://api.example.hr'],
    ['https://api.example.hr/vpa/', 'https://api.example.hr/vpa'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://backend.internal:8080', 'http://backend.internal:8080'],
    ['/api/', '/api'],
  ])('accepts %j as %j', (value, expected) => {
    expect(validBaseUrl(value)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/plain,x',
    '//evil.example',
    '/\\evil.example',
    'ftp://api.example',
    'https://user:pw@api.example',
    'https://api.example?x=1',
    'https://api.example#x',
    'api.example',
    'https:\\\\evil.example',
    `https://api.example/${'a'.repeat(600)}`,
    42,
    null,
    ['https://api.example'],
  ])('ignores %j', (value) => {
    expect(validBaseUrl(value)).toBeUndefined();
  });
});

describe('validGatewayUrl', () => {
  it.each([
    ['https://test.borgun.is/securepay/default.aspx', 'https://test.borgun.is/securepay/default.aspx'],
    ['http://localhost:8790/mock-gateway/teya', 'http://localhost:8790/mock-gateway/teya'],
    ['http://127.0.0.1:8790/mock-gateway/teya', 'http://127.0.0.1:8790/mock-gateway/teya'],
    ['/mock-gateway/teya', '/mock-gateway/teya'],
  ])('accepts %j', (value, expected) => {
    expect(validGatewayUrl(value)).toBe(expected);
  });

  it.each([
    'http://gateway.example/securepay',
    'javascript:alert(1)',
    'data:text/html,<form>',
    '//evil.example/pay',
    'https://user:pw@gateway.example/pay',
    'https:\\\\evil.example',
    '',
    '   ',
    {},
  ])('ignores %j', (value) => {
    expect(validGatewayUrl(value)).toBeUndefined();
  });
});

describe('validOrigin and validOrigins', () => {
  it('normalises an https origin', () => {
    expect(validOrigin(' https://Ecommerce.Worldline-Solutions.com/ ')).toBe(
      'https://ecommerce.worldline-solutions.com',
    );
  });

  it.each([
    'http://ecommerce.worldline-solutions.com',
    'https://ecommerce.worldline-solutions.com/pay',
    'https://ecommerce.worldline-solutions.com?x',
    'https://user@ecommerce.worldline-solutions.com',
    'javascript:alert(1)',
    '*',
    'null',
  ])('refuses %j', (value) => {
    expect(validOrigin(value)).toBeUndefined();
  });

  it('keeps the good entries of a list and drops the rest', () => {
    expect(
      validOrigins(
        'https://a.example, javascript:alert(1), http://localhost:3000, http://b.example, https://a.example',
      ),
    ).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(validOrigins(['https://a.example', 7, null])).toEqual(['https://a.example']);
  });

  it('gives nothing for a list without one valid origin', () => {
    expect(validOrigins('')).toBeUndefined();
    expect(validOrigins('evil, http://evil.example')).toBeUndefined();
    expect(validOrigins({ 0: 'https://a.example' })).toBeUndefined();
  });
});

describe('validTimeout', () => {
  it('accepts whole milliseconds from 1 s to 2 min, as number or digits', () => {
    expect(validTimeout(1000)).toBe(1000);
    expect(validTimeout('120000')).toBe(120000);
  });

  it.each([999, 120001, 1.5e3 + 0.5, '10s', '-5000', NaN, Infinity, null])('ignores %j', (value) => {
    expect(validTimeout(value)).toBeUndefined();
  });
});

const TEYA_FORM: TeyaForm = {
  merchantId: '9275444',
  paymentGatewayId: '16',
  checkHash: 'a3f5c0d1e2b4968778695a4b3c2d1e0f',
  orderId: 'vpa1.abc',
  currency: 'EUR',
  language: 'HR',
  returnUrlSuccess: 'https://portal.example/ticket-summary?order=vpa1.abc',
  returnUrlSuccessServer: 'https://api.example/payment-api/notify',
  amount: '10.00',
  items: [{ itemDescription: 'Daily ticket', itemCount: 1, itemUnitAmount: '10.00', itemAmount: '10.00' }],
};

describe('resolveConfig', () => {
  const env = {
    VITE_API_BASE_URL: 'https://build.example',
    VITE_TEYA_PAYMENT_URL: 'https://teya-build.example/pay',
    VITE_PAYMENT_REDIRECT_ORIGINS: 'https://wl-build.example',
  };

  it('prefers the runtime meta tag over the build, value by value', () => {
    const config = resolveConfig({
      runtime: {
        apiBaseUrl: 'https://runtime.example/',
        teyaPaymentUrl: 'https://teya-runtime.example/pay',
        paymentRedirectOrigins: ['https://wl-runtime.example'],
        apiTimeoutMs: 5000,
      },
      env,
      pageOrigin: 'https://portal.example',
    });
    expect(config).toEqual({
      mocking: false,
      apiBaseUrl: 'https://runtime.example',
      smsDbApiBaseUrl: 'https://runtime.example',
      teyaPaymentUrl: 'https://teya-runtime.example/pay',
      paymentRedirectOrigins: ['https://wl-runtime.example'],
      apiTimeoutMs: 5000,
      officialOrigins: [],
      fieldData: false,
    });
  });

  it('falls back to the build value when a runtime value is garbage', () => {
    const config = resolveConfig({
      runtime: {
        apiBaseUrl: 'javascript:alert(1)',
        teyaPaymentUrl: 'http://evil.example/pay',
        paymentRedirectOrigins: 'evil',
        apiTimeoutMs: 'soon',
        smsDbApiBaseUrl: 17,
      },
      env,
      pageOrigin: null,
    });
    expect(config.apiBaseUrl).toBe('https://build.example');
    expect(config.smsDbApiBaseUrl).toBe('https://build.example');
    expect(config.teyaPaymentUrl).toBe('https://teya-build.example/pay');
    expect(config.paymentRedirectOrigins).toEqual(['https://wl-build.example']);
    expect(config.apiTimeoutMs).toBe(DEFAULT_API_TIMEOUT_MS);
  });

  it('uses the defaults when neither source has a valid value', () => {
    const config = resolveConfig({
      runtime: 'not an object',
      env: { VITE_API_BASE_URL: '//evil.example', VITE_PAYMENT_REDIRECT_ORIGINS: 'http://evil.example' },
      pageOrigin: 'https://portal.example',
    });
    expect(config.apiBaseUrl).toBe('');
    expect(config.paymentRedirectOrigins).toEqual(DEFAULT_PAYMENT_REDIRECT_ORIGINS);
  });

  it("has no Teya payment page of its own: none configured is none, never Teya's test page", () => {
    for (const sources of [
      { runtime: {}, env: {} },
      { runtime: { teyaPaymentUrl: '' }, env: { VITE_TEYA_PAYMENT_URL: '   ' } },
      {
        runtime: { teyaPaymentUrl: 'http://evil.example/pay' },
        env: { VITE_TEYA_PAYMENT_URL: 'javascript:x' },
      },
    ]) {
      const config = resolveConfig({ ...sources, pageOrigin: 'https://portal.example' });
      expect(config.teyaPaymentUrl).toBe('');
      // And no card form is built for it: the payment start fails (the payment error page).
      expect(() => teyaHandoff(TEYA_FORM, config.teyaPaymentUrl)).toThrow(UnsafeGatewayError);
    }
  });

  it('builds the card form only for a valid payment page', () => {
    for (const action of ['', ' ', 'http://evil.example/pay', 'javascript:alert(1)', '//evil.example/pay'])
      expect(() => teyaHandoff(TEYA_FORM, action), action).toThrow(UnsafeGatewayError);
    for (const action of ['https://securepay.borgun.is/securepay/default.aspx', '/mock-gateway/teya'])
      expect(teyaHandoff(TEYA_FORM, action)).toMatchObject({ kind: 'form', action });
  });

  it('an explicit empty runtime API base means the same origin, overriding the build', () => {
    expect(resolveConfig({ runtime: { apiBaseUrl: '' }, env, pageOrigin: null }).apiBaseUrl).toBe('');
  });

  it('cannot turn the mock backend on at run time', () => {
    expect(
      resolveConfig({ runtime: { mocking: true, VITE_API_MOCKING: 'true' }, env, pageOrigin: null }).mocking,
    ).toBe(false);
  });

  it('when mocking, allows the page origin for the stand-in gateway unless origins are listed', () => {
    const mocking = { VITE_API_MOCKING: 'true' };
    const config = resolveConfig({ runtime: {}, env: mocking, pageOrigin: 'http://localhost:5173' });
    expect(config.paymentRedirectOrigins).toEqual(['http://localhost:5173']);
    expect(config.teyaPaymentUrl).toBe('/mock-gateway/teya');
  });

  it('reads the official origins of the QR scanner from the runtime, then the build, else none', () => {
    const official = { VITE_OFFICIAL_ORIGINS: 'https://vpa-build.example, https://old.example/' };
    expect(resolveConfig({ runtime: {}, env, pageOrigin: null }).officialOrigins).toEqual([]);
    expect(resolveConfig({ runtime: {}, env: official, pageOrigin: null }).officialOrigins).toEqual([
      'https://vpa-build.example',
      'https://old.example',
    ]);
    expect(
      resolveConfig({
        runtime: { officialOrigins: ['https://vpa-runtime.example'] },
        env: official,
        pageOrigin: null,
      }).officialOrigins,
    ).toEqual(['https://vpa-runtime.example']);
    // Garbage (a path, plain http to a public host, javascript:) falls back to the build's list.
    expect(
      resolveConfig({
        runtime: { officialOrigins: ['https://a.example/pay', 'http://evil.example', 'javascript:x'] },
        env: official,
        pageOrigin: null,
      }).officialOrigins,
    ).toEqual(['https://vpa-build.example', 'https://old.example']);
  });
});
