// One way to read a QR code, for the camera and for a chosen photo alike (issue 20): the browser's
// own BarcodeDetector where it reads QR codes, elsewhere the self-hosted ZXing decoder, loaded on
// first use only.

/** What the scanner needs of a detector: BarcodeDetector's `detect`. */
export type QrDetector = {
  detect(source: ImageBitmapSource): Promise<ReadonlyArray<{ rawValue: string }>>;
};

type NativeDetectorClass = {
  new (options?: { formats: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (typeof Native !== 'function') return null;
  try {
    const formats = (await Native.getSupportedFormats?.()) ?? ['qr_code'];
    return formats.includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

let zxing: Promise<QrDetector> | null = null;

/** The browser's detector, else the ZXing one (compiled once; a failed load is tried again). */
export async function loadQrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) return native;
  zxing ??= import('./zxing-detector')
    .then(({ createZxingDetector }) => createZxingDetector())
    .catch((error: unknown) => {
      zxing = null;
      throw error;
    });
  return zxing;
}

/** The text of the first QR code in an image (a video frame or a photo), or null when there is none. */
export async function readQrCode(qr: QrDetector, source: ImageBitmapSource): Promise<string | null> {
  const bitmap = await createImageBitmap(source);
  try {
    const codes = await qr.detect(bitmap);
    return codes.find((code) => code.rawValue !== '')?.rawValue ?? null;
  } finally {
    bitmap.close();
  }
}
