import { screen, waitFor, within } from '@testing-library/react';
import { keepTicket } from '@/pocket/kept-tickets';
import { currentUrl, renderRoute } from '../render';
import { atDayAfterT1000, keptTicket, rememberPurchaseOfT1000 } from './fixtures';

const SLOW = { timeout: 30_000 };

async function openForm(user: Awaited<ReturnType<typeof renderRoute>>['user'], tile: RegExp) {
  await user.click(await screen.findByRole('link', { name: tile }, SLOW));
  return screen.findByRole('textbox', { name: /Licence plate/ }, SLOW);
}

describe('Buy again', { timeout: 45_000 }, () => {
  it('from a kept ticket: the zone home of its zone, and the form opens with its plate', async () => {
    keepTicket(keptTicket('2001', 3_600_000, { zoneCode: 'RI-Z3', zoneName: 'Zona 3', plate: 'ZG42XY' }));
    const { user, router } = await renderRoute('/?z=RI-Z1');
    const list = await screen.findByRole('region', { name: 'Your tickets' }, SLOW);
    await user.click(within(list).getByRole('link', { name: 'Buy again, ticket 2001' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/?z=RI-Z3'));
    expect(await openForm(user, /Daily ticket/)).toHaveValue('ZG42XY');
  });

  it('from the ticket just bought: the same zone with the same plate', async () => {
    atDayAfterT1000();
    rememberPurchaseOfT1000();
    const { user, router } = await renderRoute('/summary?ticket=T-1000', {
      session: { zoneCode: 'RI-Z1', plateNumber: 'RI1000AA' },
    });
    await user.click(await screen.findByRole('link', { name: 'Buy again' }, SLOW));
    await waitFor(() => expect(currentUrl(router)).toBe('/?z=RI-Z1'));
    expect(await openForm(user, /Hourly ticket/)).toHaveValue('RI1000AA');
  });

  it('is not offered when zone or plate are unknown (opened in another browser)', async () => {
    await renderRoute('/summary?ticket=T-1000');
    await screen.findByRole('region', { name: 'Ticket 1000' }, SLOW);
    expect(screen.queryByRole('link', { name: /Buy again/ })).not.toBeInTheDocument();
  });

  it('a plain visit to the zone home still starts with an empty plate', async () => {
    const { user } = await renderRoute('/?z=RI-Z1', { session: { zoneCode: 'RI-Z1', plateNumber: 'RI1AB' } });
    expect(await openForm(user, /Hourly ticket/)).toHaveValue('');
  });
});
