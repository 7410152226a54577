// A pressed button shows it at once, in CSS (its `:active` look), not with MUI's ripple, whose first
// press mounted and styled a component inside the tap's own task (docs/decisions/044).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Puts the mouse down on the middle of `target`, and leaves it there. */
async function pressDown(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the control is not on the screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
}

/** Holds the mouse down on `target` and reads its look, then lets go. */
async function whilePressed(page: Page, target: Locator) {
  await pressDown(page, target);
  const look = await target.evaluate((element) => ({
    opacity: getComputedStyle(element).opacity,
    ripples: element.querySelectorAll('.MuiTouchRipple-root, .MuiTouchRipple-ripple').length,
  }));
  await page.mouse.up();
  return look;
}

test('the menu button and the form buttons look pressed while held, with no ripple', async ({
  page,
  app,
}) => {
  await app.gotoWithLang('/?z=RI-Z1');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toHaveCSS('opacity', '1');
  expect(await whilePressed(page, menu)).toEqual({ opacity: '0.72', ripples: 0 });
  // The press is still a tap: the menu opens, and the button's look is back.
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(menu).toHaveCSS('opacity', '1');

  await page.getByRole('link', { name: /Hourly ticket/ }).click();
  const next = page.getByRole('button', { name: 'Continue' });
  expect(await whilePressed(page, next)).toEqual({ opacity: '0.72', ripples: 0 });
  // An empty plate: the form says so, as after any tap on it.
  await expect(page.getByText('Fill in all mandatory fields.')).toBeVisible();
  await expect(next).toHaveCSS('opacity', '1');
});

test("the menu's code is asked for while the button is pressed, before the tap ends", async ({
  page,
  app,
}) => {
  await app.gotoWithLang('/?z=RI-Z1');
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu).toBeVisible();
  const drawerCode = page.waitForRequest(/\/assets\/menu-drawer-[^/]*\.js$/, { timeout: 20_000 });
  await pressDown(page, menu);
  await drawerCode;
  await page.mouse.up();
  await expect(page.getByRole('dialog')).toBeVisible();
});
