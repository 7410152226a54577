import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations, smallTouchTargets } from './a11y-support';
import { expect, test } from './fixtures';
import {
  buyHourlyTicket,
  expectHeldStill,
  keepTicketOnPhone,
  recordShifts,
  shiftsSince,
} from './pocket-support';
import { keptTicketsJson } from '../src/pocket/kept-tickets';
import {
  KEPT_INVOICES_CACHE,
  KEPT_TICKETS_KEY,
  SAVED_PLATES_HIDDEN_KEY,
} from '../src/pocket/kept-tickets-key';

// The ticket in the driver's pocket (docs/decisions/017), on a phone: a Worldline purchase through
// the stand-in gateway, the ticket card, its calendar file, keeping it on the phone, "Your tickets"
// on the zone home, Remove and Buy again. The mock backend decides the times: shapes are asserted.
const COUNTDOWN = /^(\d+ h )?\d+ min left$/;
const SLOW = { timeout: 20_000 };

// Whole purchases and downloads on a busy 2-core machine: more than the default 60 s.
test.slow();

/** A Worldline purchase of two hours; returns the number on the ticket card of the summary. */
async function buyHourlyTicketNumber(page: Page, plate: string): Promise<string> {
  await buyHourlyTicket(page, plate);
  const card = page.getByRole('region', { name: /^Ticket \d+$/ });
  await expect(card).toBeVisible(SLOW);
  const heading = await card.getByRole('heading', { level: 2 }).textContent();
  return (heading ?? '').replace('Ticket ', '');
}

test('bought through Worldline: card, calendar file, kept on the phone, listed on the zone home, removed', async ({
  page,
  app,
}) => {
  await recordShifts(page);
  await app.gotoWithLang('/?z=RI-Z1');
  const ticketNumber = await buyHourlyTicketNumber(page, 'ri123ab');
  const card = page.getByRole('region', { name: `Ticket ${ticketNumber}` });

  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText(COUNTDOWN)).toBeVisible();
  await expect(card.getByRole('definition')).toHaveText([
    'RI123AB',
    'Zona 1, Rijeka',
    /^\d{2}\. \d{2}\. \d{4}\. \d{2}:\d{2}$/,
    /^\d{2}\. \d{2}\. \d{4}\. \d{2}:\d{2}$/,
  ]);
  await expectNoAxeViolations(page, 'the ticket card');

  // The calendar file: one event of the ticket's two hours, the summary address, an alarm.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Parking_${ticketNumber}.ics`);
  const ics = await readFile(await download.path(), 'utf8');
  const vevent = new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar file');
  const event = new ICAL.Event(vevent);
  expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(2 * 3_600_000);
  expect(event.summary).toBe('Parking: Zona 1, Rijeka, RI123AB');
  expect(vevent.getFirstPropertyValue('url')).toBe(page.url());
  expect(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT10M');

  const keep = card.getByRole('checkbox', { name: 'Keep this ticket on this phone' });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await expect(card.getByRole('status').filter({ hasText: 'kept on this phone' })).toBeVisible();
  await expectNoAxeViolations(page, 'the card with the ticket kept');
  // The browser's own checkbox: its whole label is the target.
  expect(await smallTouchTargets(page)).toEqual([]);

  const leftSummary = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: 'Home page' }).click();
  await expect(page).toHaveURL(/\/\?z=RI-Z1$/);
  const list = page.getByRole('region', { name: 'Your tickets' });
  await expect(list).toBeVisible(SLOW);
  const item = list.getByRole('listitem').filter({ hasText: `Ticket ${ticketNumber}` });
  await expect(item.getByText('Active')).toBeVisible();
  await expect(item.getByText(COUNTDOWN)).toBeVisible();
  // The zone home filling in under the phone's screen (the tiles, then the list) pushed nothing that
  // was on it: the company footer waits below the fold.
  await expect(page.getByRole('contentinfo', { name: 'Company details' })).toContainText(
    'Rijeka plus d.o.o.',
  );
  const shifts = await shiftsSince(page, leftSummary);
  expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.001);
  await expectNoAxeViolations(page, 'Your tickets on the zone home');

  // Its invoice, kept on the phone with the ticket, downloads under the contract's name.
  const invoice = page.waitForEvent('download');
  await item.getByRole('button', { name: `Download invoice, ticket ${ticketNumber}` }).click();
  const pdf = await invoice;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^Ticket_${ticketNumber}_[A-Za-z0-9]{6}\\.pdf$`));
  expect((await readFile(await pdf.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Still there after a reload, stored on the phone; then removed.
  await page.reload();
  await expect(item).toBeVisible(SLOW);
  await item.getByRole('button', { name: `Remove ticket ${ticketNumber}` }).click();
  await expect(list).toHaveCount(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), KEPT_TICKETS_KEY)).toBeNull();
  await expect(page.getByRole('link', { name: /Hourly ticket/ })).toBeVisible();
});

test('the zone home with a kept ticket holds still as it fills in, its company footer too', async ({
  page,
  app,
}) => {
  await keepTicketOnPhone(page);
  await recordShifts(page);
  await app.gotoWithLang('/?z=RI-Z1');
  const list = page.getByRole('region', { name: 'Your tickets' });
  await expect(list.getByRole('button', { name: 'Remove ticket 4242' })).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: /Parking fine/ })).toBeVisible();
  const footer = page.getByRole('contentinfo', { name: 'Company details' });
  await expect(footer).toContainText('Rijeka plus d.o.o.');
  // The list comes under the tiles once they are final, and the footer's details after its
  // skeleton: neither moves what the phone's screen shows (the footer starts below the fold).
  await expectHeldStill(page);
  await expect(footer).not.toBeInViewport();
});

test('the welcome page with a kept ticket holds still as its list comes; without one its footer is on the screen', async ({
  page,
  app,
}) => {
  await recordShifts(page);
  await app.gotoWithLang('/welcome');
  const footer = page.getByRole('contentinfo', { name: 'Contact and language' });
  // A first visit: the language picker at the foot of the first screen, where a tourist looks.
  await expect(footer.getByRole('combobox')).toBeInViewport(SLOW);

  await keepTicketOnPhone(page);
  await page.reload();
  const list = page.getByRole('region', { name: 'Your tickets' });
  await expect(list.getByRole('button', { name: 'Remove ticket 4242' })).toBeVisible(SLOW);
  // The list's room is kept from the first paint: the footer starts below the fold, and the
  // list drawn after the takeover moves nothing the phone's screen shows.
  await expectHeldStill(page);
  await expect(footer).not.toBeInViewport();
});

test('the welcome page holds still when the start prunes a ticket past its 7 days', async ({ page, app }) => {
  await keepTicketOnPhone(page, 'ZG1234AB', Date.now() - 8 * 24 * 3_600_000);
  await recordShifts(page);
  await app.gotoWithLang('/welcome');
  await expect(page.getByRole('link', { name: 'Next' })).toBeVisible(SLOW);
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key), KEPT_TICKETS_KEY), SLOW)
    .toBeNull();
  // The room the guard kept for the list stays: the footer does not come back up on its own.
  await expectHeldStill(page);
});

test('Buy again from a kept ticket opens the ticket form with its plate, offered as a saved plate', async ({
  page,
  app,
}) => {
  await app.gotoWithLang('/?z=RI-Z1');
  const ticketNumber = await buyHourlyTicketNumber(page, 'zg42xy');
  await page.getByRole('checkbox', { name: 'Keep this ticket on this phone' }).check();

  // Elsewhere first: /welcome lists the kept ticket too.
  await page.goto('/welcome');
  const list = page.getByRole('region', { name: 'Your tickets' });
  await expect(list).toBeVisible(SLOW);
  await expectNoAxeViolations(page, 'Your tickets on /welcome');

  await list.getByRole('link', { name: `Buy again, ticket ${ticketNumber}` }).click();
  await expect(page).toHaveURL(/\/\?z=RI-Z1$/);
  await page.getByRole('link', { name: /Hourly ticket/ }).click();
  await expect(page.getByRole('textbox', { name: /Licence plate/ })).toHaveValue('ZG42XY', SLOW);
  // Scanned once the price is in: its arrival enables the button, whose colours then fade.
  await expect(
    page.getByRole('group', { name: 'Price and next step' }).getByText(/\d+,\d{2}\s€/),
  ).toBeVisible(SLOW);
  await expectNoAxeViolations(page, 'the ticket form after Buy again');

  // The kept ticket's plate is offered as a saved plate: a tap fills the field.
  const plateField = page.getByRole('textbox', { name: /Licence plate/ });
  await plateField.fill('');
  const saved = page.getByRole('group', { name: 'Saved plates' });
  await saved.getByRole('button', { name: 'Use plate ZG42XY' }).click();
  await expect(plateField).toHaveValue('ZG42XY');
  await expect(
    page.getByRole('group', { name: 'Price and next step' }).getByText(/\d+,\d{2}\s€/),
  ).toBeVisible(SLOW);
  await expectNoAxeViolations(page, 'the saved plates on the ticket form');
});

// What "Keep" says is what is stored, and nothing that names a plate
// outlives its ticket. The mock backend answers from a service worker that page.route cannot see:
// the invoice's request is held in the page itself (below), and offline it fails by itself.

/** How many invoices Cache Storage holds (0 when the cache is gone). */
function storedInvoices(page: Page): Promise<number> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return 0;
    return (await (await caches.open(name)).keys()).length;
  }, KEPT_INVOICES_CACHE);
}

/**
 * Holds the invoice's request until `window.__invoice.release()`, and counts the invoice PDFs the
 * app has read once their bytes arrived (`consumed`: counted a task later, after the app's own
 * next step).
 */
async function holdInvoiceDownloads(page: Page) {
  await page.addInitScript(() => {
    const state = { asked: 0, consumed: 0, release: () => {} };
    const gate = new Promise<void>((resolve) => {
      state.release = resolve;
    });
    (window as unknown as { __invoice: typeof state }).__invoice = state;
    const urls = new WeakMap<XMLHttpRequest, string>();
    type Method = (...args: unknown[]) => unknown;
    const original = (target: object, name: string) => Reflect.get(target, name) as Method;
    const open = original(XMLHttpRequest.prototype, 'open');
    const send = original(XMLHttpRequest.prototype, 'send');
    const arrayBuffer = original(Blob.prototype, 'arrayBuffer');
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      urls.set(this, String(args[1]));
      Reflect.apply(open, this, args);
    };
    XMLHttpRequest.prototype.send = function (
      this: XMLHttpRequest,
      body?: Document | XMLHttpRequestBodyInit | null,
    ) {
      if (!urls.get(this)?.includes('/vpa-ticket-invoice')) {
        Reflect.apply(send, this, [body]);
        return;
      }
      state.asked += 1;
      void gate.then(() => Reflect.apply(send, this, [body]));
    };
    Blob.prototype.arrayBuffer = function (this: Blob) {
      const read = Reflect.apply(arrayBuffer, this, []) as Promise<ArrayBuffer>;
      if (this.type === 'application/pdf') {
        void read.then(() => setTimeout(() => (state.consumed += 1), 0));
      }
      return read;
    };
  });
  const read = (key: 'asked' | 'consumed') =>
    page.evaluate((k) => (window as unknown as { __invoice: Record<string, number> }).__invoice[k], key);
  return {
    asked: () => read('asked'),
    consumed: () => read('consumed'),
    release: () =>
      page.evaluate(() => (window as unknown as { __invoice: { release: () => void } }).__invoice.release()),
  };
}

test('kept offline: the card says the invoice is not stored; back online, Your tickets stores it', async ({
  page,
  context,
  app,
}) => {
  await app.gotoWithLang('/?z=RI-Z1');
  const ticketNumber = await buyHourlyTicketNumber(page, 'ri123ab');
  const card = page.getByRole('region', { name: `Ticket ${ticketNumber}` });

  await context.setOffline(true);
  await card.getByRole('checkbox', { name: 'Keep this ticket on this phone' }).check();
  await expect(
    card.getByRole('status').filter({
      hasText:
        'The ticket is kept on this phone, but its invoice is not stored yet. It will be fetched when you are online and open “Your tickets”.',
    }),
  ).toBeVisible();
  expect(await storedInvoices(page)).toBe(0);
  await expectNoAxeViolations(page, 'the card kept without its invoice');

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Home page' }).click();
  const list = page.getByRole('region', { name: 'Your tickets' });
  await expect(list.getByRole('listitem').filter({ hasText: `Ticket ${ticketNumber}` })).toBeVisible(SLOW);
  await expect.poll(() => storedInvoices(page), SLOW).toBe(1);
});

test('removed while its invoice is still downloading: nothing is left in Cache Storage', async ({
  page,
  app,
}) => {
  const invoice = await holdInvoiceDownloads(page);
  await app.gotoWithLang('/?z=RI-Z1');
  const ticketNumber = await buyHourlyTicketNumber(page, 'zg42xy');
  await page.getByRole('checkbox', { name: 'Keep this ticket on this phone' }).check();
  await expect.poll(invoice.asked, SLOW).toBe(1);

  await page.getByRole('link', { name: 'Home page' }).click();
  const item = page
    .getByRole('region', { name: 'Your tickets' })
    .getByRole('listitem')
    .filter({ hasText: `Ticket ${ticketNumber}` });
  await item.getByRole('button', { name: `Remove ticket ${ticketNumber}` }).click();
  await expect(page.getByRole('region', { name: 'Your tickets' })).toHaveCount(0);

  // The download finishes after the ticket is gone: its PDF (with the plate) must not stay.
  await invoice.release();
  await expect.poll(invoice.consumed, SLOW).toBeGreaterThanOrEqual(1);
  expect(await storedInvoices(page)).toBe(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), KEPT_TICKETS_KEY)).toBeNull();
});

test('storage that refuses the ticket: the card says it is not kept', async ({ page, app }) => {
  await app.gotoWithLang('/?z=RI-Z1');
  const ticketNumber = await buyHourlyTicketNumber(page, 'ri456cd');
  await page.evaluate((refused) => {
    const setItem = Reflect.get(Storage.prototype, 'setItem') as (...args: unknown[]) => unknown;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key === refused) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      Reflect.apply(setItem, this, [key, value]);
    };
  }, KEPT_TICKETS_KEY);
  const card = page.getByRole('region', { name: `Ticket ${ticketNumber}` });
  const keep = card.getByRole('checkbox', { name: 'Keep this ticket on this phone' });
  await keep.click();
  await expect(
    card.getByRole('status').filter({
      hasText:
        'The ticket could not be kept: this browser does not let the site store data, or its storage is full.',
    }),
  ).toBeVisible();
  await expect(keep).not.toBeChecked();
  await expectNoAxeViolations(page, 'the card whose ticket was not kept');
});

test('at start, a ticket past its 7 days and every invoice without a ticket leave the phone', async ({
  page,
  app,
}) => {
  await app.gotoWithLang('/privacypolicy');
  const ended = new Date(Date.now() - 8 * 24 * 3_600_000).toISOString();
  const ticket = {
    key: 'ticket-1',
    ticketNumber: '1',
    zoneCode: 'RI-Z1',
    zoneName: 'Zona 1',
    city: 'RIJEKA',
    plate: 'RI123AB',
    start: ended,
    end: ended,
    invoiceId: 1,
  };
  const stored = {
    [KEPT_TICKETS_KEY]: keptTicketsJson([ticket]),
    [SAVED_PLATES_HIDDEN_KEY]: JSON.stringify({ version: 1, tickets: ['ticket-1'] }),
  };
  await page.evaluate(
    async ({ name, stored }) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      const cache = await caches.open(name);
      for (const id of [1, 2]) await cache.put(`/__vpa-kept-invoices/${id}.pdf`, new Response('%PDF-1.4'));
    },
    { name: KEPT_INVOICES_CACHE, stored },
  );

  // A page without "Your tickets": the start of the app prunes, after the first screen.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  await expect.poll(() => page.evaluate((name) => caches.has(name), KEPT_INVOICES_CACHE), SLOW).toBe(false);
  expect(
    await page.evaluate(
      (keys) => keys.map((key) => window.localStorage.getItem(key)),
      [KEPT_TICKETS_KEY, SAVED_PLATES_HIDDEN_KEY],
    ),
  ).toEqual([null, null]);
});
