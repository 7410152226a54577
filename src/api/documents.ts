import { api } from './http-client';
import { SchemaError } from './errors';

async function getPdf(path: string, id: number | string): Promise<Blob> {
  // Bytes as an ArrayBuffer, wrapped here: byte-exact everywhere, whereas MSW's XHR interceptor
  // (Vitest, jsdom) decodes `responseType: 'blob'` bodies as text and then fails on jsdom's Blob.
  const { data } = await api.get<ArrayBuffer>(path, { params: { id }, responseType: 'arraybuffer' });
  if (!isPdf(data)) throw new SchemaError(path);
  return new Blob([data], { type: 'application/pdf' });
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
// The PDF header may follow a few bytes of junk; readers look in the first kilobyte.
const PDF_HEADER_WINDOW = 1024;

/** A 200 that is not a PDF (an HTML error page, JSON) is a failed download, not a file to save. */
function isPdf(data: unknown): data is ArrayBuffer {
  // Tagged, not instanceof: under jsdom the buffer may come from another realm.
  if (Object.prototype.toString.call(data) !== '[object ArrayBuffer]') return false;
  const bytes = new Uint8Array(data as ArrayBuffer);
  const end = Math.min(bytes.length, PDF_HEADER_WINDOW) - PDF_MAGIC.length;
  for (let start = 0; start <= end; start++) {
    if (PDF_MAGIC.every((byte, i) => bytes[start + i] === byte)) return true;
  }
  return false;
}

export function getTicketInvoicePdf(invoiceId: number | string) {
  return getPdf('/docs-api/documents/vpa-ticket-invoice', invoiceId);
}

export function getFineInvoicePdf(invoiceId: number | string) {
  return getPdf('/docs-api/documents/vpa-fine-invoice', invoiceId);
}
