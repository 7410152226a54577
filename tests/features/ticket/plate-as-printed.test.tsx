import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@/stores/session-store';
import { estimatePlates } from '../requested-plates';
import { currentUrl, renderRoute } from '../../render';

// The plate typed as printed (docs/decisions/015), the hint under the field, the look-alike
// warning. The first render loads lazy route chunks and locale files: slow on a busy machine.

const HOURLY = { session: { zoneCode: 'RI-Z1', ticketType: 'hourly' as const } };
const HINT = 'Spaces, hyphens and accents are left out: ŠI 123-AB becomes SI123AB.';

const plateField = () => screen.findByRole('textbox', { name: /Licence plate/ });
/** The polite live region under the field that holds the look-alike warning. */
const notice = (field: HTMLElement) => {
  const region = field.closest('.MuiFormControl-root')?.nextElementSibling?.querySelector('[aria-live]');
  if (!region) throw new Error('no live region under the plate field');
  return region;
};

describe('ticket form: the plate as printed', () => {
  it('takes ŠI 123-AB as SI123AB, says so under the field and prices SI123AB', async () => {
    const plates = estimatePlates();
    const { user } = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    expect(plate).toHaveAccessibleDescription(HINT);

    await user.type(plate, 'ši 123-ab');
    expect(plate).toHaveValue('SI123AB');
    expect(plate).toHaveAttribute('aria-invalid', 'false');
    expect(plate).toHaveAccessibleDescription(HINT);
    await waitFor(() => expect(plates).toContain('SI123AB'), { timeout: 30_000 });
    expect(plates.every((value) => /^[A-Z0-9]+$/.test(value))).toBe(true);
    // A valid Croatian plate has nothing to check.
    expect(notice(plate)).toBeEmptyDOMElement();
  });

  it('keeps the caret where a space was typed in the middle', async () => {
    const { user } = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    await user.type(plate, 'RI1234AB');

    await user.type(plate, ' ', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(plate).toHaveValue('RI1234AB');
    expect((plate as HTMLInputElement).selectionStart).toBe(4);
    await user.keyboard('9');
    expect(plate).toHaveValue('RI12934AB');
  });

  it('still refuses what is not a letter or a digit, with no look-alike warning', async () => {
    const { user } = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    await user.type(plate, 'RI#1O3AB');
    expect(
      await screen.findByText('Mandatory. Only letters and numbers. No special characters.'),
    ).toBeVisible();
    expect(notice(plate)).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
  });

  it('warns politely of an O among the digits and takes the suggestion with a button', async () => {
    const plates = estimatePlates();
    const { user } = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();

    await user.type(plate, 'RI1O3AB');
    const status = notice(plate);
    expect(status).toHaveTextContent('Check the letter O among the digits. Did you mean RI103AB?');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // A warning, not an error: the plate stays valid.
    expect(plate).toHaveAttribute('aria-invalid', 'false');

    const take = screen.getByRole('button', { name: 'Use RI103AB' });
    await user.click(take);
    expect(plate).toHaveValue('RI103AB');
    expect(plate).toHaveFocus();
    expect(notice(plate)).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Use RI103AB' })).not.toBeInTheDocument();
    await waitFor(() => expect(plates.at(-1)).toBe('RI103AB'), { timeout: 30_000 });
  });

  it('names a 1 among the letters, and gives foreign plates no warning', async () => {
    const { user } = await renderRoute('/daily', {
      session: { zoneCode: 'RI-Z1', ticketType: 'daily' },
    });
    const plate = await plateField();
    await user.type(plate, 'zg1234a1');
    expect(notice(plate)).toHaveTextContent('Check the digit 1 among the letters. Did you mean ZG1234AI?');

    await user.clear(plate);
    await user.type(plate, 'M-AB 1O34');
    expect(plate).toHaveValue('MAB1O34');
    expect(notice(plate)).toBeEmptyDOMElement();
  });

  it('does not block: Continue goes on with the plate as typed', async () => {
    const { user, router } = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    await user.type(plate, 'RI1O3AB');
    expect(screen.getByRole('button', { name: 'Use RI103AB' })).toBeVisible();
    const bar = within(screen.getByRole('group', { name: 'Price and next step' }));
    await waitFor(() => expect(bar.getByRole('button', { name: 'Continue' })).toBeEnabled(), {
      timeout: 30_000,
    });
    await user.click(bar.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/payment'));
    expect(useSessionStore.getState().plateNumber).toBe('RI1O3AB');
  });

  it('speaks Croatian', async () => {
    const { user } = await renderRoute('/hourly', { ...HOURLY, language: 'hr' });
    const plate = await screen.findByRole('textbox', { name: /Registarska oznaka/ });
    expect(plate).toHaveAccessibleDescription(
      'Razmaci, crtice i dijakritički znakovi se izostavljaju: ŠI 123-AB postaje SI123AB.',
    );
    await user.type(plate, 'R11O3AB');
    expect(notice(plate)).toHaveTextContent(
      'Provjerite znamenku 1 među slovima i slovo O među znamenkama. Je li možda RI103AB?',
    );
    expect(screen.getByRole('button', { name: 'Upiši RI103AB' })).toBeVisible();
  });
});
