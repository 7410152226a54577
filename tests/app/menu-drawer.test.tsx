import { screen, within } from '@testing-library/react';
import { MENU } from '@/app/menu-drawer';
import { ROUTES } from '@/app/routes';
import { renderRoute } from '../render';

// The menu is built from its table of the route record's screens (src/app/menu-drawer.tsx): a
// screen added to the table is in the menu, in the table's order, and only screens of the record.

test('every screen of the menu is a route of the record, once', () => {
  const paths = MENU.map((item) => item.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths) expect(ROUTES.map((entry) => entry.path)).toContain(path);
});

test("the menu's links are the table's screens, in its order, each leading to its route", async () => {
  const { user } = await renderRoute('/?z=RI-Z1', { session: { zoneCode: 'RI-Z1' }, language: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const nav = within(await screen.findByRole('dialog')).getByRole('navigation');
  // Open every closed group, so that all of its links are shown.
  for (const group of within(nav).getAllByRole('button', { expanded: false })) await user.click(group);

  const links = within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  // The home page leads to the stored zone; every other screen to its own path.
  expect(links).toEqual(MENU.map((item) => (item.path === '/' ? '/?z=RI-Z1' : item.path)));
});
