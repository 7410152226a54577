import { readFile } from 'node:fs/promises';
import type { BrowserContext } from '@playwright/test';
import { expectNoAxeViolations, smallTouchTargets } from './a11y-support';
import { expect, test } from './fixtures';
import { buyHourlyTicket, keepTicketOnPhone } from './pocket-support';

// A piece of a screen that loads on its own chunk (the ticket actions, "Your
// tickets", the saved plates) may not arrive: a weak signal on the way back from the bank, an
// in-app browser, a release that replaced the files. The screen's purpose stays, the piece is a
// line with "Try again", and "Try again" really loads it. The chunk fails on the context (the mock
// backend's service worker fetches the page's requests, which a page route never sees).

const SLOW = { timeout: 20_000 };
const FAILED = 'This part could not be loaded.';

test.slow();

/** Makes the chunk whose file name starts with `name` fail until the returned function is called. */
async function failChunk(context: BrowserContext, name: string) {
  const asked: string[] = [];
  let failing = true;
  await context.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) => {
    if (!failing) return route.continue();
    asked.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return {
    asked,
    restore: () => {
      failing = false;
    },
  };
}

test('after a Worldline purchase whose ticket actions cannot load, the summary keeps the number, the end and a working invoice download', async ({
  page,
  context,
  app,
}) => {
  const actions = await failChunk(context, 'ticket-actions');
  await app.gotoWithLang('/?z=RI-Z1');
  await buyHourlyTicket(page, 'ri123ab', 1);

  await expect(page.getByRole('heading', { level: 1, name: 'Purchase successful' })).toBeVisible(SLOW);
  const card = page.getByRole('region', { name: /^Ticket \d+$/ });
  await expect(card.getByRole('status').filter({ hasText: FAILED })).toHaveText(`${FAILED} Try again`);
  expect(actions.asked.length, 'the actions were asked for').toBeGreaterThan(0);
  const ticketNumber = ((await card.getByRole('heading', { level: 2 }).textContent()) ?? '').replace(
    'Ticket ',
    '',
  );
  await expect(page.getByText(ticketNumber, { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^The ticket is valid until \d{2}\. \d{2}\. \d{4}\. \d{2}:\d{2} h$/),
  ).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the summary with its actions missing');
  expect(await smallTouchTargets(page)).toEqual([]);

  const invoice = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const pdf = await invoice;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^Ticket_${ticketNumber}_[A-Za-z0-9]{6}\\.pdf$`));
  expect((await readFile(await pdf.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The signal is back: "Try again" loads the actions into the card.
  actions.restore();
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByRole('button', { name: 'Add to calendar' })).toBeVisible(SLOW);
  await expect(card.getByText(FAILED)).toHaveCount(0);
});

test('the zone home keeps its tiles when "Your tickets" cannot load; "Try again" brings the list', async ({
  page,
  context,
  app,
}) => {
  await keepTicketOnPhone(page);
  const list = await failChunk(context, 'your-tickets');
  await app.gotoWithLang('/?z=RI-Z1');

  await expect(page.getByText(FAILED)).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: /Hourly ticket/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Daily ticket/ })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  expect(list.asked.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'the zone home with "Your tickets" missing');

  list.restore();
  await page.getByRole('button', { name: 'Try again' }).click();
  const region = page.getByRole('region', { name: 'Your tickets' });
  await expect(region.getByRole('listitem').filter({ hasText: 'Ticket 4242' })).toBeVisible(SLOW);
  await expect(page.getByText(FAILED)).toHaveCount(0);
});

test('the ticket form works when the saved plates cannot load', async ({ page, context, app }) => {
  await keepTicketOnPhone(page);
  const plates = await failChunk(context, 'saved-plates');
  await app.gotoWithLang('/?z=RI-Z1');
  await page.getByRole('link', { name: /Hourly ticket/ }).click();

  const plate = page.getByRole('textbox', { name: /Licence plate/ });
  await expect(plate).toBeEnabled(SLOW);
  await expect(page.getByText(FAILED)).toBeVisible(SLOW);
  expect(plates.asked.length).toBeGreaterThan(0);
  await plate.pressSequentially('ri123ab');
  const bar = page.getByRole('group', { name: 'Price and next step' });
  await expect(bar.getByText(/\d+,\d{2}\s€/)).toBeVisible(SLOW);
  await bar.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/payment$/, SLOW);
  // The summary's plate (the confirm dialog, drawn closed once the page is idle, names it too).
  await expect(page.getByRole('main').getByText('RI123AB')).toBeVisible();

  // Back on the form with the signal back: "Try again" offers the saved plate, which fills the field.
  plates.restore();
  await page.goBack();
  await expect(plate).toBeEnabled(SLOW);
  await page.getByRole('button', { name: 'Try again' }).click();
  const group = page.getByRole('group', { name: 'Saved plates' });
  await group.getByRole('button', { name: 'Use plate ZG1234AB' }).click();
  await expect(plate).toHaveValue('ZG1234AB');
});
