// docs-api: invoice PDFs for tickets and fines.
import { http, HttpResponse } from 'msw';
import { findInvoice, type MockInvoice } from '../db';
import { renderInvoicePdf } from '../invoice-pdf';
import { fail, queryInt } from './respond';

async function invoiceDocument(request: Request, kind: MockInvoice['kind']): Promise<Response> {
  const id = queryInt(request, 'id');
  const invoice = id === null ? undefined : findInvoice(id);
  if (!invoice || invoice.kind !== kind) return fail(404, 'Document not found.');
  const bytes = await renderInvoicePdf(invoice);
  // A copy gives a plain ArrayBuffer of exactly the document's length.
  return HttpResponse.arrayBuffer(bytes.slice().buffer, { headers: { 'Content-Type': 'application/pdf' } });
}

export const documentHandlers = [
  http.get('*/docs-api/documents/vpa-ticket-invoice', ({ request }) => invoiceDocument(request, 'ticket')),
  http.get('*/docs-api/documents/vpa-fine-invoice', ({ request }) => invoiceDocument(request, 'fine')),
];
