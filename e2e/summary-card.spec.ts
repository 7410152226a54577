import { expect, test } from './fixtures';
import { holdRequests } from './held-requests';

// The ticket's card sits above "Download invoice" on the summary and reads texts of its own
// (`pocket`), a file of their own. When they come after the ticket's answer, the ticket waits for
// them (a moment at most, src/features/payment/ticket-success.tsx), so that the button is where it
// stays from the moment it shows: a tap aimed at it never lands on a card that has just pushed it
// down. The texts are held on the context (the mock backend's service worker fetches the page's
// files, which a page route never sees) until the answer is in.

type Seen = { card: boolean; line: boolean; positions: string[] };

test('the invoice button does not move when the ticket card’s texts come after the answer', async ({
  page,
  context,
  app,
}) => {
  const { held, release } = await holdRequests(context, /\/assets\/pocket-[\w-]+\.js$/);
  // The texts come right after the answer: let go from the page as soon as its heading says the
  // answer is in, not when an assertion's polling next looks (the ticket waits for them only a
  // moment, and a busy machine's polling can take longer than that).
  await page.exposeFunction('vpaAnswerShown', release);
  // Where the button is drawn at every change of the page, from its first appearance, and what was
  // above it then (read at each change, before the browser paints it).
  await page.addInitScript(() => {
    const seen: Seen = { card: false, line: false, positions: [] };
    const win = window as unknown as { seen: Seen; vpaAnswerShown: () => void };
    win.seen = seen;
    let answered = false;
    new MutationObserver(() => {
      if (!answered && document.querySelector('h1')?.textContent?.trim() === 'Purchase successful') {
        answered = true;
        win.vpaAnswerShown();
      }
      const button = [...document.querySelectorAll('button')].find(
        (element) => element.textContent?.trim() === 'Download invoice',
      );
      if (!button) return;
      const { left, top } = button.getBoundingClientRect();
      const position = `${Math.round(left + scrollX)},${Math.round(top + scrollY)}`;
      if (seen.positions.length === 0) {
        const text = document.body.textContent ?? '';
        seen.card = text.includes('Ticket 1000');
        seen.line = text.includes('This part could not be loaded.');
      }
      if (seen.positions.at(-1) !== position) seen.positions.push(position);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await app.gotoWithLang('/summary?ticket=T-1000');
  // The answer is in; the card's texts are still on their way.
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase successful' })).toBeVisible();
  expect(held.length, 'the card’s texts were asked for').toBeGreaterThan(0);

  const card = page.getByRole('region', { name: 'Ticket 1000' });
  await expect(card.getByRole('button', { name: 'Share' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Download invoice' });
  await expect(button).toBeEnabled();
  const box = await button.evaluate((element) => {
    const { left, top } = element.getBoundingClientRect();
    return `${Math.round(left + scrollX)},${Math.round(top + scrollY)}`;
  });
  const seen = await page.evaluate(() => (window as unknown as { seen: Seen }).seen);
  expect(seen).toEqual({ card: true, line: false, positions: [box] });
});
