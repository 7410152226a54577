import { screen, waitFor, within } from '@testing-library/react';
import type * as PhoneMockupModule from '@/features/payment/phone-mockup';
import { renderRoute } from '../../render';
import { HOURLY_RI_Z1_SESSION } from './helpers';

// On a slow phone, drawing the dialog's content (MUI's styles of each part) was most of the work of
// the Confirm tap (docs/performance.md). It is drawn, closed, while the summary is read; opening it
// draws the dialog's frame only. Each draw of its phone picture, inside the content, is counted.
const drawn = vi.hoisted(() => ({ count: 0 }));

vi.mock('@/features/payment/phone-mockup', async (importOriginal) => {
  const { PhoneMockup } = await importOriginal<typeof PhoneMockupModule>();
  return {
    PhoneMockup(props: Parameters<typeof PhoneMockup>[0]) {
      drawn.count += 1;
      return <PhoneMockup {...props} />;
    },
  };
});

test('Confirm shows the dialog drawn beforehand, without drawing its content again; Close, the same', async () => {
  const { user } = await renderRoute('/payment', { session: HOURLY_RI_Z1_SESSION });
  const confirm = await screen.findByRole('button', { name: 'Confirm' });
  // Drawn while the summary is read (here, without requestIdleCallback, 2 s after the price).
  await screen.findByRole('dialog', { hidden: true });
  const before = drawn.count;
  expect(before).toBeGreaterThan(0);

  await user.click(confirm);
  const dialog = await screen.findByRole('dialog', { name: 'Important message' });
  expect(within(dialog).getByRole('figure')).toBeVisible();
  expect(drawn.count).toBe(before);

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(drawn.count).toBe(before);
});
