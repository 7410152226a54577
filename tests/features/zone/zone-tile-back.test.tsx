import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { i18n, i18nReady } from '@/i18n/i18n';

// The ticket form's code arrives only when the test lets it, as on a slow line.
const formCode = vi.hoisted(async () => (await import('../../held-module')).heldModule());
vi.mock('@/features/ticket/ticket-page', async (original) => (await formCode).load(original));

// The app as it runs in the browser (its router on the page's own history), for the phone's Back.
test("a tile whose opening is cut short by the phone's Back is as it was, and a tap opens it again", async () => {
  window.history.replaceState(null, '', '/?z=RI-Z1');
  await i18nReady;
  await i18n.changeLanguage('en');
  const user = userEvent.setup();
  render(<App queryClient={createQueryClient()} />);
  const tiles = within(await screen.findByRole('list', { name: 'What would you like to pay?' }));
  const hourly = await tiles.findByRole('link', { name: /Hourly ticket/ });
  await user.click(hourly);
  expect(hourly).toHaveAttribute('aria-busy', 'true');
  await waitFor(() => expect(window.location.pathname).toBe('/hourly'));

  // While the form's code is on its way, Back: the history's entry of this very page again.
  window.history.back();
  await waitFor(() => expect(window.location.search).toBe('?z=RI-Z1'));
  await waitFor(() => expect(hourly).not.toHaveAttribute('aria-busy'));
  expect(hourly).toBeInTheDocument();
  expect(hourly).not.toHaveAccessibleName(/Opening…/);

  await user.click(hourly);
  expect(hourly).toHaveAttribute('aria-busy', 'true');
  (await formCode).release();
  expect(await screen.findByRole('heading', { level: 1, name: 'Hourly ticket' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/hourly');
});
