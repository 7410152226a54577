import { screen } from '@testing-library/react';
import { renderRoute } from '../../render';

// Both return pages say "no purchase" with the one component: the same heading, the
// same warning and the way home, whatever the address lacks.
test.each(['/summary', '/summary?invoice=abc', '/ticket-summary', '/ticket-summary?order=%20'])(
  '%s without a purchase says there is none and offers the way home',
  async (url) => {
    await renderRoute(url);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Purchase summary' }, { timeout: 30_000 }),
    ).toBeVisible();
    const warning = screen.getByRole('status');
    expect(warning).toHaveTextContent('There is no purchase to show.');
    expect(screen.getByRole('link', { name: /home/i })).toBeVisible();
  },
);
