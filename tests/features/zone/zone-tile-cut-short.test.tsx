import { screen, waitFor, within } from '@testing-library/react';
import { currentUrl, renderRoute } from '../../render';

// The ticket form's code arrives only when the test lets it, as on a slow line.
const formCode = vi.hoisted(async () => (await import('../../held-module')).heldModule());
vi.mock('@/features/ticket/ticket-page', async (original) => (await formCode).load(original));

test('a tile whose opening is cut short by this same page is as it was, and a tap opens it again', async () => {
  const { user, router } = await renderRoute('/?z=RI-Z1');
  const tiles = within(await screen.findByRole('list', { name: 'What would you like to pay?' }));
  await user.click(await tiles.findByRole('link', { name: /Hourly ticket/ }));
  expect(tiles.getByRole('link', { name: /Hourly ticket/ })).toHaveAttribute('aria-busy', 'true');

  // While the form's code is on its way, the menu's home page: this very page.
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(await screen.findByRole('link', { name: 'Home page' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const hourly = tiles.getByRole('link', { name: /Hourly ticket/ });
  await waitFor(() => expect(hourly).not.toHaveAttribute('aria-busy'));
  expect(hourly).not.toHaveAccessibleName(/Opening…/);
  expect(currentUrl(router)).toBe('/?z=RI-Z1');

  await user.click(hourly);
  expect(hourly).toHaveAttribute('aria-busy', 'true');
  (await formCode).release();
  expect(await screen.findByRole('heading', { level: 1, name: 'Hourly ticket' })).toBeInTheDocument();
  await waitFor(() => expect(currentUrl(router)).toBe('/hourly'));
});
