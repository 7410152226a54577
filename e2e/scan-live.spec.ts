// The QR scanner's live camera state (docs/decisions/018): Chromium's fake camera shows a meter
// without a sticker, so the page stays on "Looking for a QR code…" for as long as the test looks
// (with a code in sight it is read at once). A file of its own: one camera picture per browser.
import { expectNoAxeViolations, horizontalOverflow } from './a11y-support';
import { expect, test } from './fixtures';
import { qrVideo, withFakeCamera } from './scan-support';

test.use({ launchOptions: withFakeCamera(qrVideo(null, 'no-code')), permissions: ['camera'] });

test('from the menu, the live camera state is axe-clean', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Scan QR code' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await expect(page.getByText('Looking for a QR code…')).toBeVisible();
  await expect(page.getByLabel('Camera picture')).toBeVisible();
  // The picture plays: the camera is on, not a still placeholder.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('video')).some(
          (v) =>
            v.srcObject instanceof MediaStream &&
            v.srcObject.getVideoTracks().some((t) => t.readyState === 'live'),
        ),
      ),
    )
    .toBe(true);
  await expectNoAxeViolations(page, '/scan, camera on');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});
