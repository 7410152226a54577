import type { TeyaForm } from '@/api/schemas/payments';
import { config } from '@/lib/config';
import {
  AmountMismatchError,
  checkTeyaAmount,
  handOff,
  isAllowedRedirect,
  teyaAmountCents,
  teyaHandoff,
  UnsafeGatewayError,
  worldlineHandoff,
  type Handoff,
} from '@/api/gateways/handoff';

const WORLDLINE = 'https://ecommerce.worldline-solutions.com';
const production = [WORLDLINE, 'https://secure.ogone.com'];

describe('isAllowedRedirect', () => {
  it.each([
    `${WORLDLINE}/pay?requestId=1`,
    `${WORLDLINE}/`,
    `${WORLDLINE}`,
    'https://secure.ogone.com/ncol/prod/orderstandard.asp',
    `  ${WORLDLINE}/pay  `,
    'HTTPS://ECOMMERCE.WORLDLINE-SOLUTIONS.COM/pay',
  ])('follows %s, an https origin of the list', (url) => {
    expect(isAllowedRedirect(url, production)).toBe(true);
  });

  it.each([
    [
      'a host that only starts like an allowed one',
      'https://ecommerce.worldline-solutions.com.evil.example/pay',
    ],
    ['a host that only ends like an allowed one', 'https://evilecommerce.worldline-solutions.com/pay'],
    ['a subdomain of an allowed host', 'https://pay.ecommerce.worldline-solutions.com/pay'],
    ['a protocol-relative address', '//evil.example/pay'],
    ['a protocol-relative look-alike', '//ecommerce.worldline-solutions.com/pay'],
    ['a relative path', '/payment-processing?requestid=1'],
    ['another origin', 'https://evil.example/pay'],
    ['plain http to an allowed host', 'http://ecommerce.worldline-solutions.com/pay'],
    ['another port', 'https://ecommerce.worldline-solutions.com:8443/pay'],
    ['credentials in the address', 'https://user:secret@ecommerce.worldline-solutions.com/pay'],
    ['the allowed host as user name', 'https://ecommerce.worldline-solutions.com@evil.example/pay'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: in capitals with blanks', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an empty string', ''],
    ['a backslash trick', 'https:\\\\evil.example/pay'],
    ['loopback http that is not listed', 'http://localhost:3000/mock-gateway/worldline'],
  ])('refuses %s', (_, url) => {
    expect(isAllowedRedirect(url, production)).toBe(false);
  });

  it('follows a loopback http origin only when it is listed, port included', () => {
    const local = ['http://localhost:3000', 'http://127.0.0.1:4173'];
    expect(isAllowedRedirect('http://localhost:3000/mock-gateway/worldline?x=1', local)).toBe(true);
    expect(isAllowedRedirect('http://127.0.0.1:4173/mock-gateway/worldline', local)).toBe(true);
    expect(isAllowedRedirect('http://localhost:3001/mock-gateway/worldline', local)).toBe(false);
    expect(isAllowedRedirect('http://localhost:3000/x', production)).toBe(false);
  });

  it('refuses plain http to a listed origin that is not a loopback host', () => {
    expect(isAllowedRedirect('http://gateway.example/pay', ['http://gateway.example'])).toBe(false);
  });

  it('refuses everything when the list is empty', () => {
    expect(isAllowedRedirect(`${WORLDLINE}/pay`, [])).toBe(false);
  });

  it('refuses an absurdly long address', () => {
    expect(isAllowedRedirect(`${WORLDLINE}/${'a'.repeat(5000)}`, production)).toBe(false);
  });
});

describe('worldlineHandoff', () => {
  // The test build lists http://localhost:3000 (.env.test), the mock backend's return origin.
  it('uses the configured origins', () => {
    expect(config.paymentRedirectOrigins).toEqual(['http://localhost:3000']);
  });

  it('turns an allowed address into a redirect', () => {
    expect(worldlineHandoff(' http://localhost:3000/mock-gateway/worldline?requestId=1 ')).toEqual({
      kind: 'redirect',
      url: 'http://localhost:3000/mock-gateway/worldline?requestId=1',
    });
  });

  it.each([
    'https://evil.example/pay',
    'javascript:alert(1)',
    '//evil.example',
    'http://localhost:3000.evil.example/',
  ])('throws UnsafeGatewayError for %s', (url) => {
    expect(() => worldlineHandoff(url)).toThrow(UnsafeGatewayError);
  });
});

const form: TeyaForm = {
  merchantId: 9275444,
  paymentGatewayId: '16',
  checkHash: 'a3f5c0d1e2b4968778695a4b3c2d1e0f',
  orderId: 'vpa1.abc',
  currency: 'EUR',
  language: 'HR',
  returnUrlSuccess: 'http://localhost:3000/ticket-summary?order=vpa1.abc',
  returnUrlSuccessServer: 'http://localhost:3000/payment-api/notify',
  amount: '10.00',
  items: [
    { itemDescription: 'Daily ticket', itemCount: 1, itemUnitAmount: '8.00', itemAmount: '8.00' },
    { itemDescription: 'Fee', itemCount: '2', itemUnitAmount: 1, itemAmount: 2 },
  ],
};

describe('teyaHandoff', () => {
  it('posts the gateway its own lower-case field names, one set per item, with the fixed flags', () => {
    const handoff = teyaHandoff(form, 'https://gateway.example/securepay/default.aspx');
    expect(handoff).toEqual({
      kind: 'form',
      action: 'https://gateway.example/securepay/default.aspx',
      fields: {
        merchantid: '9275444',
        paymentgatewayid: '16',
        checkhash: 'a3f5c0d1e2b4968778695a4b3c2d1e0f',
        orderid: 'vpa1.abc',
        currency: 'EUR',
        language: 'HR',
        returnurlsuccess: 'http://localhost:3000/ticket-summary?order=vpa1.abc',
        returnurlsuccessserver: 'http://localhost:3000/payment-api/notify',
        amount: '10.00',
        itemdescription_0: 'Daily ticket',
        itemcount_0: '1',
        itemunitamount_0: '8.00',
        itemamount_0: '8.00',
        itemdescription_1: 'Fee',
        itemcount_1: '2',
        itemunitamount_1: '1',
        itemamount_1: '2',
        skipreceiptpage: '1',
        pagetype: '0',
      },
    });
  });

  it('posts to the configured payment page by default', () => {
    const handoff = teyaHandoff(form);
    expect(handoff.kind === 'form' && handoff.action).toBe(config.teyaPaymentUrl);
    expect(config.teyaPaymentUrl).toBe('https://gateway.test/securepay/default.aspx');
  });
});

describe('checkTeyaAmount: the form charges the total the confirm screen showed', () => {
  it('lets a form through whose amount and items make the total shown', () => {
    expect(() => checkTeyaAmount(form, 1000)).not.toThrow();
    expect(() =>
      checkTeyaAmount(
        {
          ...form,
          amount: '1,60',
          items: [{ itemDescription: 'x', itemCount: 1, itemUnitAmount: 1.6, itemAmount: '1.6' }],
        },
        160,
      ),
    ).not.toThrow();
  });

  it.each([
    ['another amount', { amount: '10.01' }],
    ['items that do not add up to the amount', { amount: '8.00' }],
    [
      'an item whose count times unit is not its amount',
      {
        items: [{ itemDescription: 'x', itemCount: 3, itemUnitAmount: '5.00', itemAmount: '10.00' }],
      },
    ],
    ['no items', { items: [] }],
    ['an amount it cannot read', { amount: '10 EUR' }],
    ['an amount in cents', { amount: 1000 }],
    ['a negative amount', { amount: '-10.00' }],
  ])('stops a form with %s', (_, change) => {
    const error: unknown = (() => {
      try {
        checkTeyaAmount({ ...form, ...change }, 1000);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(AmountMismatchError);
    expect((error as AmountMismatchError).shownCents).toBe(1000);
  });

  it('names what the driver would be asked for: the amount, else the sum of the items', () => {
    const asked = (change: object) => {
      try {
        checkTeyaAmount({ ...form, ...change }, 1000);
      } catch (caught) {
        return (caught as AmountMismatchError).chargedCents;
      }
      return 'no error';
    };
    expect(asked({ amount: '10.01' })).toBe(1001);
    // The amount agrees, the items say 1,00 €: never "asked for 10,00 €, the total is 10,00 €".
    expect(
      asked({ items: [{ itemDescription: 'x', itemCount: 1, itemUnitAmount: '1.00', itemAmount: '1.00' }] }),
    ).toBe(100);
    expect(
      asked({ items: [{ itemDescription: 'x', itemCount: 3, itemUnitAmount: '5.00', itemAmount: '10.00' }] }),
    ).toBeNull();
  });

  it('reads the amounts as euros with two decimals at most', () => {
    expect(teyaAmountCents('1.5')).toBe(150);
    expect(teyaAmountCents(' 12,05 ')).toBe(1205);
    expect(teyaAmountCents(30)).toBe(3000);
    expect(teyaAmountCents('1.555')).toBeNull();
    expect(teyaAmountCents('1e3')).toBeNull();
    expect(teyaAmountCents('')).toBeNull();
    expect(teyaAmountCents(Number.NaN)).toBeNull();
  });
});

describe('handOff', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('assigns the location for a redirect', () => {
    const assign = vi.fn();
    const doc = { defaultView: { location: { assign } } } as unknown as Document;
    handOff({ kind: 'redirect', url: 'https://ecommerce.worldline-solutions.com/pay' }, doc);
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://ecommerce.worldline-solutions.com/pay');
  });

  it('builds a hidden POST form with one hidden input per field and submits it', () => {
    const submitted: HTMLFormElement[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push(this);
    });
    const handoff: Handoff = {
      kind: 'form',
      action: 'https://gateway.example/pay',
      fields: { a: '1', 'b"<x>': 'two words' },
    };
    handOff(handoff, document);

    expect(submit).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveLength(1);
    const formElement = submitted[0];
    expect(formElement.isConnected).toBe(true);
    expect(formElement.method).toBe('post');
    expect(formElement.action).toBe('https://gateway.example/pay');
    expect(formElement.hidden).toBe(true);
    const inputs = Array.from(formElement.querySelectorAll('input'));
    expect(inputs.map((i) => [i.type, i.name, i.value])).toEqual([
      ['hidden', 'a', '1'],
      ['hidden', 'b"<x>', 'two words'],
    ]);
  });
});
