// How the API layer turns each way a call can fail into one ApiFailure, against the mock backend
// with one handler overridden per case.
import { AxiosError, AxiosHeaders } from 'axios';
import { http, HttpResponse } from 'msw';
import { getTicketInvoicePdf } from '@/api/documents';
import { messageFromBody, SchemaError, toApiFailure } from '@/api/errors';
import { api } from '@/api/http-client';
import {
  finalizeWorldlinePayment,
  getFineInfo,
  getFineOrder,
  getInvoice,
  getTicketOrder,
  getTicketSummary,
  initTeyaFinePayment,
  initTeyaPayment,
  initWorldlineFinePayment,
  initWorldlinePayment,
} from '@/api/payments';
import {
  getActiveCities,
  getActiveZones,
  getCompanyConfig,
  getFineCompanies,
  getFooterData,
  getTicketData,
  getTicketEstimate,
  getZoneStatus,
} from '@/api/sms';
import { server } from '@/mocks/node';

async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return toApiFailure(error);
  }
  throw new Error('the call did not fail');
}

const zoneStatus = '*/sms-api/vpa/vpa-zone-status';

describe('responses that are not what the contract promises', () => {
  it.each([
    ['malformed JSON', '{"cityId": 1, "city": '],
    [
      'an HTML page (a proxy answering for the API)',
      '<!doctype html><html><body>Welcome to nginx</body></html>',
    ],
    ['an empty body', ''],
    ['a JSON array', '[]'],
  ])('%s with status 200 is a schema failure', async (_, body) => {
    server.use(
      http.get(zoneStatus, () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })),
    );
    await expect(getZoneStatus('RI-Z1')).rejects.toBeInstanceOf(SchemaError);
    expect(await failureOf(getZoneStatus('RI-Z1'))).toEqual({ kind: 'schema' });
  });

  it('a body of the wrong shape is a schema failure', async () => {
    server.use(http.get(zoneStatus, () => HttpResponse.json({ cityId: '1', city: 5 })));
    expect(await failureOf(getZoneStatus('RI-Z1'))).toEqual({ kind: 'schema' });
  });

  it('a footer with wrong field types is a schema failure, an empty one is no data', async () => {
    server.use(http.get('*/sms-api/vpa/vpa-footer-data', () => HttpResponse.json({ companyName: 42 })));
    expect(await failureOf(getFooterData('RI-Z1'))).toEqual({ kind: 'schema' });
    server.use(http.get('*/sms-api/vpa/vpa-footer-data', () => new HttpResponse('')));
    await expect(getFooterData('RI-Z1')).resolves.toBeNull();
  });

  it('a polled order without a status is a schema failure', async () => {
    server.use(
      http.get('*/payment-api/tickets/vpa-ticket-summary', () => HttpResponse.json({ invoiceId: 1 })),
    );
    expect(await failureOf(getTicketOrder('vpa1.x'))).toEqual({ kind: 'schema' });
  });

  it('a finalize answer without a ticket code is a schema failure', async () => {
    server.use(
      http.get('*/payment-api/transactions/vpa/finalize-worldline-payment', () =>
        HttpResponse.json({ ticketCode: '' }),
      ),
    );
    expect(await failureOf(finalizeWorldlinePayment('vpa1.x'))).toEqual({ kind: 'schema' });
  });
});

// Every call whose answer is JSON goes through the one client and its schema: a body that is not
// JSON at all reaches the screen as the very failure a body of the wrong shape does. The browser
// journeys (e2e/faults.spec.ts) therefore send a malformed body to one call and a wrong shape to
// every call.
describe('a malformed body is the same failure as a wrong shape, for every JSON call', () => {
  const ticket = { zoneCode: 'RI-Z1', plate: 'RI1234AB', ticketType: 'HOURLY', duration: 60 } as never;
  const fine = { fineNumber: '123456', companyId: 1 } as never;
  // The same wrong shapes as the browser journeys send (most calls: an object with none of its fields).
  const wrongShapes: Record<string, string> = {
    'vpa-ticket-data': '{"zone": 42, "tariffs": "none"}',
    'vpa-footer-data': '{"companyName": 42, "city": ["x"]}',
  };
  const calls: [string, () => Promise<unknown>][] = [
    ['vpa-zone-status', () => getZoneStatus('RI-Z1')],
    ['vpa-company-config', () => getCompanyConfig(1)],
    ['vpa-ticket-data', () => getTicketData('RI-Z1', 'hourly')],
    [
      'vpa-ticket-estimate',
      () =>
        getTicketEstimate({
          zoneCode: 'RI-Z1',
          ticketType: 'hourly',
          tariffType: 'A',
          plateNumber: 'RI1234AB',
          duration: 60,
        }),
    ],
    ['vpa-footer-data', () => getFooterData('RI-Z1')],
    ['vpa-companies-fine-active', () => getFineCompanies()],
    ['vpa-active-cities', () => getActiveCities()],
    ['vpa-active-zones', () => getActiveZones(1)],
    ['init-worldline-payment-request', () => initWorldlinePayment(ticket)],
    ['init-teya-payment-request', () => initTeyaPayment(ticket)],
    ['init-worldline-fine-payment-request', () => initWorldlineFinePayment(fine)],
    ['init-teya-fine-payment-request', () => initTeyaFinePayment(fine)],
    ['finalize-worldline-payment', () => finalizeWorldlinePayment('req-1')],
    ['fine-info', () => getFineInfo({ companyId: 1, fineNumber: '123456', licensePlate: 'RI1234AB' })],
    ['vpa-summary', () => getTicketSummary('T-1000')],
    ['vpa-ticket-summary', () => getTicketOrder('vpa1.x')],
    ['vpa-fine-summary', () => getFineOrder('vpa1.x')],
    ['invoices/sqid', () => getInvoice(9001)],
  ];

  it.each(calls)('%s', async (endpoint, call) => {
    const answer = (body: string) => () =>
      new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
    server.use(http.all(`*/${endpoint}`, answer('{"total": 1.6, "zone": ')));
    const malformed = await failureOf(call());
    server.use(http.all(`*/${endpoint}`, answer(wrongShapes[endpoint] ?? '{"unexpected": true}')));
    const wrongShape = await failureOf(call());
    expect(malformed).toEqual({ kind: 'schema' });
    expect(malformed).toEqual(wrongShape);
  });
});

describe('HTTP errors', () => {
  it.each([
    ['a JSON string', HttpResponse.json('Transaction aborted.', { status: 401 }), 'Transaction aborted.'],
    [
      'a { message } object',
      HttpResponse.json({ message: 'Transaction declined.' }, { status: 401 }),
      'Transaction declined.',
    ],
    ['plain text', new HttpResponse('Transaction not found.', { status: 404 }), 'Transaction not found.'],
    [
      'an HTML error page',
      new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 }),
      null,
    ],
    ['nothing', new HttpResponse(null, { status: 500 }), null],
  ])('carry the server message from %s', async (_, response, message) => {
    server.use(http.get('*/payment-api/transactions/vpa/finalize-worldline-payment', () => response));
    const failure = await failureOf(finalizeWorldlinePayment('vpa1.x'));
    expect(failure).toMatchObject({ kind: 'http', message });
  });

  it('messageFromBody caps the text and drops control characters', () => {
    expect(messageFromBody(`"${'x'.repeat(1000)}"`)).toHaveLength(300);
    expect(messageFromBody('line one\r\nSet-Cookie: a=b\u0000')).toBe('line one Set-Cookie: a=b');
    // Nor direction controls or invisible characters, so a known message is still known.
    expect(messageFromBody('"\ufeffTransaction\u200b declined.\u202e\u2028"')).toBe('Transaction declined.');
    expect(messageFromBody({ message: { nested: true } })).toBeNull();
    expect(messageFromBody(new TextEncoder().encode('"Transaction declined."').buffer)).toBe(
      'Transaction declined.',
    );
  });
});

describe('no answer at all', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // MSW's XMLHttpRequest stand-in has no timeout; e2e/faults.spec.ts lets real ones expire.
  it('a call that hit the client timeout is a timeout', () => {
    const timedOut = new AxiosError('timeout of 1000ms exceeded', AxiosError.ECONNABORTED, {
      headers: new AxiosHeaders(),
    });
    expect(toApiFailure(timedOut)).toEqual({ kind: 'timeout' });
    expect(api.defaults.timeout).toBeGreaterThanOrEqual(1000);
  });

  it('a network error while the browser is offline is "offline"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get(zoneStatus, () => HttpResponse.error()));
    expect(await failureOf(getZoneStatus('RI-Z1'))).toEqual({ kind: 'offline' });
  });

  it('a network error while online is "network"', async () => {
    server.use(http.get(zoneStatus, () => HttpResponse.error()));
    expect(await failureOf(getZoneStatus('RI-Z1'))).toEqual({ kind: 'network' });
  });
});

describe('invoice downloads', () => {
  const invoice = '*/docs-api/documents/vpa-ticket-invoice';

  it('a real PDF is passed on as a PDF blob', async () => {
    const blob = await getTicketInvoicePdf(9000);
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBeGreaterThan(100);
  });

  it('accepts a PDF whose header follows a few bytes', async () => {
    server.use(
      http.get(invoice, () => new HttpResponse(new TextEncoder().encode('\n\n%PDF-1.7\n%%EOF').buffer)),
    );
    await expect(getTicketInvoicePdf(9000)).resolves.toBeInstanceOf(Blob);
  });

  it.each([
    ['an HTML page', '<!doctype html><p>Not found</p>'],
    ['JSON', '{"error":"no invoice"}'],
    ['nothing', ''],
  ])('refuses %s answered with 200', async (_, body) => {
    server.use(
      http.get(invoice, () => new HttpResponse(body, { headers: { 'Content-Type': 'application/pdf' } })),
    );
    expect(await failureOf(getTicketInvoicePdf(9000))).toEqual({ kind: 'schema' });
  });
});
