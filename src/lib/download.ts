import { lazyModule } from './lazy-module';

const fileSaver = lazyModule(() => import('file-saver'));

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Six random letters and digits, for download names (api-contract section 8). */
export function randomSuffix(length = 6): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

function safePart(value: string | number): string {
  return String(value).replace(/[^A-Za-z0-9-]/g, '-');
}

export function ticketInvoiceFileName(ticketNumber: string | number): string {
  return `Ticket_${safePart(ticketNumber)}_${randomSuffix()}.pdf`;
}

/** The calendar file of a ticket (issue 19): `Parking_{ticketNumber}.ics`. */
export function ticketCalendarFileName(ticketNumber: string | number): string {
  return `Parking_${safePart(ticketNumber)}.ics`;
}

export function fineInvoiceFileName(invoiceNumber: string | number): string {
  return `Invoice_${safePart(invoiceNumber)}_${randomSuffix()}.pdf`;
}

/** Saves a blob under a name; file-saver handles the browsers' differences and is loaded on use. */
export async function saveFile(blob: Blob, fileName: string): Promise<void> {
  const { saveAs } = await fileSaver.load();
  saveAs(blob, fileName);
}
