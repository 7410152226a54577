// The QR scanner (docs/decisions/018) at a phone's size: Chromium's fake camera showing an official
// zone link, the camera refused or missing with a chosen photo instead; axe on every state.
import { expectNoAxeViolations, horizontalOverflow } from './a11y-support';
import { expect, test } from './fixtures';
import {
  choosePhoto,
  FOREIGN_LINK,
  openScanner,
  ORIGIN,
  qrVideo,
  recordOrigins,
  UNKNOWN_ZONE_LINK,
  withFakeCamera,
  ZONE_LINK,
} from './scan-support';

// launchOptions force a browser of their own: one per file, so one camera picture per file.
test.use({ launchOptions: withFakeCamera(qrVideo(ZONE_LINK, 'zone-link')), permissions: ['camera'] });

test.describe('the camera shows an official zone link', () => {
  test('from /welcome: the zone, city and operator, axe-clean, then Continue to the zone home', async ({
    page,
    app,
  }) => {
    const origins = recordOrigins(page);
    await openScanner(page, app);
    // The zone is shown before the visitor goes on.
    await expect(page.getByText('Official parking zone')).toBeVisible();
    await expect(page.getByText('Zona 1')).toBeVisible();
    await expect(page.getByText('RIJEKA', { exact: true })).toBeVisible();
    await expect(page.getByText('Rijeka plus d.o.o.')).toBeVisible();
    await expectNoAxeViolations(page, '/scan, official zone');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The camera is off once the code is read.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('video')).every(
            (v) =>
              !(v.srcObject instanceof MediaStream) ||
              v.srcObject.getTracks().every((t) => t.readyState === 'ended'),
          ),
        ),
      )
      .toBe(true);

    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/\?z=RI-Z1$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect([...origins]).toEqual([ORIGIN]);
  });
});

test.describe('without a camera', () => {
  test('refused: a clear message; a photo of a zone link then leads to the zone', async ({ page, app }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    const origins = recordOrigins(page);
    await openScanner(page, app);
    await expect(page.getByText('No access to the camera')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
    await expectNoAxeViolations(page, '/scan, camera refused');

    await choosePhoto(page, ZONE_LINK);
    await expect(page.getByText('Zona 1')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
    // The decoder came from our own origin.
    expect([...origins]).toEqual([ORIGIN]);
  });

  test('no camera: a photo of a foreign code is refused, one of an unknown zone is not found', async ({
    page,
    app,
  }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
    });
    await openScanner(page, app);
    await expect(page.getByText('No camera available')).toBeVisible();
    await expectNoAxeViolations(page, '/scan, no camera');

    await choosePhoto(page, FOREIGN_LINK);
    await expect(page.getByRole('alert')).toContainText('This code does not lead to the official portal');
    await expect(page.getByText(FOREIGN_LINK, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Scan again' }).click();
    await choosePhoto(page, UNKNOWN_ZONE_LINK);
    await expect(page.getByText('Zone not found')).toBeVisible();
    await expectNoAxeViolations(page, '/scan, zone not found');
  });
});
