import { screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@/stores/session-store';
import { estimatePlates } from '../requested-plates';
import { currentUrl, renderRoute } from '../../render';

// A plate that looks right but was typed on a Cyrillic or Greek keyboard, in full-width
// forms or with an invisible character pasted along is bought as the Latin plate it shows; a letter
// with no Latin look-alike asks for Latin letters; a plate that is too long says so.
// The first render loads lazy route chunks and locale files: slow on a busy machine.

const HOURLY = { session: { zoneCode: 'RI-Z1', ticketType: 'hourly' as const } };
const HINT = 'Spaces, hyphens and accents are left out: ŠI 123-AB becomes SI123AB.';
const SPECIAL = 'Mandatory. Only letters and numbers. No special characters.';
const LATIN = 'Type the plate in Latin letters (A–Z) and digits.';
const LENGTH = 'A licence plate has at most 12 letters and digits.';

const plateField = () => screen.findByRole('textbox', { name: /Licence plate/ });
const priceBar = () => within(screen.getByRole('group', { name: 'Price and next step' }));

type Rendered = Awaited<ReturnType<typeof renderRoute>>;

/** The field shows the Latin plate, it is priced and bought as such. */
async function expectBoughtAs(
  { user, router }: Rendered,
  plate: HTMLElement,
  latin: string,
  plates: string[],
) {
  expect(plate).toHaveValue(latin);
  expect(plate).toHaveAttribute('aria-invalid', 'false');
  expect(plate).toHaveAccessibleDescription(HINT);
  await waitFor(() => expect(plates).toContain(latin), { timeout: 30_000 });
  expect(plates.every((value) => /^[A-Z0-9]+$/.test(value))).toBe(true);
  await waitFor(() => expect(priceBar().getByRole('button', { name: 'Continue' })).toBeEnabled());
  await user.click(priceBar().getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(currentUrl(router)).toBe('/payment'));
  expect(useSessionStore.getState().plateNumber).toBe(latin);
}

describe('/hourly: plates that look right', () => {
  test('a Cyrillic plate (Ukrainian keyboard) becomes Latin and is bought', async () => {
    const plates = estimatePlates();
    const rendered = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    await rendered.user.type(plate, 'аа 1234-вк');
    await expectBoughtAs(rendered, plate, 'AA1234BK', plates);
  });

  test('a Greek plate becomes Latin and is bought', async () => {
    const plates = estimatePlates();
    const rendered = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    await rendered.user.type(plate, 'ΙΚΥ 1234');
    await expectBoughtAs(rendered, plate, 'IKY1234', plates);
  });

  test('a full-width plate becomes ASCII and is bought', async () => {
    const plates = estimatePlates();
    const rendered = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    await rendered.user.type(plate, 'ＺＧ１２３４ＡＢ');
    await expectBoughtAs(rendered, plate, 'ZG1234AB', plates);
  });

  test('a plate pasted with a zero-width space loses it and is bought', async () => {
    const plates = estimatePlates();
    const rendered = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    await rendered.user.click(plate);
    await rendered.user.paste('ZG\u200b1234\u200bAB');
    await expectBoughtAs(rendered, plate, 'ZG1234AB', plates);
  });

  test('a letter with no Latin look-alike asks for Latin letters, not "special characters"', async () => {
    const plates = estimatePlates();
    const { user, router } = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    await user.type(plate, 'жк 1234');
    expect(plate).toHaveValue('ЖK1234');
    await waitFor(() => expect(plate).toHaveAccessibleDescription(LATIN));
    expect(plate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(SPECIAL)).not.toBeInTheDocument();

    await user.click(priceBar().getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Fill in all mandatory fields.')).toBeVisible();
    expect(currentUrl(router)).toBe('/hourly');
    expect(plates).toEqual([]);
  });

  test('a 13-character plate is kept whole, shows the length message and does not go on', async () => {
    const plates = estimatePlates();
    const { user, router } = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    await user.type(plate, 'ZG1234ABCDEF');
    await waitFor(() => expect(plates).toContain('ZG1234ABCDEF'), { timeout: 30_000 });
    expect(plate).toHaveAccessibleDescription(HINT);

    await user.type(plate, 'G');
    expect(plate).toHaveValue('ZG1234ABCDEFG');
    await waitFor(() => expect(plate).toHaveAccessibleDescription(LENGTH));
    expect(plate).toHaveAttribute('aria-invalid', 'true');

    await user.click(priceBar().getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Fill in all mandatory fields.')).toBeVisible();
    expect(currentUrl(router)).toBe('/hourly');
    expect(plates).not.toContain('ZG1234ABCDEFG');
  });

  test('a pasted plate longer than 12 is not cut either', async () => {
    const { user } = await renderRoute('/hourly', HOURLY);
    const plate = await plateField();
    await user.click(plate);
    await user.paste('AB 12 CD 34 EF 5678');
    expect(plate).toHaveValue('AB12CD34EF5678');
    await waitFor(() => expect(plate).toHaveAccessibleDescription(LENGTH));
  });

  test('speaks Croatian: the Latin-letters and the length messages', async () => {
    const { user } = await renderRoute('/daily', {
      session: { zoneCode: 'RI-Z1', ticketType: 'daily' },
      language: 'hr',
    });
    const plate = await screen.findByRole('textbox', { name: /Registarska oznaka/ });
    await user.type(plate, 'ДД1');
    await waitFor(() =>
      expect(plate).toHaveAccessibleDescription('Upišite oznaku latiničnim slovima (A–Z) i brojevima.'),
    );
    await user.clear(plate);
    await user.type(plate, 'ZG1234ABCDEFG');
    await waitFor(() =>
      expect(plate).toHaveAccessibleDescription('Registarska oznaka ima najviše 12 slova i brojeva.'),
    );
  });
});
