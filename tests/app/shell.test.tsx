import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@/i18n/i18n';
import { currentUrl, renderRoute } from '../render';

// The app shell: page titles and the document language follow the chosen language, the
// language picker is a labelled native select, and the menu is a labelled dialog of real links.

test('the document title names the page and the app in the page language', async () => {
  await renderRoute('/?z=RI-Z1', { language: 'en' });
  await screen.findByRole('link', { name: /Hourly ticket/ });
  await waitFor(() => expect(document.title).toBe('Rijeka, Zona 1 – Virtual parking machine'));

  await i18n.changeLanguage('de');
  await waitFor(() => expect(document.title).toMatch(/– Virtueller Parkscheinautomat$/));
});

test('the language picker is a labelled select; choosing sets <html lang> and remembers it', async () => {
  const { user } = await renderRoute('/?z=RI-Z1', { language: 'hr' });
  const picker = await screen.findByRole('combobox', { name: 'Jezik' });
  expect(document.documentElement.lang).toBe('hr');

  await user.selectOptions(picker, 'it');
  await waitFor(() => expect(document.documentElement.lang).toBe('it'));
  expect(localStorage.getItem('lang')).toBe('it');
  expect(await screen.findByRole('combobox', { name: 'Lingua' })).toHaveValue('it');
});

test('the menu is a labelled dialog of links; Escape closes it and focus returns to the button', async () => {
  const { user } = await renderRoute('/?z=RI-Z1', { session: { zoneCode: 'RI-Z1' } });
  const button = await screen.findByRole('button', { name: 'Open menu' });
  await user.click(button);

  const menu = await screen.findByRole('dialog', { name: 'Virtual parking machine' });
  const nav = within(menu).getByRole('navigation');
  expect(within(nav).getByRole('link', { name: 'Hourly ticket' })).toHaveAttribute('href', '/hourly');
  expect(within(nav).getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/?z=RI-Z1');
  expect(within(nav).getByRole('button', { name: 'Buy ticket' })).toHaveAttribute('aria-expanded', 'true');
  expect(within(nav).getByRole('button', { name: 'Policies' })).toHaveAttribute('aria-expanded', 'false');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());
});

test('a ticket choice in the menu sets the ticket type, closes the menu and opens the form', async () => {
  const { user, router } = await renderRoute('/?z=RI-Z1', { session: { zoneCode: 'RI-Z1' } });
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog');
  await user.click(within(menu).getByRole('link', { name: 'Daily ticket' }));

  await waitFor(() => expect(currentUrl(router)).toBe('/daily'));
  expect(JSON.parse(sessionStorage.getItem('vpa-selection') ?? '{}')).toMatchObject({ ticketType: 'daily' });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('without a zone the ticket choices in the menu lead to /welcome', async () => {
  const { user, router } = await renderRoute('/parking-fine');
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const menu = await screen.findByRole('dialog');
  expect(within(menu).getByRole('link', { name: 'Hourly ticket' })).toHaveAttribute('href', '/welcome');
  await user.click(within(menu).getByRole('link', { name: 'Hourly ticket' }));
  await waitFor(() => expect(currentUrl(router)).toBe('/welcome'));
});

test('the skip link is the first stop and leads to the main content', async () => {
  const { user } = await renderRoute('/?z=RI-Z1');
  await screen.findByRole('link', { name: /Hourly ticket/ });
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('main')).toHaveFocus();
});
