import { screen, waitFor, within } from '@testing-library/react';
import { emotionCache } from '@/lib/emotion-cache';
import { renderRoute } from '../../render';

// The first key of a plate starts the wait for its price: Continue goes busy in that key's frame.
// On a slow phone, inserting the styles of that state (MUI's `loading`: its spinner and a variant
// of the button's styles) was a fifth of the key's work (docs/performance.md); they are in the
// page from the form's first render.
const insertedStyles = () => Object.keys(emotionCache.inserted).length;

test('Continue is busy from the first key of a plate, with no style inserted for it', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => void vi.useRealTimers());
  const { user } = await renderRoute('/hourly', {
    session: { zoneCode: 'RI-Z1', ticketType: 'hourly' },
    advanceTimers: vi.advanceTimersByTime,
  });
  const plate = await screen.findByRole('textbox', { name: /Licence plate/ });
  const continueButton = within(screen.getByRole('group', { name: 'Price and next step' })).getByRole(
    'button',
    { name: 'Continue' },
  );
  expect(continueButton).toBeEnabled();
  expect(continueButton).not.toHaveAttribute('aria-busy');
  const before = insertedStyles();

  await user.type(plate, 'R');
  expect(continueButton).toBeDisabled();
  expect(continueButton).toHaveAttribute('aria-busy', 'true');
  expect(insertedStyles()).toBe(before);

  // Priced: Continue can be used again, still named by its word.
  await vi.advanceTimersByTimeAsync(800);
  await waitFor(() => expect(continueButton).toBeEnabled());
  expect(continueButton).not.toHaveAttribute('aria-busy');
  expect(continueButton).toHaveAccessibleName('Continue');
});
