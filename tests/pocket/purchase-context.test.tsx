import { screen, waitFor, within } from '@testing-library/react';
import type * as Gateways from '@/lib/gateways/handoff';
import { PURCHASE_KEY } from '@/lib/pocket/purchase-context';
import { renderRoute } from '../render';

const handOffSpy = vi.hoisted(() => vi.fn());
vi.mock('@/lib/gateways/handoff', async (importOriginal) => ({
  ...(await importOriginal<typeof Gateways>()),
  handOff: handOffSpy,
}));

it('keeps zone, city, plate, start and end for this tab before leaving for the gateway', async () => {
  const { user } = await renderRoute('/payment', {
    session: {
      zoneCode: 'RI-Z1',
      ticketType: 'hourly',
      tariffId: 11,
      tariffType: 'H1',
      plateNumber: 'RI123AB',
      duration: 2,
      zoneName: 'Zona 1',
    },
  });
  const confirm = await screen.findByRole('button', { name: 'Confirm' });
  await waitFor(() => expect(confirm).toBeEnabled());
  await user.click(confirm);
  const dialog = await screen.findByRole('dialog', { name: 'Important message' });
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(handOffSpy).toHaveBeenCalledTimes(1));

  const stored = JSON.parse(sessionStorage.getItem(PURCHASE_KEY) ?? 'null') as Record<string, string>;
  expect(stored).toMatchObject({ zoneCode: 'RI-Z1', zoneName: 'Zona 1', city: 'RIJEKA', plate: 'RI123AB' });
  expect(Date.parse(stored.end) - Date.parse(stored.start)).toBe(2 * 3_600_000);
});
