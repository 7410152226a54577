import { screen, waitFor, within } from '@testing-library/react';
import { keepTicket } from '@/pocket/kept-tickets';
import { atDayAfterT1000, keptTicket, rememberPurchaseOfT1000 } from '../pocket/fixtures';
import { currentUrl, renderRoute } from '../render';

// A piece that is not the screen's purpose and loads on its own (a chunk of its
// own) may fail to load, on a weak signal or after a release replaced the files. The screen stays,
// the piece becomes a small line, and "Try again" really loads it again.
//
// Each piece's module fails to load until the test lets it (a mock factory that throws is what
// a failed dynamic import looks like to the app); each test fails another piece. Once loaded, a
// piece stays loaded for the file, so no test here loads another's piece on its way: the confirm
// dialog, whose code /payment fetches ahead (the form's test goes there), has a file of its own
// (optional-dialog.test.tsx).
const failing = vi.hoisted(() => new Set<string>());
const failed = (name: string) => new Error(`Failed to fetch dynamically imported module: ${name}`);

vi.mock('@/pocket/ticket-actions', async (importOriginal) => {
  if (failing.has('ticket-actions')) throw failed('ticket-actions');
  return importOriginal();
});
vi.mock('@/pocket/your-tickets', async (importOriginal) => {
  if (failing.has('your-tickets')) throw failed('your-tickets');
  return importOriginal();
});
vi.mock('@/pocket/saved-plates', async (importOriginal) => {
  if (failing.has('saved-plates')) throw failed('saved-plates');
  return importOriginal();
});
vi.mock('@/app/menu-drawer', async (importOriginal) => {
  if (failing.has('menu-drawer')) throw failed('menu-drawer');
  return importOriginal();
});

afterEach(() => failing.clear());

const HOUR = 3_600_000;
const PIECE_FAILED = 'This part could not be loaded.';

test('the summary keeps the ticket number, its end and the invoice when the ticket actions cannot load', async () => {
  failing.add('ticket-actions');
  // The seeded ticket's day: this tab's purchase of it is forgotten 7 days after its end.
  atDayAfterT1000();
  rememberPurchaseOfT1000();
  const { user } = await renderRoute('/summary?ticket=T-1000', { session: { zoneCode: 'RI-Z1' } });

  expect(await screen.findByRole('heading', { level: 1, name: 'Purchase successful' })).toBeVisible();
  expect(await screen.findByText(PIECE_FAILED)).toBeVisible();
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  expect(screen.getByText('1000')).toBeVisible();
  expect(screen.getByText('The ticket is valid until', { exact: false })).toHaveTextContent(
    'The ticket is valid until 15. 06. 2026. 16:30 h',
  );
  expect(screen.getByRole('button', { name: 'Download invoice' })).toBeEnabled();
  // The card itself is there, only its actions are missing.
  const card = screen.getByRole('region', { name: 'Ticket 1000' });
  expect(within(card).getByText(PIECE_FAILED)).toBeVisible();

  failing.delete('ticket-actions');
  await user.click(within(card).getByRole('button', { name: 'Try again' }));
  expect(await within(card).findByRole('button', { name: 'Add to calendar' })).toBeVisible();
  expect(within(card).queryByText(PIECE_FAILED)).not.toBeInTheDocument();
});

test('the zone home keeps its tiles when "Your tickets" cannot load', async () => {
  failing.add('your-tickets');
  keepTicket(keptTicket('1001', HOUR));
  const { user } = await renderRoute('/?z=RI-Z1');

  expect(await screen.findByText(PIECE_FAILED)).toBeVisible();
  expect(await screen.findByRole('link', { name: /Hourly ticket/ })).toBeVisible();
  expect(screen.getByRole('link', { name: /Daily ticket/ })).toBeVisible();
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();

  failing.delete('your-tickets');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const list = await screen.findByRole('region', { name: 'Your tickets' });
  expect(within(list).getByText('Ticket 1001')).toBeVisible();
  expect(screen.queryByText(PIECE_FAILED)).not.toBeInTheDocument();
});

test('the ticket form works when the saved plates cannot load', async () => {
  failing.add('saved-plates');
  keepTicket(keptTicket('1001', HOUR, { plate: 'ZG1234AB' }));
  const { user, router } = await renderRoute('/hourly', {
    session: { zoneCode: 'RI-Z1', ticketType: 'hourly' },
  });

  expect(await screen.findByText(PIECE_FAILED)).toBeVisible();
  const plate = screen.getByRole('textbox', { name: /Licence plate/ });
  await waitFor(() => expect(plate).toBeEnabled());

  failing.delete('saved-plates');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const group = await screen.findByRole('group', { name: 'Saved plates' });
  await user.click(within(group).getByRole('button', { name: 'Use plate ZG1234AB' }));
  expect(plate).toHaveValue('ZG1234AB');
  // Continue waits for the price of the plate.
  const next = screen.getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
  await waitFor(() => expect(currentUrl(router)).toBe('/payment'));
});

test('a menu that cannot load says so under the top bar; the page stays and "Try again" opens it', async () => {
  failing.add('menu-drawer');
  const { user } = await renderRoute('/contact', { session: { zoneCode: 'RI-Z1' } });
  const heading = await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('button', { name: 'Open menu' }));

  expect(await screen.findByText('This part could not be loaded.')).toBeVisible();
  expect(heading).toBeVisible();
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();

  // Not left marked open, nor busy: the button says the menu is closed and takes a tap again.
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveAttribute('aria-busy');

  failing.delete('menu-drawer');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const menu = await screen.findByRole('dialog', { name: 'Virtual parking machine' });
  expect(within(menu).getByRole('link', { name: 'Contact' })).toBeVisible();
  expect(screen.queryByText('This part could not be loaded.')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).not.toHaveAttribute('aria-busy'),
  );
});
