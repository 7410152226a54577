import { api } from './http-client';
import { SchemaError } from './errors';

async function getPdf(path: string, id: number | string): Promise<Blob> {
  const { data } = await api.get<Blob>(path, { params: { id }, responseType: 'blob' });
  if (!(data instanceof Blob) || data.size === 0) throw new SchemaError(path);
  return data.type === 'application/pdf' ? data : new Blob([data], { type: 'application/pdf' });
}

export function getTicketInvoicePdf(invoiceId: number | string) {
  return getPdf('/docs-api/documents/vpa-ticket-invoice', invoiceId);
}

export function getFineInvoicePdf(invoiceId: number | string) {
  return getPdf('/docs-api/documents/vpa-fine-invoice', invoiceId);
}
