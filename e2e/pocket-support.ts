// What the pocket journeys share (decision 017): a ticket kept on the phone as the app stores it,
// a Worldline purchase through the mock build's stand-in gateway, and the layout shifts recorded
// while a page fills in (decision 041: the welcome pages' checks use them too).
import { expect, type Page } from '@playwright/test';
import { keptTicketsJson } from '../src/pocket/kept-tickets';
import { KEPT_TICKETS_KEY } from '../src/pocket/kept-tickets-key';

const SLOW = { timeout: 20_000 };
const HOUR = 3_600_000;

/** A ticket kept on this phone (by default ending in an hour, so that "Your tickets" lists it), before the page runs. */
export async function keepTicketOnPhone(page: Page, plate = 'ZG1234AB', end = Date.now() + HOUR) {
  const kept = keptTicketsJson([
    {
      key: 'ticket-4242',
      ticketNumber: '4242',
      zoneCode: 'RI-Z1',
      zoneName: 'Zona 1',
      city: 'RIJEKA',
      plate,
      start: new Date(end - 2 * HOUR).toISOString(),
      end: new Date(end).toISOString(),
      invoiceId: 9000,
    },
  ]);
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [KEPT_TICKETS_KEY, kept],
  );
}

/**
 * From the zone home: Hourly ticket (`hours` h) -> plate -> Continue -> Confirm -> Pay -> Approve at
 * the Worldline stand-in, until the summary's address.
 */
export async function buyHourlyTicket(page: Page, plate: string, hours = 2): Promise<void> {
  await page.getByRole('link', { name: /Hourly ticket/ }).click();
  const plateField = page.getByRole('textbox', { name: /Licence plate/ });
  await expect(plateField).toBeEnabled(SLOW);
  if (hours !== 1)
    await page.getByRole('combobox', { name: /Duration/ }).selectOption({ label: `${hours}h` });
  await plateField.pressSequentially(plate);
  const bar = page.getByRole('group', { name: 'Price and next step' });
  await expect(bar.getByText(/\d+,\d{2}\s€/)).toBeVisible(SLOW);
  await bar.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeEnabled(SLOW);
  await confirm.click();
  await page.getByRole('dialog', { name: 'Important message' }).getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/mock-gateway\/worldline\?/, SLOW);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/summary\?ticket=T-\d+$/, SLOW);
}

type Shift = { at: number; value: number; moved: string[] };

/** From each page's start on, its layout shifts that no input caused, with what moved (kept in `window`). */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { vpaShifts: Shift[] }).vpaShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        if (shift.hadRecentInput) continue;
        const moved = (shift.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          return `${element?.outerHTML.slice(0, 60) ?? '?'} (${from.x},${from.y}) -> (${to.x},${to.y})`;
        });
        shifts.push({ at: entry.startTime, value: shift.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts recorded (recordShifts) since `since` (the page's clock), once the page has
 * drawn two more frames (a shift is reported after its frame): their sum, and what moved.
 */
export async function shiftsSince(page: Page, since = 0): Promise<{ total: number; moved: string[] }> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await page.evaluate(
    (after) => (window as unknown as { vpaShifts: Shift[] }).vpaShifts.filter((shift) => shift.at >= after),
    since,
  );
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.flatMap((shift) => shift.moved.map((what) => `${shift.value.toFixed(4)} ${what}`)),
  };
}

/**
 * Once the web fonts are in (their arrival is part of what the page does): the layout shifts no
 * input caused since `since` sum to under 0.001; the message names what moved.
 */
export async function expectHeldStill(page: Page, since = 0): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const shifts = await shiftsSince(page, since);
  expect(shifts.total, shifts.moved.join('\n')).toBeLessThan(0.001);
}
