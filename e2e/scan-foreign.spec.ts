// The QR scanner (docs/decisions/018) at a phone's size: Chromium's fake camera showing the code of
// a fake sticker, an address that only looks like the portal's.
import { expectNoAxeViolations, horizontalOverflow } from './a11y-support';
import { expect, test } from './fixtures';
import { FOREIGN_LINK, openScanner, ORIGIN, qrVideo, withFakeCamera } from './scan-support';

// launchOptions force a browser of their own: one per file, so one camera picture per file.
test.use({ launchOptions: withFakeCamera(qrVideo(FOREIGN_LINK, 'foreign-link')), permissions: ['camera'] });

test.describe('the camera shows a foreign address', () => {
  test('a fake-sticker warning, the address as plain text, the official address and the city list', async ({
    page,
    app,
  }) => {
    await openScanner(page, app);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This code does not lead to the official portal');
    await expect(page.getByText(FOREIGN_LINK, { exact: true })).toBeVisible();
    await expect(page.locator(`a[href*="evil"]`)).toHaveCount(0);
    await expect(page.getByText(ORIGIN, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/scan, foreign code');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Find your zone in the city list' }).click();
    await expect(page).toHaveURL(/\/welcome\/cities$/);
  });
});
