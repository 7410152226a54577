// payment-api: payment initiation for both gateways, finalization, order polling, fines, summaries.
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { findZoneById, specialPlates, type PaymentGateway } from '../data';
import {
  createPaymentRequest,
  finalizeWorldlinePayment,
  findInvoice,
  findTicket,
  lookupFine,
  pollOrder,
  transactionMessages,
  type FinePurchase,
  type TicketPurchase,
} from '../db';
import { appOrigin, fail, jsonBody, query, queryInt } from './respond';

const BASE = '*/payment-api/transactions/vpa';
const TEYA_MERCHANT_ID = '9275444';
const TEYA_GATEWAY_ID = '16';
// The real backend signs the form; the browser only passes the value through untouched.
const TEYA_CHECK_HASH = 'a3f5c0d1e2b4968778695a4b3c2d1e0f';

const isoDate = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));
const ticketBody = z.object({
  isHourlyTicket: z.boolean(),
  total: z.int().check(z.gte(1)),
  quantity: z.int().check(z.gte(1)),
  licensePlate: z.string().check(z.regex(/^[A-Z0-9]+$/)),
  validFrom: isoDate,
  validTo: isoDate,
  zoneId: z.number(),
  tariff: z.string().check(z.minLength(1)),
});
const worldlineTicketBody = z.extend(ticketBody, { currencyCode: z.literal('EUR') });
const fineBody = z.object({
  companyId: z.union([z.int(), z.string().check(z.regex(/^\d+$/))]),
  fineNumber: z.string().check(z.minLength(1)),
  licensePlate: z.optional(z.nullable(z.string())),
});

function euros(cents: number): string {
  return (cents / 100).toFixed(2);
}

async function ticketPurchase(request: Request, gateway: PaymentGateway): Promise<TicketPurchase | Response> {
  const parsed = (gateway === 'WL' ? worldlineTicketBody : ticketBody).safeParse(await jsonBody(request));
  if (!parsed.success) return fail(400, 'Invalid payment request.');
  const body = parsed.data;
  if (body.licensePlate === specialPlates.initFailure) return fail(500, 'Internal server error.');
  const zone = findZoneById(body.zoneId);
  if (!zone) return fail(400, 'Unknown zone.');
  // Catches an app that picks the gateway by anything but the estimate.
  if (zone.paymentGateway !== gateway) return fail(400, 'Zone is not paid through this gateway.');
  return {
    kind: 'ticket',
    gateway,
    plate: body.licensePlate,
    zoneId: zone.id,
    totalCents: body.total,
    hourly: body.isHourlyTicket,
    quantity: body.quantity,
    validFrom: body.validFrom,
    validTo: body.validTo,
    tariff: body.tariff,
  };
}

async function finePurchase(request: Request, gateway: PaymentGateway): Promise<FinePurchase | Response> {
  const parsed = fineBody.safeParse(await jsonBody(request));
  if (!parsed.success) return fail(400, 'Invalid payment request.');
  const companyId = Number(parsed.data.companyId);
  const fine = lookupFine(companyId, parsed.data.fineNumber, parsed.data.licensePlate ?? '');
  if (fine.code !== 0) return fail(409, transactionMessages.alreadyRealized);
  if (fine.paymentProvider !== gateway) return fail(400, 'Fine is not paid through this gateway.');
  const totalCents = Math.round((fine.total ?? 0) * 100);
  if (totalCents < 1) return fail(400, 'Nothing to pay.');
  return {
    kind: 'fine',
    gateway,
    companyId,
    fineNumber: parsed.data.fineNumber.trim().toUpperCase(),
    plate: fine.licensePlate ?? '',
    totalCents,
  };
}

// The stand-in gateway lives with the API that was called: the app's origin in the browser and
// under Vitest, the API server's origin when a production build calls scripts/mock-api-server.mjs.
function worldlineRedirect(request: Request, requestId: string, totalCents: number, returnPath: string) {
  const params = new URLSearchParams({
    requestId,
    amount: euros(totalCents),
    return: `${appOrigin()}${returnPath}`,
  });
  return { redirectUrl: `${new URL(request.url).origin}/mock-gateway/worldline?${params.toString()}` };
}

function teyaForm(
  request: Request,
  orderId: string,
  totalCents: number,
  description: string,
  returnPath: string,
) {
  const origin = appOrigin();
  const amount = euros(totalCents);
  const language = (request.headers.get('Accept-Language') ?? 'hr').slice(0, 2).toUpperCase();
  return {
    merchantId: TEYA_MERCHANT_ID,
    paymentGatewayId: TEYA_GATEWAY_ID,
    checkHash: TEYA_CHECK_HASH,
    orderId,
    currency: 'EUR',
    language,
    returnUrlSuccess: `${origin}${returnPath}`,
    returnUrlSuccessServer: `${origin}/payment-api/transactions/vpa/teya-notification`,
    amount,
    items: [{ itemDescription: description, itemCount: 1, itemUnitAmount: amount, itemAmount: amount }],
  };
}

function ticketDescription(purchase: TicketPurchase): string {
  const zone = findZoneById(purchase.zoneId);
  const kind = purchase.hourly ? `Hourly ticket, ${purchase.quantity} h` : 'Daily ticket';
  return `${kind}, ${zone?.name ?? ''} (${zone?.code ?? ''}), ${purchase.plate}`;
}

export const paymentHandlers = [
  http.post(`${BASE}/init-worldline-payment-request`, async ({ request }) => {
    const purchase = await ticketPurchase(request, 'WL');
    if (purchase instanceof Response) return purchase;
    const id = createPaymentRequest(purchase);
    return HttpResponse.json(
      worldlineRedirect(
        request,
        id,
        purchase.totalCents,
        `/payment-processing?requestid=${encodeURIComponent(id)}`,
      ),
    );
  }),

  http.post(`${BASE}/init-teya-payment-request`, async ({ request }) => {
    const purchase = await ticketPurchase(request, 'TY');
    if (purchase instanceof Response) return purchase;
    const id = createPaymentRequest(purchase);
    return HttpResponse.json(
      teyaForm(
        request,
        id,
        purchase.totalCents,
        ticketDescription(purchase),
        `/ticket-summary?order=${encodeURIComponent(id)}`,
      ),
    );
  }),

  http.post(`${BASE}/init-worldline-fine-payment-request`, async ({ request }) => {
    const purchase = await finePurchase(request, 'WL');
    if (purchase instanceof Response) return purchase;
    const id = createPaymentRequest(purchase);
    return HttpResponse.json(
      worldlineRedirect(request, id, purchase.totalCents, `/fine-summary?order=${encodeURIComponent(id)}`),
    );
  }),

  http.post(`${BASE}/init-teya-fine-payment-request`, async ({ request }) => {
    const purchase = await finePurchase(request, 'TY');
    if (purchase instanceof Response) return purchase;
    const id = createPaymentRequest(purchase);
    const description = `Parking fine ${purchase.fineNumber}, ${purchase.plate}`;
    return HttpResponse.json(
      teyaForm(
        request,
        id,
        purchase.totalCents,
        description,
        `/fine-summary?order=${encodeURIComponent(id)}`,
      ),
    );
  }),

  http.get(`${BASE}/finalize-worldline-payment`, ({ request }) => {
    const result = finalizeWorldlinePayment(query(request, 'requestId'));
    return result.ok ? HttpResponse.json(result.value) : fail(result.status, result.message);
  }),

  http.get('*/payment-api/transactions/fine-info', ({ request }) => {
    const companyId = queryInt(request, 'companyId');
    const fineNumber = query(request, 'fineNumber');
    if (companyId === null || fineNumber === '') return fail(400, 'companyId and fineNumber are required.');
    return HttpResponse.json(lookupFine(companyId, fineNumber, query(request, 'licensePlate')));
  }),

  http.get('*/payment-api/tickets/vpa-ticket-summary', ({ request }) => {
    const result = pollOrder(query(request, 'orderId'), 'ticket');
    if (!result.ok) return fail(result.status, result.message);
    const progress = result.value;
    if (progress.status === 'P') {
      return HttpResponse.json({
        transactionStatus: 'P',
        invoiceId: null,
        ticketNumber: null,
        validTo: null,
      });
    }
    return HttpResponse.json({
      transactionStatus: 'R',
      invoiceId: progress.invoice.id,
      ticketNumber: progress.ticket?.ticketNumber ?? null,
      validTo: progress.ticket?.validTo ?? null,
    });
  }),

  http.get('*/payment-api/fines/vpa-fine-summary', ({ request }) => {
    const result = pollOrder(query(request, 'orderId'), 'fine');
    if (!result.ok) return fail(result.status, result.message);
    const progress = result.value;
    if (progress.status === 'P') {
      return HttpResponse.json({ transactionStatus: 'P', invoiceId: null, invoiceNumber: null });
    }
    return HttpResponse.json({
      transactionStatus: 'R',
      invoiceId: progress.invoice.id,
      invoiceNumber: progress.invoice.invoiceNumber,
    });
  }),

  http.get('*/payment-api/tickets/vpa-summary', ({ request }) => {
    const ticket = findTicket(query(request, 'code'));
    if (!ticket) return fail(404, 'Ticket not found.');
    return HttpResponse.json({
      ticketNumber: ticket.ticketNumber,
      validTo: ticket.validTo,
      invoiceId: ticket.invoiceId,
    });
  }),

  http.get('*/payment-api/invoices/sqid', ({ request }) => {
    const id = queryInt(request, 'invoiceId');
    const invoice = id === null ? undefined : findInvoice(id);
    if (!invoice) return fail(404, 'Invoice not found.');
    return HttpResponse.json({ id: invoice.id, invoiceNumber: invoice.invoiceNumber });
  }),
];
