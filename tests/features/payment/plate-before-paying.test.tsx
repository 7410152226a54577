import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../render';

// A plate you cannot miss before the bank page: a mistyped plate is the commonest cause of a fine
// despite a paid ticket.

const session = {
  zoneCode: 'RI-Z1',
  ticketType: 'hourly',
  tariffId: 11,
  tariffType: 'H1',
  plateNumber: 'SI123AB',
  duration: 2,
} as const;

describe('/payment: the plate first and large', () => {
  it('puts the plate before every other detail of the ticket', async () => {
    await renderRoute('/payment', { session });
    const details = await screen.findByRole('region', { name: 'Ticket details' });
    await waitFor(() => expect(within(details).getByText('Total', { selector: 'dt' })).toBeVisible());
    const terms = details.querySelectorAll('dt');
    expect(terms[0]).toHaveTextContent('Licence plate');
    expect(terms[0].nextElementSibling).toHaveTextContent(/^SI123AB$/);
    expect(terms[1]).toHaveTextContent('Zone');
  });

  it('asks "Is this your plate?" in the confirm dialog, with the plate and the zone', async () => {
    const { user } = await renderRoute('/payment', { session });
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 30_000 });
    await user.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: 'Important message' }, { timeout: 30_000 });

    const question = within(dialog).getByText('Is this your plate?');
    const box = question.parentElement as HTMLElement;
    expect(within(box).getByText('SI123AB')).toBeVisible();
    expect(within(box).getByText('Zone: Zona 1')).toBeVisible();
    // Before the notice and the example picture.
    expect(
      question.compareDocumentPosition(within(dialog).getByRole('figure')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('asks in Croatian too', async () => {
    const { user } = await renderRoute('/payment', { session, language: 'hr' });
    const confirm = await screen.findByRole('button', { name: 'Potvrdi' });
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 30_000 });
    await user.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: 'Važna obavijest' }, { timeout: 30_000 });
    expect(within(dialog).getByText('Je li ovo vaša registarska oznaka?')).toBeVisible();
    expect(within(dialog).getByText('SI123AB')).toBeVisible();
  });
});
