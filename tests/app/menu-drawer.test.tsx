import { screen, waitFor, within } from '@testing-library/react';
import { ROUTES } from '@/app/routes';
import { renderRoute } from '../render';

// The menu's entries come from the route record (each screen's `menu` in src/app/routes.ts): the
// record is the one list of screens, and the drawer only draws it.

/** The menu's screens as the record orders them: by their place, `menu.at`. */
const recordMenu = ROUTES.flatMap((entry) => (entry.menu ? [{ path: entry.path, ...entry.menu }] : [])).sort(
  (a, b) => a.at - b.at,
);

async function openMenu() {
  const { user } = await renderRoute('/?z=RI-Z1', { session: { zoneCode: 'RI-Z1' }, language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const nav = within(await screen.findByRole('dialog')).getByRole('navigation');
  // Open every closed group, so that all of its links are shown.
  for (const group of within(nav).getAllByRole('button', { expanded: false })) await user.click(group);
  return nav;
}

test('each place in the menu is held by one screen of the record', () => {
  const places = recordMenu.map((item) => item.at);
  expect(new Set(places).size).toBe(places.length);
  expect(recordMenu.length).toBeGreaterThan(0);
});

test("the menu's links are the record's menu screens, in their order, each leading to its route", async () => {
  const nav = await openMenu();
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  // The home page leads to the stored zone; every other screen to its own path.
  expect(links).toEqual(recordMenu.map((item) => (item.path === '/' ? '/?z=RI-Z1' : item.path)));
});

test('the menu shows the pages, groups and order a driver knows', async () => {
  const nav = await openMenu();
  const names = within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
  expect(names).toEqual([
    'Home page',
    'Scan QR code',
    'Hourly ticket',
    'Daily ticket',
    'Parking fine',
    'Contact',
    'Privacy policy',
    'Terms of use',
    'Terms of sale',
    'Accessibility statement',
  ]);
  const buy = within(nav).getByRole('button', { name: 'Buy ticket' });
  const buyLinks = within(document.getElementById(buy.getAttribute('aria-controls')!)!).getAllByRole('link');
  expect(buyLinks.map((link) => link.textContent)).toEqual(['Hourly ticket', 'Daily ticket']);
  const policies = within(nav).getByRole('button', { name: 'Policies' });
  const policyLinks = within(document.getElementById(policies.getAttribute('aria-controls')!)!).getAllByRole(
    'link',
  );
  expect(policyLinks.map((link) => link.textContent)).toEqual([
    'Privacy policy',
    'Terms of use',
    'Terms of sale',
    'Accessibility statement',
  ]);
});

// The tap's own frame shows that it was taken; the drawer's first render comes after that frame.
test('the menu button shows that it was tapped until the drawer is drawn', async () => {
  const { user } = await renderRoute('/?z=RI-Z1', { session: { zoneCode: 'RI-Z1' }, language: 'en' });
  const button = await screen.findByRole('button', { name: 'Open menu' });
  // Read as the tap's click ends: after React's handler and its render (a microtask queued before
  // this one), before any later task.
  let atTheTap: { busy: string | null; drawer: boolean } | undefined;
  const read = () =>
    (atTheTap = { busy: button.getAttribute('aria-busy'), drawer: !!screen.queryByRole('dialog') });
  window.addEventListener('click', () => queueMicrotask(read), { once: true });
  await user.click(button);
  expect(atTheTap).toEqual({ busy: 'true', drawer: false });
  await screen.findByRole('dialog');
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
});
