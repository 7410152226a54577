import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSelect } from '@/components/language-select';
import { i18n, i18nReady } from '@/i18n/i18n';

// On a slow line the new language's texts take a moment: the select shows the choice meanwhile,
// not the old language, as if the choice had not been taken.
test('the chosen language shows in the select while its texts are on their way', async () => {
  await i18nReady;
  await i18n.changeLanguage('hr');
  const change = i18n.changeLanguage.bind(i18n);
  let textsIn: (() => void) | undefined;
  const held = vi.spyOn(i18n, 'changeLanguage').mockImplementation(
    (language) =>
      new Promise((resolve) => {
        textsIn = () => void change(language).then(resolve);
      }),
  );
  const user = userEvent.setup();
  render(<LanguageSelect />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Jezik' }), 'english');
  expect(held).toHaveBeenCalledWith('en');
  // Still in Croatian (the texts are not in), and the select says English.
  expect(screen.getByRole('combobox', { name: 'Jezik' })).toHaveValue('en');
  textsIn?.();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en'));
  expect(localStorage.getItem('lang')).toBe('en');
  held.mockRestore();
});
