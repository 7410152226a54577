// The QR scanner under the shipped nginx policy: the camera is allowed to this origin
// (Permissions-Policy camera=(self)) and the self-hosted WASM decoder compiles under
// `script-src 'self' 'wasm-unsafe-eval'` with Trusted Types on (docs/decisions/018). The stack's
// watch fails the test on any CSP violation or request to a foreign origin.
import { choosePhoto, qrVideo } from '../scan-support';
import { APP_ORIGIN, baseLaunchOptions, expect, test } from './stack';

const ZONE_LINK = `${APP_ORIGIN}/?z=RI-Z1`;

// The fake camera shows the zone link; its file must exist before the browser starts.
test.use({
  launchOptions: {
    ...baseLaunchOptions,
    args: [
      ...(baseLaunchOptions.args ?? []),
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(ZONE_LINK, 'nginx-zone-link')}`,
    ],
  },
  permissions: ['camera'],
});

test('the camera reads a zone link under the shipped policy', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Scan QR code' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await expect(page.getByText('Official parking zone')).toBeVisible();
  await expect(page.getByText('Zona 1')).toBeVisible();
});

test('a photo is read by the WASM decoder from our own origin', async ({ page }) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    // Whatever the browser has, this test is about the self-hosted decoder.
    Reflect.deleteProperty(window, 'BarcodeDetector');
  });
  const wasm = page.waitForResponse((response) => response.url().endsWith('.wasm'));
  await page.goto('/scan');
  await expect(page.getByText('No access to the camera')).toBeVisible();
  await choosePhoto(page, ZONE_LINK);
  const response = await wasm;
  expect(new URL(response.url()).origin).toBe(APP_ORIGIN);
  expect(response.headers()['content-type']).toBe('application/wasm');
  // Compressed at build time (vite/precompress-plugin.ts): about a third of its 1.1 MB.
  expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  await expect(page.getByText('Zona 1')).toBeVisible();
});
