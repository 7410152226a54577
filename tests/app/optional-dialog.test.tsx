import { screen, within } from '@testing-library/react';
import { renderRoute } from '../render';
import { confirmWhenPriced, HOURLY_RI_Z1_SESSION } from '../features/payment/helpers';

// The confirm dialog is a piece of its own (tests/app/optional-pieces.test.tsx has the others): its
// code may fail to load, and the payment stays. In a file of its own, since /payment fetches it ahead
// and once loaded it stays loaded for the file.
const failing = vi.hoisted(() => ({ dialog: false }));

vi.mock('@/features/payment/confirm-dialog', async (importOriginal) => {
  // A mock factory that throws is what a failed dynamic import looks like to the app.
  if (failing.dialog) throw new Error('Failed to fetch dynamically imported module: confirm-dialog');
  return importOriginal();
});

const PIECE_FAILED = 'This part could not be loaded.';

test('a confirm dialog that cannot load is a line under Confirm with a way to try again', async () => {
  failing.dialog = true;
  const { user } = await renderRoute('/payment', { session: HOURLY_RI_Z1_SESSION });
  await confirmWhenPriced(user);

  expect(await screen.findByText(PIECE_FAILED)).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Ticket payment' })).toBeVisible();
  expect(screen.getByText('RI123AB')).toBeVisible();

  failing.dialog = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const dialog = await screen.findByRole('dialog', { name: 'Important message' });
  expect(within(dialog).getByRole('button', { name: 'Pay' })).toBeVisible();
});
