import { screen, waitFor } from '@testing-library/react';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';

// On the fine lookup, the fine number typed in full-width digits, pasted with spaces or
// with an invisible character along is looked up as the number it shows; the caret stays where the
// driver types; a number that is too long is kept whole, says so and is not looked up.

const fineNumberField = () => screen.getByRole('textbox', { name: /fine number/i });

/** The fine numbers the page looks fines up with. */
function lookupNumbers() {
  const numbers: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.url.includes('/payment-api/transactions/fine-info')) {
      numbers.push(new URL(request.url).searchParams.get('fineNumber') ?? '');
    }
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return numbers;
}

async function renderLookup(language: 'en' | 'de' = 'en') {
  const rendered = await renderRoute('/parking-fine', { language });
  const city = await screen.findByRole('combobox', { name: language === 'en' ? /city/i : /stadt/i });
  await waitFor(() => expect(city).toBeEnabled());
  await rendered.user.selectOptions(city, 'Rijeka');
  return rendered;
}

describe('/parking-fine: the fine number as printed', () => {
  test.each([
    ['typed in full-width digits', 'type', '１２３４５６'],
    ['pasted with spaces', 'paste', ' 123 456 '],
    ['pasted with a no-break space', 'paste', '123\u00a0456'],
    ['pasted with a zero-width space', 'paste', '123\u200b456'],
    ['pasted with a direction mark and a soft hyphen', 'paste', '\u200e123\u00ad456\u200f'],
  ] as const)('a number %s is looked up as 123456', async (_name, how, text) => {
    const numbers = lookupNumbers();
    const { user, router } = await renderLookup();
    const field = fineNumberField();
    await user.click(field);
    if (how === 'type') await user.type(field, text);
    else await user.paste(text);
    expect(field).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/parking-fine-details?cid=1&nr=123456&lp='));
    expect(numbers[0]).toBe('123456');
  });

  test('keeps / and - of the printed number, whatever dash or slash was pasted', async () => {
    const numbers = lookupNumbers();
    const { user } = await renderLookup();
    const field = fineNumberField();
    await user.click(field);
    await user.paste('ab – 12 ／ 2026');
    expect(field).toHaveValue('AB-12/2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Fine not found')).toBeInTheDocument();
    expect(numbers).toEqual(['AB-12/2026']);
  });

  test('letters typed on a Cyrillic keyboard are the Latin ones they show', async () => {
    const numbers = lookupNumbers();
    const { user } = await renderLookup();
    const field = fineNumberField();
    await user.type(field, 'ав-12');
    expect(field).toHaveValue('AB-12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Fine not found')).toBeInTheDocument();
    expect(numbers).toEqual(['AB-12']);
  });

  test('a letter with no Latin look-alike asks for Latin letters and is not looked up', async () => {
    const numbers = lookupNumbers();
    const { user, router } = await renderLookup();
    const field = fineNumberField();
    await user.type(field, 'Ж123');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Type the fine number in Latin letters (A–Z) and digits.'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl(router)).toBe('/parking-fine');
    expect(numbers).toEqual([]);
  });

  test('the caret stays where the driver types when a space is dropped', async () => {
    const { user } = await renderLookup();
    const field = fineNumberField();
    await user.type(field, '123456');
    await user.type(field, ' 9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(field).toHaveValue('1239456');
    expect(field).toHaveProperty('selectionStart', 4);
    expect(field).toHaveProperty('selectionEnd', 4);
  });

  test('a 31-character number is kept whole, shows the length message and is not looked up', async () => {
    const numbers = lookupNumbers();
    const { user, router } = await renderLookup();
    const field = fineNumberField();
    await user.click(field);
    await user.paste('1'.repeat(31));
    expect(field).toHaveValue('1'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('A fine number has at most 30 characters.'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(currentUrl(router)).toBe('/parking-fine');
    expect(numbers).toEqual([]);

    // One character less and the search goes on.
    await user.type(field, '{Backspace}');
    await waitFor(() => expect(field).not.toHaveAccessibleDescription(/at most/));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Fine not found')).toBeInTheDocument();
    expect(numbers).toEqual(['1'.repeat(30)]);
  });

  test('speaks German', async () => {
    const { user } = await renderLookup('de');
    const field = screen.getByRole('textbox', { name: /strafnummer/i });
    await user.type(field, 'Ж1');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Geben Sie die Strafnummer in lateinischen Buchstaben (A–Z) und Ziffern ein.',
      ),
    );
    await user.clear(field);
    await user.click(field);
    await user.paste('1'.repeat(31));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Eine Strafnummer hat höchstens 30 Zeichen.'),
    );
  });
});
