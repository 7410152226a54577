// One way to read a QR code, for the camera and for a chosen photo alike: the browser's
// own BarcodeDetector where it reads QR codes, elsewhere the self-hosted ZXing decoder, loaded on
// first use only.
import { lazyModule } from '@/lib/lazy-module';

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

/** The ZXing detector, compiled once; a failed load is forgotten and tried again. */
const zxing = lazyModule(() =>
  import('./zxing-detector').then(({ createZxingDetector }) => createZxingDetector()),
);

/** The browser's detector, else the ZXing one (compiled once; a failed load is tried again). */
export async function loadQrDetector(): Promise<QrDetector> {
  const native = await nativeDetector();
  if (native) return native;
  return zxing.load();
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
