import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y-support';
import { expect, test } from './fixtures';
import { expectHeldStill, recordShifts } from './pocket-support';
import { ZONE_CODE_KEY } from '../src/stores/session-keys';

async function expectNoHorizontalScroll(page: Page) {
  // Against the configured viewport: a mobile browser widens window.innerWidth to fit overflowing content.
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

async function openFromMenu(page: Page, item: string, submenu?: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Virtual parking machine' });
  await expect(drawer).toBeVisible();
  if (submenu) {
    // The drawer stays mounted between openings and keeps its submenus as they were left.
    const toggle = drawer.getByRole('button', { name: submenu });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  const link = drawer.getByRole('link', { name: item });
  // A submenu opens with a height transition: the link is tapped once it is fully shown.
  await expect(link).toBeInViewport({ ratio: 1 });
  await link.click();
  await expect(drawer).toBeHidden();
}

test('from /welcome to the zone home of a zone chosen by city search, then contact and legal pages from the menu', async ({
  page,
  app,
}) => {
  // One long journey with an accessibility scan on every screen.
  test.setTimeout(90_000);
  await app.gotoWithLang('/welcome');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your parking ticket on your phone' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('contentinfo').getByRole('combobox', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Portal operator' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/welcome\/cities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your city' })).toBeVisible();
  const cities = page.getByRole('list', { name: 'Cities' });
  await expect(cities.getByRole('link', { name: 'Krk (city)' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Typed without the diacritic, as on most phone keyboards.
  await page.getByRole('searchbox', { name: 'Search for a city' }).pressSequentially('porec');
  await expect(cities.getByRole('link')).toHaveText(['Poreč']);
  await expect(page.getByRole('status').filter({ hasText: 'Cities found: 1' })).toBeAttached();
  await cities.getByRole('link', { name: 'Poreč' }).click();

  await expect(page).toHaveURL(/\/welcome\/zones\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Poreč, select zone' })).toBeVisible();
  const zone = page.getByRole('link', { name: 'Zone Centar' });
  // Dark red zone colour: white text.
  await expect(zone).toHaveCSS('background-color', 'rgb(183, 28, 28)');
  await expect(zone).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('contentinfo', { name: 'Company details' })).toContainText(
    'Poreč parking d.o.o.',
  );
  await expectNoAxeViolations(page);
  await zone.click();

  await expect(page).toHaveURL(/\/\?z=PO-Z1$/);
  await expect(page.getByRole('main')).toContainText('Centar');
  const footer = page.getByRole('contentinfo', { name: 'Company details' });
  await expect(footer).toContainText('Poreč parking d.o.o.');
  await expect(footer).toContainText('Obala maršala Tita 5, HR-52440 Poreč');
  await expect(footer).toContainText('OIB (tax no.): 23456789012');
  const footerHeight = await footer.evaluate((el) => el.getBoundingClientRect().height);
  expect(footerHeight).toBeLessThanOrEqual(150);

  await openFromMenu(page, 'Contact');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Poreč parking d.o.o.');
  await expect(main.getByRole('link', { name: 'info@porec-parking.example' })).toHaveAttribute(
    'href',
    'mailto:info@porec-parking.example',
  );
  await expect(main.getByRole('link', { name: 'porec-parking.example', exact: true })).toHaveAttribute(
    'href',
    'https://porec-parking.example/',
  );
  await expectNoAxeViolations(page);

  const legalPages = [
    {
      item: 'Privacy policy',
      url: /\/privacypolicy$/,
      text: 'Voditelj obrade osobnih podataka je Poreč parking d.o.o.',
    },
    { item: 'Terms of use', url: /\/termsofuse$/, text: 'OIB: 23456789012' },
    { item: 'Terms of sale', url: /\/termsofsale$/, text: 'Poreč parking d.o.o.' },
  ];
  for (const { item, url, text } of legalPages) {
    await openFromMenu(page, item, 'Policies');
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: item })).toBeVisible();
    await expect(page.getByText('The legal text below is in Croatian.')).toBeVisible();
    const body = page.locator('main [lang="hr"]');
    await expect(body).toContainText(text);
    await expectNoAxeViolations(page);
  }
  await expect(page.getByRole('img', { name: 'Visa' })).toBeVisible();
  // The logos are local files that load.
  const logosLoaded = await page
    .getByRole('list', { name: 'Prihvaćene kartice i digitalni novčanici' })
    .getByRole('img')
    .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0));
  expect(logosLoaded).toBe(true);
});

test('the welcome screens in Croatian at 320 px: picker, search, zone colours', async ({ page, app }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await app.gotoWithLang('/welcome', 'hr');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Parkirna karta na vašem mobitelu' }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Dalje' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Odaberite grad' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  const search = page.getByRole('searchbox', { name: 'Pretraži gradove' });
  await search.pressSequentially('xyz');
  await expect(
    page.getByText('Nijedan grad ne odgovara upitu „xyz“.', { exact: false }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Očisti pretragu' }).click();
  await search.pressSequentially('krk');
  await page.getByRole('link', { name: 'Krk (grad)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Krk (grad), odaberite zonu' })).toBeVisible();
  const zone = page.getByRole('link', { name: 'Zona A' });
  // No colour from the server: light grey with black text.
  await expect(zone).toHaveCSS('background-color', 'rgb(224, 224, 224)');
  await expect(zone).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.getByRole('contentinfo')).toContainText('OIB: N/A · Tel.: N/A');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Natrag na popis gradova' }).click();
  await page.getByRole('link', { name: 'Natrag na početnu stranicu' }).click();
  await page.getByRole('combobox', { name: 'Jezik' }).selectOption({ label: 'italiano' });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Il biglietto di sosta sul tuo telefono' }),
  ).toBeVisible();
});

test('/welcome forgets the zone; /error shows its message as text', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1');
  await expect(page.getByRole('contentinfo', { name: 'Company details' })).toContainText(
    'Rijeka plus d.o.o.',
  );
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The prerendered page paints before the app has started; the app forgets the zone.
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), ZONE_CODE_KEY)).toBeNull();

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/error?m=${encodeURIComponent('<img src=x onerror="alert(1)">Oops')}`);
  // Quoted below the page's own words, as text (docs/decisions/030-quoted-messages.md).
  await expect(page.getByRole('alert')).toHaveText('An error occurred.');
  await expect(page.locator('main blockquote')).toHaveText('“<img src=x onerror="alert(1)">Oops”');
  await expect(page.locator('main img')).toHaveCount(0);
  expect(dialogs).toBe(0);
  await page.getByRole('link', { name: 'Home page' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test("a city's zone list holds still as its company footer fills in at the foot of the screen", async ({
  page,
  app,
}) => {
  await recordShifts(page);
  await app.gotoWithLang('/welcome/zones/1');
  await expect(page.getByRole('link', { name: 'Zona 1' })).toBeVisible({ timeout: 20_000 });
  const footer = page.getByRole('contentinfo', { name: 'Company details' });
  await expect(footer).toContainText('Rijeka plus d.o.o.', { timeout: 20_000 });
  // The footer is as tall with its skeleton as with its details: its top, on the screen, stays.
  await expectHeldStill(page);
  await expect(footer).toBeInViewport();
});
