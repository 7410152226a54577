// Helpers of the QR scanner's journeys (scan-camera.spec.ts, scan-foreign.spec.ts): the codes are
// made at test time for this run's origin (E2E_PORT): a zone link on it, a look-alike address, an
// unknown zone; as PNG photos, and as a camera picture for Chromium's fake capture device.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type LaunchOptions, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { SYSTEM_CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';
import { expect } from './fixtures';

export const ORIGIN = `http://localhost:${Number(process.env.E2E_PORT ?? 4173)}`;
export const ZONE_LINK = `${ORIGIN}/?z=RI-Z1`;
export const FOREIGN_LINK = 'https://parking.example.hr.evil.com/?z=RI-Z1';
export const UNKNOWN_ZONE_LINK = `${ORIGIN}/?z=NO-SUCH-ZONE`;

const FIXTURES = path.join(os.tmpdir(), `vpa-scan-e2e-${process.env.E2E_PORT ?? 4173}`);

/**
 * A still camera picture of `text` as a QR code, or of a meter without a sticker (null):
 * YUV4MPEG2 (a header, then per frame "FRAME" and the I420 planes), the format Chromium's fake
 * capture device plays in a loop.
 */
function writeQrVideo(text: string | null, file: string) {
  const width = 640;
  const height = 480;
  const luma = Buffer.alloc(width * height, 140); // a grey meter around a white sticker
  if (text !== null) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const quiet = 4;
    const scale = Math.floor(400 / (modules.size + 2 * quiet));
    const side = (modules.size + 2 * quiet) * scale;
    const left = Math.floor((width - side) / 2);
    const top = Math.floor((height - side) / 2);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        const row = Math.floor(y / scale) - quiet;
        const col = Math.floor(x / scale) - quiet;
        const dark =
          row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col) === 1;
        luma[(top + y) * width + left + x] = dark ? 16 : 235;
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
}

/**
 * A camera picture of `text` (null: no code in sight), written before the browser starts (call it
 * at the top of a spec): the fake camera reads its file at launch.
 */
export function qrVideo(text: string | null, name: string): string {
  mkdirSync(FIXTURES, { recursive: true });
  const file = path.join(FIXTURES, `${name}.y4m`);
  writeQrVideo(text, file);
  return file;
}

/** playwright.config.ts's browser (Playwright's own Chromium, else the system one), with a fake camera. */
export function withFakeCamera(video: string): LaunchOptions {
  let bundled: boolean;
  try {
    bundled = existsSync(chromium.executablePath());
  } catch {
    bundled = false;
  }
  const base: LaunchOptions = bundled
    ? {}
    : { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: SYSTEM_CHROMIUM_FLAGS };
  return {
    ...base,
    args: [
      ...(base.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  };
}

/** Every request of the page goes to our own origin: the decoder's WASM too, never a CDN. */
export function recordOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return origins;
}

export async function openScanner(page: Page, app: { gotoWithLang(path: string): Promise<unknown> }) {
  await app.gotoWithLang('/welcome');
  await page.getByRole('link', { name: 'Scan QR code' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan the QR code' })).toBeVisible();
}

export async function choosePhoto(page: Page, text: string) {
  const png = await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', scale: 8, margin: 4 });
  await page.locator('input[type="file"]').setInputFiles({
    name: 'sticker.png',
    mimeType: 'image/png',
    buffer: png,
  });
}
