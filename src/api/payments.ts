import { api } from './http-client';
import { parseWith } from './parse';
import {
  fineInfoSchema,
  fineOrderSchema,
  finalizeSchema,
  invoiceSchema,
  redirectSchema,
  teyaFormSchema,
  ticketOrderSchema,
  ticketSummarySchema,
} from './schemas/payments';

const TRANSACTIONS = '/payment-api/transactions';

/** Body of both ticket payment initiations (Teya's has no currencyCode). */
export type TicketPaymentBody = {
  isHourlyTicket: boolean;
  total: number;
  quantity: number;
  licensePlate: string;
  validFrom: string;
  validTo: string;
  zoneId: number;
  tariff: string;
};

export type FinePaymentBody = { companyId: number; fineNumber: string; licensePlate: string };

export async function initWorldlinePayment(body: TicketPaymentBody) {
  const { data } = await api.post<unknown>(`${TRANSACTIONS}/vpa/init-worldline-payment-request`, {
    ...body,
    currencyCode: 'EUR',
  });
  return parseWith(redirectSchema, data, 'init-worldline-payment-request');
}

export async function initTeyaPayment(body: TicketPaymentBody) {
  const { data } = await api.post<unknown>(`${TRANSACTIONS}/vpa/init-teya-payment-request`, body);
  return parseWith(teyaFormSchema, data, 'init-teya-payment-request');
}

export async function initWorldlineFinePayment(body: FinePaymentBody) {
  const { data } = await api.post<unknown>(`${TRANSACTIONS}/vpa/init-worldline-fine-payment-request`, body);
  return parseWith(redirectSchema, data, 'init-worldline-fine-payment-request');
}

export async function initTeyaFinePayment(body: FinePaymentBody) {
  const { data } = await api.post<unknown>(`${TRANSACTIONS}/vpa/init-teya-fine-payment-request`, body);
  return parseWith(teyaFormSchema, data, 'init-teya-fine-payment-request');
}

export async function finalizeWorldlinePayment(requestId: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>(`${TRANSACTIONS}/vpa/finalize-worldline-payment`, {
    params: { requestId },
    signal,
  });
  return parseWith(finalizeSchema, data, 'finalize-worldline-payment');
}

export async function getFineInfo(
  params: { companyId: number | string; fineNumber: string; licensePlate: string },
  signal?: AbortSignal,
) {
  const { data } = await api.get<unknown>(`${TRANSACTIONS}/fine-info`, { params, signal });
  return parseWith(fineInfoSchema, data, 'fine-info');
}

export async function getTicketSummary(code: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>('/payment-api/tickets/vpa-summary', { params: { code }, signal });
  return parseWith(ticketSummarySchema, data, 'vpa-summary');
}

export async function getTicketOrder(orderId: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>('/payment-api/tickets/vpa-ticket-summary', {
    params: { orderId },
    signal,
  });
  return parseWith(ticketOrderSchema, data, 'vpa-ticket-summary');
}

export async function getFineOrder(orderId: string, signal?: AbortSignal) {
  const { data } = await api.get<unknown>('/payment-api/fines/vpa-fine-summary', {
    params: { orderId },
    signal,
  });
  return parseWith(fineOrderSchema, data, 'vpa-fine-summary');
}

export async function getInvoice(invoiceId: string | number, signal?: AbortSignal) {
  const { data } = await api.get<unknown>('/payment-api/invoices/sqid', { params: { invoiceId }, signal });
  return parseWith(invoiceSchema, data, 'invoices/sqid');
}
