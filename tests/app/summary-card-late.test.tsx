import { screen, within } from '@testing-library/react';
import { i18n } from '@/i18n/i18n';
import { SUMMARY_TEXTS, summaryWithHeldCardTexts } from './held-texts';

// The ticket waits for its card's texts only a moment (tests/app/summary-card.test.tsx): when they
// have not come by then, the number, the end and the invoice show without them, the card's place
// already taken by its "Try again" line; texts that come later do not push the invoice button down,
// "Try again" draws the card.

const { button: BUTTON, card: CARD, failed: FAILED } = SUMMARY_TEXTS;

test('the summary shows the ticket without waiting long for its card’s texts, and nothing moves when they come', async () => {
  const { pocket, firstSeen, user } = await summaryWithHeldCardTexts();

  const button = await screen.findByRole('button', { name: BUTTON });
  expect(button).toBeEnabled();
  expect(screen.getByText('1000')).toBeVisible();
  expect(screen.getByText('The ticket is valid until', { exact: false })).toHaveTextContent(
    'The ticket is valid until 15. 06. 2026. 16:30 h',
  );
  expect(firstSeen()).toEqual({ [CARD]: false, [FAILED]: true });
  expect(pocket.waiting()).toBeGreaterThan(0);

  // The texts come after all: the line stays where it is until the driver asks.
  pocket.release();
  await vi.waitFor(() => expect(i18n.hasResourceBundle('en', 'pocket')).toBe(true), {
    timeout: 30_000,
  });
  expect(screen.getByText(FAILED)).toBeVisible();
  expect(screen.queryByRole('region', { name: CARD })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  const card = await screen.findByRole('region', { name: CARD });
  expect(within(card).getByText('RI1000AA')).toBeVisible();
  expect(await within(card).findByRole('button', { name: 'Share' })).toBeVisible();
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
});
