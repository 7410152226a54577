import { expect, test } from './fixtures';
import { holdRequests } from './held-requests';

// A tile tapped on the zone's home shows "Opening…" while its form's code is on the way. The
// phone's Back in that time returns to this page's own history entry (the same address and key),
// and the navigation never ends: the tile must be as it was and open the form on the next tap
// (src/features/zone/zone-tile.tsx), not stay busy and dead. The form's code is held on the
// context (the mock backend's service worker fetches the page's files, which a page route never
// sees) until the test lets it go.

test("a tile whose opening is cut short by the phone's Back opens the form on the next tap", async ({
  page,
  context,
  app,
}) => {
  const { held, release } = await holdRequests(context, /\/assets\/ticket-page-[\w-]+\.js$/);
  await app.gotoWithLang('/?z=RI-Z1');
  const tiles = page.getByRole('list', { name: 'What would you like to pay?' });
  const hourly = tiles.getByRole('link', { name: /Hourly ticket/ });

  await hourly.click();
  await expect(hourly).toHaveAttribute('aria-busy', 'true');
  await expect(hourly).toHaveAccessibleName(/Opening…/);
  await expect.poll(() => held.length, { message: 'the form’s code was asked for' }).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/hourly\?z=RI-Z1$/);

  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/\?z=RI-Z1$/);
  await expect(hourly).not.toHaveAttribute('aria-busy');
  await expect(hourly).not.toHaveAccessibleName(/Opening…/);

  await hourly.click();
  await expect(hourly).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page).toHaveURL(/\/hourly(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hourly ticket' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /licence plate/i })).toBeVisible();
});
