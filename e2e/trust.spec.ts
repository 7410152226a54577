import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y-support';
import { expect, test } from './fixtures';

// Safe from fake stickers: on a phone, the driver sees the portal's own address and
// the company paid on the zone home, the bank's host before leaving for it, and the accessibility
// statement is one tap away from the menu and the footer.

/** Zone home -> ticket tile -> plate -> Continue -> Confirm; returns the open dialog. */
async function openPayDialog(page: Page, tile: RegExp, plate: string) {
  await page.getByRole('link', { name: tile }).click();
  const plateField = page.getByRole('textbox', { name: /Licence plate/ });
  await expect(plateField).toBeEnabled();
  await plateField.pressSequentially(plate);
  const bar = page.getByRole('group', { name: 'Price and next step' });
  await expect(bar.getByText(/\d+,\d{2}\s€/)).toBeVisible();
  await bar.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled();
  await confirm.click();
  const dialog = page.getByRole('dialog', { name: 'Important message' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Stops the browser at the stand-in gateway: its answer is "204 No Content", so the page stays on
 * the redirecting state to be looked at. Resolves with the address the browser asked for.
 */
async function stopAtGateway(
  page: Page,
  gateway: 'worldline' | 'teya',
): Promise<{ requested: Promise<URL> }> {
  let reached: (url: URL) => void = () => undefined;
  const requested = new Promise<URL>((resolve) => {
    reached = resolve;
  });
  await page.route(`**/mock-gateway/${gateway}**`, async (route) => {
    reached(new URL(route.request().url()));
    await route.fulfill({ status: 204 });
  });
  return { requested };
}

test('the zone home shows the official address and the operator', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1');
  const official = page.getByRole('region', { name: 'Official portal' });
  const host = new URL(page.url()).host;
  await expect(official).toContainText(`Official address of this portal: ${host}`);
  // The operator under the tiles, once they are final (docs/decisions/029).
  await expect(page.getByRole('main').getByText('Parking operator: Rijeka plus d.o.o.')).toBeVisible();
  await expectNoAxeViolations(page, { within: 'main' });
});

test('Worldline: the redirecting state names the host the browser goes to', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1');
  const dialog = await openPayDialog(page, /Hourly ticket/, 'ri123ab');
  const gateway = await stopAtGateway(page, 'worldline');
  const redirect = page.waitForResponse(/init-worldline-payment-request/);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  const { redirectUrl } = (await (await redirect).json()) as { redirectUrl: string };
  // The browser went where the server said, and the driver was told that host.
  expect((await gateway.requested).host).toBe(new URL(redirectUrl).host);

  const status = dialog.getByRole('status');
  await expect(status).toContainText('Redirecting to the payment service');
  await expect(status).toContainText(
    `You are going to ${new URL(redirectUrl).host}, the bank's secure payment page.`,
  );
  await expectNoAxeViolations(page, { within: '[role="dialog"]' });
});

test('Teya: the redirecting state names the payment page host', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z3');
  const dialog = await openPayDialog(page, /Daily ticket/, 'zg42xy');
  const gateway = await stopAtGateway(page, 'teya');
  await dialog.getByRole('button', { name: 'Pay' }).click();

  // The mock build posts to its own stand-in page (the configured Teya address).
  const { host } = await gateway.requested;
  await expect(dialog.getByRole('status')).toContainText(
    `You are going to ${host}, the bank's secure payment page.`,
  );
});

test('the accessibility statement is reachable from the menu', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('button', { name: 'Policies' }).click();
  const link = menu.getByRole('link', { name: 'Accessibility statement' });
  // The group opens with a height transition: the link is tapped once it is fully shown.
  await expect(link).toBeInViewport({ ratio: 1 });
  await link.click();

  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Report a problem' })).toContainText('Rijeka plus d.o.o.');
  await expectNoAxeViolations(page);
});

test('the accessibility statement is reachable from both footers', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1');
  const footer = page.getByRole('contentinfo', { name: 'Company details' });
  await footer.getByRole('link', { name: 'Accessibility statement' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();

  await page.goto('/welcome');
  const welcomeFooter = page.getByRole('contentinfo', { name: 'Contact and language' });
  await welcomeFooter.getByRole('link', { name: 'Accessibility statement' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
});
