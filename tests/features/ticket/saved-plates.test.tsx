import { act, screen, waitFor, within } from '@testing-library/react';
import { keepTicket } from '@/pocket/kept-tickets';
import { KEPT_TICKETS_KEY } from '@/pocket/kept-tickets-key';
import { SAVED_PLATES_HIDDEN_KEY } from '@/pocket/saved-plates-store';
import { server } from '@/mocks/node';
import { keptTicket } from '../../pocket/fixtures';
import { renderRoute } from '../../render';

// The plates of the tickets kept on this phone, offered under the plate fields.

const HOUR = 3_600_000;
const HOURLY = { session: { zoneCode: 'RI-Z1', ticketType: 'hourly' as const } };

const savedPlates = () => screen.findByRole('group', { name: 'Saved plates' }, { timeout: 30_000 });

afterEach(() => {
  server.events.removeAllListeners();
});

describe('saved plates on the ticket forms', () => {
  it('fills the plate with a tap and asks for the price with it', async () => {
    keepTicket(keptTicket('1001', HOUR, { plate: 'ZG1234AB' }));
    keepTicket(keptTicket('1002', -HOUR, { plate: 'RI123AB' }));
    const estimates: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/vpa-ticket-estimate')) estimates.push(new URL(request.url));
    });
    const { user } = await renderRoute('/hourly', HOURLY);

    const group = await savedPlates();
    // The most recently kept first.
    expect(
      within(group)
        .getAllByRole('button', { name: /^Use plate/ })
        .map((button) => button.textContent),
    ).toEqual(['RI123AB', 'ZG1234AB']);

    await user.click(within(group).getByRole('button', { name: 'Use plate ZG1234AB' }));
    expect(screen.getByRole('textbox', { name: /Licence plate/ })).toHaveValue('ZG1234AB');
    await waitFor(
      () => expect(estimates.map((url) => url.searchParams.get('plateNumber'))).toContain('ZG1234AB'),
      {
        timeout: 30_000,
      },
    );
  });

  it('removes a plate from the choices, and the last one takes the group with it', async () => {
    keepTicket(keptTicket('1001', HOUR, { plate: 'ZG1234AB' }));
    keepTicket(keptTicket('1002', HOUR, { plate: 'RI123AB' }));
    const { user } = await renderRoute('/daily', { session: { zoneCode: 'RI-Z1', ticketType: 'daily' } });

    const group = await savedPlates();
    await user.click(within(group).getByRole('button', { name: 'Remove saved plate RI123AB' }));
    await waitFor(() =>
      expect(within(group).queryByRole('button', { name: 'Use plate RI123AB' })).not.toBeInTheDocument(),
    );
    expect(within(group).getByRole('button', { name: 'Use plate ZG1234AB' })).toBeVisible();
    expect(localStorage.getItem(SAVED_PLATES_HIDDEN_KEY)).toContain('1002');
    // The ticket itself stays kept.
    expect(localStorage.getItem(KEPT_TICKETS_KEY)).toContain('1002');

    await user.click(within(group).getByRole('button', { name: 'Remove saved plate ZG1234AB' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Saved plates' })).not.toBeInTheDocument(),
    );
  });

  it('shows no choices without kept tickets', async () => {
    await renderRoute('/hourly', HOURLY);
    expect(await screen.findByRole('textbox', { name: /Licence plate/ })).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Saved plates' })).not.toBeInTheDocument();
  });

  it.each([
    ['not JSON', '{"version":1,"tickets":[{"ticketNumber":'],
    ['wrong shapes', JSON.stringify({ version: 1, tickets: [{ ticketNumber: 7, plate: ['x'] }] })],
  ])('shows no choices and does not crash with garbage in storage (%s)', async (_name, raw) => {
    localStorage.setItem(KEPT_TICKETS_KEY, raw);
    localStorage.setItem(SAVED_PLATES_HIDDEN_KEY, '{oops');
    await renderRoute('/hourly', HOURLY);
    expect(await screen.findByRole('textbox', { name: /Licence plate/ })).toBeEnabled();
    // The slot's lazy part is in and rendered nothing; the page is still there.
    await act(() => import('@/pocket/saved-plates'));
    expect(screen.queryByRole('group', { name: 'Saved plates' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Licence plate/ })).toBeEnabled();

    // A ticket kept afterwards is offered: the garbage cost nothing else.
    act(() => keepTicket(keptTicket('1001', HOUR, { plate: 'ZG1234AB' })));
    expect(within(await savedPlates()).getAllByRole('button', { name: /^Use plate/ })).toHaveLength(1);
  });
});

describe('saved plates on the fine lookup', () => {
  it('fills the plate with a tap and hides a removed one', async () => {
    keepTicket(keptTicket('1001', HOUR, { plate: 'ZG1234AB' }));
    const { user } = await renderRoute('/parking-fine');

    const group = await savedPlates();
    await user.click(within(group).getByRole('button', { name: 'Use plate ZG1234AB' }));
    expect(screen.getByRole('textbox', { name: /licence plate/i })).toHaveValue('ZG1234AB');

    await user.click(within(group).getByRole('button', { name: 'Remove saved plate ZG1234AB' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Saved plates' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: /licence plate/i })).toHaveValue('ZG1234AB');
  });

  it('shows no choices without kept tickets', async () => {
    await renderRoute('/parking-fine');
    expect(await screen.findByRole('textbox', { name: /licence plate/i })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Saved plates' })).not.toBeInTheDocument();
  });
});
