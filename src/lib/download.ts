import { lazyModule } from './lazy-module';

const fileSaver = lazyModule(() => import('file-saver'));

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Six random letters and digits, for download names (docs/backend-contract.md). */
export function randomSuffix(length = 6): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * A number as the server writes it, in a file name: letters, digits, `-`, `_` and `.` kept, any
 * other character (a Croatian invoice number's `/`, a space) a `-`.
 */
function safePart(value: string | number): string {
  return String(value).replace(/[^A-Za-z0-9._-]/g, '-');
}

export function ticketInvoiceFileName(ticketNumber: string | number): string {
  return `Ticket_${safePart(ticketNumber)}_${randomSuffix()}.pdf`;
}

/** The calendar file of a ticket, a reminder before it ends: `Parking_{ticketNumber}.ics`. */
export function ticketCalendarFileName(ticketNumber: string | number): string {
  return `Parking_${safePart(ticketNumber)}.ics`;
}

export function fineInvoiceFileName(invoiceNumber: string | number): string {
  return `Invoice_${safePart(invoiceNumber)}_${randomSuffix()}.pdf`;
}

/**
 * An iPhone or iPad, whatever its browser (all are WebKit there). iPadOS asks for the desktop site
 * with a Mac's user agent; a Mac has no touch screen.
 */
function isAppleMobile(): boolean {
  const { userAgent, maxTouchPoints } = navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Saves a blob under a name. On an iPhone or iPad a blob saved with file-saver opens in the same
 * tab, and in a web app added to the home screen the driver is left in the viewer with no way back:
 * there the file goes to the share sheet (Save to Files, Mail, Print) where the browser can share
 * files. A share the browser refuses (the tap's activation used up while the PDF was fetched, an
 * older iOS) falls back to file-saver; a sheet the driver closed needs nothing more. Elsewhere
 * file-saver downloads it, and is loaded on use. docs/engines.md lists the engines' differences.
 */
export async function saveFile(blob: Blob, fileName: string): Promise<void> {
  if (isAppleMobile() && typeof navigator.share === 'function') {
    const file = new File([blob], fileName, { type: blob.type });
    if (navigator.canShare?.({ files: [file] })) {
      try {
        await navigator.share({ files: [file] });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
  }
  const { saveAs } = await fileSaver.load();
  saveAs(blob, fileName);
}
