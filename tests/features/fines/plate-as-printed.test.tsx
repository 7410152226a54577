import { screen, waitFor } from '@testing-library/react';
import { currentUrl, renderRoute } from '../../render';
import { lookupPlates } from '../requested-plates';

// The fine lookup takes the plate typed as printed (docs/decisions/015), with the hint and the
// look-alike warning of the ticket forms.

const HINT = 'Spaces, hyphens and accents are left out: ŠI 123-AB becomes SI123AB.';

const plateField = () => screen.getByRole('textbox', { name: /licence plate/i });
/** The polite live region under the field that holds the look-alike warning. */
const notice = (field: HTMLElement) => {
  const region = field.closest('.MuiFormControl-root')?.nextElementSibling?.querySelector('[aria-live]');
  if (!region) throw new Error('no live region under the plate field');
  return region;
};

async function renderLookup() {
  const rendered = await renderRoute('/parking-fine');
  const city = await screen.findByRole('combobox', { name: /city/i });
  await waitFor(() => expect(city).toBeEnabled());
  await rendered.user.selectOptions(city, 'Rijeka');
  await rendered.user.type(screen.getByRole('textbox', { name: /fine number/i }), '123456');
  return rendered;
}

describe('/parking-fine: the plate as printed', () => {
  test('looks the fine up with RI 1234-AB typed as printed', async () => {
    const plates = lookupPlates();
    const { user, router } = await renderLookup();
    const plate = plateField();
    expect(plate).toHaveAccessibleDescription(HINT);

    await user.type(plate, 'ri 1234-ab');
    expect(plate).toHaveValue('RI1234AB');
    expect(notice(plate)).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/parking-fine-details?cid=1&nr=123456&lp=RI1234AB'));
    // The details page looks the fine up again with the same key.
    expect(plates[0]).toBe('RI1234AB');
  });

  test('warns of a 1 among the letters and takes the suggestion with a button', async () => {
    const plates = lookupPlates();
    const { user, router } = await renderLookup();
    const plate = plateField();

    await user.type(plate, 'R11234AB');
    expect(notice(plate)).toHaveTextContent('Check the digit 1 among the letters. Did you mean RI1234AB?');
    await user.click(screen.getByRole('button', { name: 'Use RI1234AB' }));
    expect(plate).toHaveValue('RI1234AB');
    expect(plate).toHaveFocus();
    expect(notice(plate)).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/parking-fine-details?cid=1&nr=123456&lp=RI1234AB'));
    // The details page looks the fine up again with the same key.
    expect(plates[0]).toBe('RI1234AB');
  });

  test('the warning does not block the search, and a foreign plate gets none', async () => {
    const plates = lookupPlates();
    const { user } = await renderLookup();
    const plate = plateField();

    await user.type(plate, 'D-HH 1O2');
    expect(plate).toHaveValue('DHH1O2');
    expect(notice(plate)).toBeEmptyDOMElement();

    await user.clear(plate);
    await user.type(plate, 'RI12O4AB');
    expect(notice(plate)).toHaveTextContent('Check the letter O among the digits. Did you mean RI1204AB?');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Fine not found')).toBeInTheDocument();
    expect(plates).toEqual(['RI12O4AB']);
  });

  test('a plate with other characters is still refused, in place of the hint', async () => {
    const { user } = await renderLookup();
    const plate = plateField();
    await user.type(plate, 'RI 12#');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(plate).toHaveAccessibleDescription('Only letters and numbers. No special characters.'),
    );
    expect(notice(plate)).toBeEmptyDOMElement();
  });

  test('speaks German', async () => {
    const { user } = await renderRoute('/parking-fine', { language: 'de' });
    const plate = await screen.findByRole('textbox', { name: 'Kennzeichen' });
    expect(plate).toHaveAccessibleDescription(
      'Leerzeichen, Bindestriche und Akzente entfallen: Aus ŠI 123-AB wird SI123AB.',
    );
    await user.type(plate, 'ST12O4A1');
    expect(notice(plate)).toHaveTextContent(
      'Prüfen Sie den Buchstaben O zwischen den Ziffern und die Ziffer 1 zwischen den Buchstaben. Meinten Sie ST1204AI?',
    );
    expect(screen.getByRole('button', { name: 'ST1204AI übernehmen' })).toBeVisible();
  });
});
