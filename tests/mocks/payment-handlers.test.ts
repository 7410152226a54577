import { estimateSchema } from '@/api/schemas/sms';
import { redirectSchema, teyaFormSchema, fineInfoSchema } from '@/api/schemas/payments';
import { recordGatewayOutcome, resetMockDb } from '@/mocks/db';

const API = 'http://localhost:3000';
const VPA = `${API}/payment-api/transactions/vpa`;

async function call(path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(path.startsWith('http') ? path : `${API}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en-US' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function estimate(zoneCode: string, ticketType: 'daily' | 'hourly', tariffType: string, duration = 1) {
  const query = new URLSearchParams({
    zoneCode,
    ticketType,
    tariffId: '0',
    tariffType,
    plateNumber: 'RI1234AB',
    duration: String(duration),
  });
  return estimateSchema.parse((await call(`/sms-api/vpa/vpa-ticket-estimate?${query.toString()}`)).body);
}

async function initTicket(gateway: 'worldline' | 'teya', overrides: Record<string, unknown> = {}) {
  const e =
    gateway === 'worldline'
      ? await estimate('RI-Z1', 'hourly', 'H1', 3)
      : await estimate('RI-Z3', 'daily', 'D1');
  return call(`${VPA}/init-${gateway}-payment-request`, {
    isHourlyTicket: gateway === 'worldline',
    total: e.totalCents,
    quantity: e.duration,
    ...(gateway === 'worldline' ? { currencyCode: 'EUR' } : {}),
    licensePlate: e.plateNumber,
    validFrom: e.startDate,
    validTo: e.endDate,
    zoneId: e.zoneId,
    tariff: e.tariff,
    ...overrides,
  });
}

async function worldlineRequestId(): Promise<string> {
  const { body } = await initTicket('worldline');
  return new URL(redirectSchema.parse(body).redirectUrl).searchParams.get('requestId') ?? '';
}

async function pdf(path: string): Promise<{ status: number; type: string | null; head: string }> {
  const response = await fetch(`${API}${path}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    head: String.fromCharCode(...bytes.slice(0, 4)),
  };
}

describe('Worldline ticket payment', () => {
  test('round trip: init, approve, finalize, summary, invoice PDF', async () => {
    const init = await initTicket('worldline');
    expect(init.status).toBe(200);
    const redirect = new URL(redirectSchema.parse(init.body).redirectUrl);
    expect(redirect.origin + redirect.pathname).toBe('http://localhost:3000/mock-gateway/worldline');
    expect(redirect.searchParams.get('amount')).toBe('4.80');
    const requestId = redirect.searchParams.get('requestId') ?? '';
    expect(redirect.searchParams.get('return')).toBe(
      `http://localhost:3000/payment-processing?requestid=${encodeURIComponent(requestId)}`,
    );

    expect(recordGatewayOutcome(requestId, 'approved')).toBe(true);
    const finalized = await call(`${VPA}/finalize-worldline-payment?requestId=${requestId}`);
    expect(finalized).toEqual({ status: 200, body: { ticketCode: 'T-1001' } });

    const summary = await call('/payment-api/tickets/vpa-summary?code=T-1001');
    expect(summary.body).toMatchObject({ ticketNumber: '1001', invoiceId: 9002 });
    expect(Date.parse(String((summary.body as { validTo: string }).validTo))).toBeGreaterThan(Date.now());

    const invoice = await call('/payment-api/invoices/sqid?invoiceId=9002');
    expect(invoice.body).toEqual({ id: 9002, invoiceNumber: `${new Date().getUTCFullYear()}-00043` });
    expect(await pdf('/docs-api/documents/vpa-ticket-invoice?id=9002')).toEqual({
      status: 200,
      type: 'application/pdf',
      head: '%PDF',
    });
  });

  test('a second finalize is a conflict', async () => {
    const requestId = await worldlineRequestId();
    recordGatewayOutcome(requestId, 'approved');
    await call(`${VPA}/finalize-worldline-payment?requestId=${requestId}`);
    expect(await call(`${VPA}/finalize-worldline-payment?requestId=${requestId}`)).toEqual({
      status: 409,
      body: 'Transaction already realized.',
    });
  });

  test('declined, cancelled and unknown requests fail with the server messages', async () => {
    const declined = await worldlineRequestId();
    recordGatewayOutcome(declined, 'declined');
    expect(await call(`${VPA}/finalize-worldline-payment?requestId=${declined}`)).toEqual({
      status: 401,
      body: 'Transaction declined.',
    });
    const cancelled = await worldlineRequestId();
    recordGatewayOutcome(cancelled, 'cancelled');
    expect(await call(`${VPA}/finalize-worldline-payment?requestId=${cancelled}`)).toEqual({
      status: 401,
      body: 'Transaction aborted.',
    });
    expect(await call(`${VPA}/finalize-worldline-payment?requestId=nope`)).toEqual({
      status: 404,
      body: 'Transaction not found.',
    });
  });

  test('a request whose outcome was never recorded (fresh browser) counts as approved', async () => {
    const requestId = await worldlineRequestId();
    resetMockDb();
    expect((await call(`${VPA}/finalize-worldline-payment?requestId=${requestId}`)).status).toBe(200);
  });

  test('init validates the body and fails on purpose for FAILINIT', async () => {
    expect((await initTicket('worldline', { currencyCode: 'USD' })).status).toBe(400);
    expect((await initTicket('worldline', { total: 0 })).status).toBe(400);
    expect((await initTicket('worldline', { licensePlate: 'ri 12' })).status).toBe(400);
    expect((await initTicket('worldline', { zoneId: 999 })).status).toBe(400);
    expect((await initTicket('worldline', { licensePlate: 'FAILINIT' })).status).toBe(500);
  });
});

describe('Teya ticket payment', () => {
  test('form data, then the order polls P before R', async () => {
    const init = await initTicket('teya');
    const form = teyaFormSchema.parse(init.body);
    const orderId = String(form.orderId);
    expect(form).toMatchObject({
      currency: 'EUR',
      language: 'EN',
      amount: '8.00',
      returnUrlSuccess: `http://localhost:3000/ticket-summary?order=${encodeURIComponent(orderId)}`,
    });
    expect(form.items).toHaveLength(1);
    recordGatewayOutcome(orderId, 'approved');

    const summary = `/payment-api/tickets/vpa-ticket-summary?orderId=${orderId}`;
    expect((await call(summary)).body).toEqual({
      transactionStatus: 'P',
      invoiceId: null,
      ticketNumber: null,
      validTo: null,
    });
    const realized = await call(summary);
    expect(realized.body).toMatchObject({ transactionStatus: 'R', invoiceId: 9002, ticketNumber: '1001' });
    expect((await call(summary)).body).toMatchObject({ transactionStatus: 'R', invoiceId: 9002 });
    expect((await pdf('/docs-api/documents/vpa-ticket-invoice?id=9002')).head).toBe('%PDF');
  });

  test('a declined order and an unknown order are errors', async () => {
    const orderId = String(teyaFormSchema.parse((await initTicket('teya')).body).orderId);
    recordGatewayOutcome(orderId, 'declined');
    expect((await call(`/payment-api/tickets/vpa-ticket-summary?orderId=${orderId}`)).status).toBe(401);
    expect((await call('/payment-api/tickets/vpa-ticket-summary?orderId=unknown')).status).toBe(404);
  });

  test('the zone decides the gateway', async () => {
    const e = await estimate('RI-Z3', 'daily', 'D1');
    const wrong = await call(`${VPA}/init-worldline-payment-request`, {
      isHourlyTicket: false,
      total: e.totalCents,
      quantity: 1,
      currencyCode: 'EUR',
      licensePlate: 'RI1234AB',
      validFrom: e.startDate,
      validTo: e.endDate,
      zoneId: e.zoneId,
      tariff: e.tariff,
    });
    expect(wrong.status).toBe(400);
  });
});

describe('fines', () => {
  const info = async (companyId: number, fineNumber: string, licensePlate = '') =>
    fineInfoSchema.parse(
      (
        await call(
          `/payment-api/transactions/fine-info?${new URLSearchParams({ companyId: String(companyId), fineNumber, licensePlate }).toString()}`,
        )
      ).body,
    );

  test('lookup returns every code', async () => {
    expect(await info(1, '123456', 'RI1234AB')).toEqual({
      code: 0,
      licensePlate: 'RI1234AB',
      date: '2026-03-14T09:25:00.000Z',
      total: 40,
      paymentProvider: 'WL',
    });
    expect((await info(1, '222222')).code).toBe(-2);
    expect((await info(1, '333333')).code).toBe(-3);
    expect((await info(1, '444444')).code).toBe(-4);
    expect(await info(1, '888888')).toMatchObject({ code: 0, paymentProvider: null });
    expect(await info(1, '999999')).toMatchObject({ code: 0, date: null });
    expect(await info(3, '654321')).toMatchObject({ code: 0, total: 30, paymentProvider: 'TY' });
    expect(await info(2, '777777')).toMatchObject({ code: 0, paymentProvider: 'WL' });
    expect((await info(1, '000000')).code).toBe(-1);
    expect((await info(1, '123456', 'ZZ999ZZ')).code).toBe(-1);
    expect((await info(3, '123456')).code).toBe(-1);
  });

  test('WL fine payment returns to the fine summary, which realizes and marks the fine paid', async () => {
    const init = await call(`${VPA}/init-worldline-fine-payment-request`, {
      companyId: 1,
      fineNumber: '123456',
      licensePlate: 'RI1234AB',
    });
    const redirect = new URL(redirectSchema.parse(init.body).redirectUrl);
    const orderId = redirect.searchParams.get('requestId') ?? '';
    expect(redirect.searchParams.get('amount')).toBe('40.00');
    expect(redirect.searchParams.get('return')).toBe(
      `http://localhost:3000/fine-summary?order=${encodeURIComponent(orderId)}`,
    );
    recordGatewayOutcome(orderId, 'approved');

    const summary = `/payment-api/fines/vpa-fine-summary?orderId=${orderId}`;
    expect((await call(summary)).body).toEqual({
      transactionStatus: 'P',
      invoiceId: null,
      invoiceNumber: null,
    });
    expect((await call(summary)).body).toEqual({
      transactionStatus: 'R',
      invoiceId: 9002,
      invoiceNumber: `${new Date().getUTCFullYear()}-00043`,
    });
    expect((await pdf('/docs-api/documents/vpa-fine-invoice?id=9002')).head).toBe('%PDF');
    expect((await info(1, '123456')).code).toBe(-2);
    const again = await call(`${VPA}/init-worldline-fine-payment-request`, {
      companyId: 1,
      fineNumber: '123456',
    });
    expect(again.status).toBe(409);
  });

  test('TY fines get Teya form data; unpayable fines are refused', async () => {
    const form = teyaFormSchema.parse(
      (
        await call(`${VPA}/init-teya-fine-payment-request`, {
          companyId: 3,
          fineNumber: '654321',
          licensePlate: 'PU555CD',
        })
      ).body,
    );
    expect(form.amount).toBe('30.00');
    expect(form.returnUrlSuccess).toBe(
      `http://localhost:3000/fine-summary?order=${encodeURIComponent(String(form.orderId))}`,
    );
    expect(
      (await call(`${VPA}/init-worldline-fine-payment-request`, { companyId: 1, fineNumber: '222222' }))
        .status,
    ).toBe(409);
    expect(
      (await call(`${VPA}/init-worldline-fine-payment-request`, { companyId: 3, fineNumber: '654321' }))
        .status,
    ).toBe(400);
  });
});

describe('seeded summaries and documents', () => {
  test('ticket T-1000 and fine invoice 9001 can be opened directly', async () => {
    expect((await call('/payment-api/tickets/vpa-summary?code=T-1000')).body).toEqual({
      ticketNumber: '1000',
      validTo: '2026-06-15T14:30:00.000Z',
      invoiceId: 9000,
    });
    expect((await call('/payment-api/invoices/sqid?invoiceId=9001')).body).toEqual({
      id: 9001,
      invoiceNumber: '2026-00042',
    });
    expect(await pdf('/docs-api/documents/vpa-fine-invoice?id=9001')).toMatchObject({
      status: 200,
      type: 'application/pdf',
      head: '%PDF',
    });
    expect((await call('/payment-api/tickets/vpa-summary?code=T-9')).status).toBe(404);
    expect((await pdf('/docs-api/documents/vpa-fine-invoice?id=9000')).status).toBe(404);
    expect((await pdf('/docs-api/documents/vpa-ticket-invoice?id=1')).status).toBe(404);
  });
});
