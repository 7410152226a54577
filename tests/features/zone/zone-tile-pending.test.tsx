import { screen, waitFor, within } from '@testing-library/react';
import { currentUrl, renderRoute } from '../../render';

// The ticket form's code arrives only when the test lets it: on a slow phone it takes a moment,
// and the tapped tile must say meanwhile that it is opening.
const formCode = vi.hoisted(async () => (await import('../../held-module')).heldModule());
vi.mock('@/features/ticket/ticket-page', async (original) => (await formCode).load(original));

const TILES = 'What would you like to pay?';

describe('zone home tile, while the form it opens is loading', () => {
  it('shows at once that the tapped tile is opening, and opens the form once its code is in', async () => {
    const { user, router } = await renderRoute('/?z=RI-Z1');
    const tiles = within(await screen.findByRole('list', { name: TILES }));
    const hourly = await tiles.findByRole('link', { name: /Hourly ticket/ });
    expect(hourly).not.toHaveAttribute('aria-busy', 'true');
    // The words for the pending state are in the markup (a prerendered tile has them too), not shown.
    expect(hourly).not.toHaveAccessibleName(/Opening…/);
    expect(within(hourly).getByText('Opening…')).not.toBeVisible();

    await user.click(hourly);

    const opening = tiles.getByRole('link', { name: /Hourly ticket/ });
    expect(opening).toHaveAttribute('aria-busy', 'true');
    expect(opening).toHaveAccessibleName(/^Hourly ticket\s*Opening…$/);
    expect(within(opening).getByText('Opening…')).toBeVisible();
    // Only the tapped tile: the other one stays as it was.
    expect(tiles.getByRole('link', { name: /Daily ticket/ })).not.toHaveAttribute('aria-busy', 'true');

    (await formCode).release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hourly ticket' })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl(router)).toBe('/hourly'));
  });
});
