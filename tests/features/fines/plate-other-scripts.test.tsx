import { screen, waitFor } from '@testing-library/react';
import { currentUrl, renderRoute } from '../../render';
import { lookupPlates } from '../requested-plates';

// On the fine lookup, a plate typed on a Cyrillic or Greek keyboard, in full-width forms
// or with a zero-width space pasted along is looked up as the Latin plate it shows; a letter with no
// Latin look-alike asks for Latin letters; a plate that is too long says so and is not looked up.

const HINT = 'Spaces, hyphens and accents are left out: ŠI 123-AB becomes SI123AB.';

const plateField = () => screen.getByRole('textbox', { name: /licence plate/i });

async function renderLookup(language: 'en' | 'de' = 'en') {
  const rendered = await renderRoute('/parking-fine', { language });
  const city = await screen.findByRole('combobox', { name: language === 'en' ? /city/i : /stadt/i });
  await waitFor(() => expect(city).toBeEnabled());
  await rendered.user.selectOptions(city, 'Rijeka');
  await rendered.user.type(
    screen.getByRole('textbox', { name: language === 'en' ? /fine number/i : /strafnummer/i }),
    '123456',
  );
  return rendered;
}

describe('/parking-fine: plates that look right', () => {
  test.each([
    ['a Cyrillic plate', 'аа 1234-вк', 'AA1234BK'],
    ['a Greek plate', 'ΙΚΥ 1234', 'IKY1234'],
  ])('%s is looked up as the Latin plate it shows', async (_name, typed, latin) => {
    const plates = lookupPlates();
    const { user } = await renderLookup();
    const plate = plateField();
    await user.type(plate, typed);
    expect(plate).toHaveValue(latin);
    expect(plate).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // The mock knows no fine with this plate: it was asked, with the Latin plate.
    expect(await screen.findByText('Fine not found')).toBeInTheDocument();
    expect(plates).toEqual([latin]);
  });

  test.each([
    ['with Cyrillic І, А and В among Latin letters', 'RІ 1234-АВ'],
    ['in full-width forms', 'ＲＩ１２３４ＡＢ'],
  ])('a plate %s finds the fine', async (_name, typed) => {
    const plates = lookupPlates();
    const { user, router } = await renderLookup();
    const plate = plateField();
    await user.type(plate, typed);
    expect(plate).toHaveValue('RI1234AB');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/parking-fine-details?cid=1&nr=123456&lp=RI1234AB'));
    expect(plates[0]).toBe('RI1234AB');
  });

  test('a plate pasted with a zero-width space is looked up without it', async () => {
    const plates = lookupPlates();
    const { user, router } = await renderLookup();
    const plate = plateField();
    await user.click(plate);
    await user.paste('RI\u200b1234AB\u200b');
    expect(plate).toHaveValue('RI1234AB');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/parking-fine-details?cid=1&nr=123456&lp=RI1234AB'));
    expect(plates[0]).toBe('RI1234AB');
  });

  test('a letter with no Latin look-alike asks for Latin letters and is not looked up', async () => {
    const plates = lookupPlates();
    const { user, router } = await renderLookup();
    const plate = plateField();
    await user.type(plate, 'Λ1234AB');
    expect(plate).toHaveValue('Λ1234AB');
    expect(plate).toHaveAccessibleDescription(HINT);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(plate).toHaveAccessibleDescription('Type the plate in Latin letters (A–Z) and digits.'),
    );
    expect(plate).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Only letters and numbers. No special characters.')).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe('/parking-fine');
    expect(plates).toEqual([]);
  });

  test('a 13-character plate is kept whole, shows the length message and is not looked up', async () => {
    const plates = lookupPlates();
    const { user, router } = await renderLookup();
    const plate = plateField();
    await user.type(plate, 'RI1234ABCDEFG');
    expect(plate).toHaveValue('RI1234ABCDEFG');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(plate).toHaveAccessibleDescription('A licence plate has at most 12 letters and digits.'),
    );
    expect(plate).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl(router)).toBe('/parking-fine');
    expect(plates).toEqual([]);

    // One character less and the search goes on.
    await user.type(plate, '{Backspace}');
    await waitFor(() => expect(plate).toHaveAccessibleDescription(HINT));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Fine not found')).toBeInTheDocument();
    expect(plates).toEqual(['RI1234ABCDEF']);
  });

  test('speaks German', async () => {
    const { user } = await renderLookup('de');
    const plate = screen.getByRole('textbox', { name: 'Kennzeichen' });
    await user.type(plate, 'ЖK1234');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(plate).toHaveAccessibleDescription(
        'Geben Sie das Kennzeichen in lateinischen Buchstaben (A–Z) und Ziffern ein.',
      ),
    );
    await user.clear(plate);
    await user.type(plate, 'RI1234ABCDEFG');
    await waitFor(() =>
      expect(plate).toHaveAccessibleDescription('Ein Kennzeichen hat höchstens 12 Buchstaben und Ziffern.'),
    );
  });
});
