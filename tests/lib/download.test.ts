// saveFile on the engines: file-saver where a download works, the share sheet on an iPhone or iPad,
// where a blob opened by file-saver replaces the page (and traps an installed web app in the
// viewer). docs/engines.md lists the differences.
import { fineInvoiceFileName, saveFile, ticketInvoiceFileName } from '@/lib/download';

const saveAsSpy = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs: saveAsSpy }));

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Mobile Safari/537.36';
// iPadOS asks for the desktop site: a Mac's user agent, told apart by its touch points.
const IPAD_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';

const pdf = () => new Blob(['%PDF-1.7'], { type: 'application/pdf' });

function phone({
  userAgent,
  share,
  canShare = () => true,
  maxTouchPoints = 5,
}: {
  userAgent: string;
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  maxTouchPoints?: number;
}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  // jsdom has no maxTouchPoints.
  Object.defineProperty(navigator, 'maxTouchPoints', { value: maxTouchPoints, configurable: true });
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'canShare', {
    value: share ? canShare : undefined,
    configurable: true,
    writable: true,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  saveAsSpy.mockClear();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'maxTouchPoints');
});

test('on an iPhone with the Web Share API for files, the PDF goes to the share sheet, never to file-saver', async () => {
  const share = vi.fn((_data: ShareData) => Promise.resolve());
  phone({ userAgent: IPHONE_UA, share });

  await saveFile(pdf(), 'Ticket_1_abcdef.pdf');

  expect(share).toHaveBeenCalledTimes(1);
  const file = share.mock.calls[0][0].files?.[0];
  expect(file?.name).toBe('Ticket_1_abcdef.pdf');
  expect(file?.type).toBe('application/pdf');
  expect(saveAsSpy).not.toHaveBeenCalled();
});

test('on an iPad (desktop user agent, touch screen) the share sheet too', async () => {
  const share = vi.fn((_data: ShareData) => Promise.resolve());
  phone({ userAgent: IPAD_UA, share, maxTouchPoints: 5 });

  await saveFile(pdf(), 'Invoice_7_abcdef.pdf');

  expect(share).toHaveBeenCalledTimes(1);
  expect(saveAsSpy).not.toHaveBeenCalled();
});

test('a driver who closes the share sheet gets nothing else (no page replaced by the PDF)', async () => {
  const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
  phone({ userAgent: IPHONE_UA, share });

  await saveFile(pdf(), 'Ticket_1_abcdef.pdf');

  expect(saveAsSpy).not.toHaveBeenCalled();
});

test('a share the browser refuses (no user activation left) falls back to file-saver', async () => {
  const share = vi.fn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
  phone({ userAgent: IPHONE_UA, share });

  await saveFile(pdf(), 'Ticket_1_abcdef.pdf');

  expect(saveAsSpy).toHaveBeenCalledTimes(1);
  expect(saveAsSpy.mock.calls[0][1]).toBe('Ticket_1_abcdef.pdf');
});

test('an iPhone without file sharing (older iOS) keeps file-saver', async () => {
  phone({ userAgent: IPHONE_UA, share: undefined });

  await saveFile(pdf(), 'Ticket_1_abcdef.pdf');

  expect(saveAsSpy).toHaveBeenCalledTimes(1);
});

test('an iPhone that can share links but not files keeps file-saver', async () => {
  const share = vi.fn((_data: ShareData) => Promise.resolve());
  phone({ userAgent: IPHONE_UA, share, canShare: (data) => !data.files });

  await saveFile(pdf(), 'Ticket_1_abcdef.pdf');

  expect(share).not.toHaveBeenCalled();
  expect(saveAsSpy).toHaveBeenCalledTimes(1);
});

test('Android and desktop browsers download with file-saver even where they could share', async () => {
  const share = vi.fn((_data: ShareData) => Promise.resolve());
  phone({ userAgent: ANDROID_UA, share });
  await saveFile(pdf(), 'Ticket_1_abcdef.pdf');
  // A Mac without a touch screen is a desktop, not an iPad.
  phone({ userAgent: IPAD_UA, share, maxTouchPoints: 0 });
  await saveFile(pdf(), 'Ticket_2_abcdef.pdf');

  expect(share).not.toHaveBeenCalled();
  expect(saveAsSpy).toHaveBeenCalledTimes(2);
});

test('download names keep the number as the server writes it, only what a file name cannot hold replaced', () => {
  expect(fineInvoiceFileName('INV_2026.42')).toMatch(/^Invoice_INV_2026\.42_[A-Za-z0-9]{6}\.pdf$/);
  expect(fineInvoiceFileName('42/PP1/1')).toMatch(/^Invoice_42-PP1-1_[A-Za-z0-9]{6}\.pdf$/);
  expect(ticketInvoiceFileName('T 1000\\x')).toMatch(/^Ticket_T-1000-x_[A-Za-z0-9]{6}\.pdf$/);
});
