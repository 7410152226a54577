import { screen, within } from '@testing-library/react';
import { SUMMARY_TEXTS, summaryWithHeldCardTexts } from './held-texts';
// The actions' code is in from the start: this test is about the card's texts arriving after the
// ticket's answer.
import '@/pocket/ticket-actions';

// The ticket's card, above "Download invoice", reads texts of its own (`pocket`), asked for with the
// summary's answer. When they come after the answer, the ticket waits for them (a moment, not
// long: tests/app/summary-card-late.test.tsx), so that the card is drawn with the button and never
// pushes it down under a driver's thumb.

const { button: BUTTON, card: CARD, failed: FAILED } = SUMMARY_TEXTS;

test('the summary draws the ticket’s card with the invoice button when its texts come after the ticket’s answer', async () => {
  const { pocket, firstSeen } = await summaryWithHeldCardTexts();

  // The server's answer is in (the heading says so); the card's texts are still on their way.
  expect(await screen.findByRole('heading', { level: 1, name: 'Purchase successful' })).toBeVisible();
  expect(pocket.waiting()).toBeGreaterThan(0);
  pocket.release();

  const card = await screen.findByRole('region', { name: CARD });
  expect(await within(card).findByRole('button', { name: 'Share' })).toBeVisible();
  expect(screen.getByRole('button', { name: BUTTON })).toBeEnabled();
  // Drawn together: the card did not arrive above a button already there.
  expect(firstSeen()).toEqual({ [CARD]: true, [FAILED]: false });
});
