// The self-hosted QR decoder for browsers without BarcodeDetector: ZXing-C++ compiled
// to WebAssembly, through the `barcode-detector` ponyfill. Loaded only when the scanner needs it
// (a dynamic import from qr-detector.ts); its WASM file is an asset of our own build, never the
// package's default CDN (docs/decisions/018).
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** Compiles the decoder from our origin; rejects when the WASM cannot be fetched or compiled. */
export async function createZxingDetector(): Promise<BarcodeDetector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
