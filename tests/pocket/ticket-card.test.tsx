import { screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import type * as Download from '@/lib/download';
import { PURCHASE_KEY } from '@/pocket/purchase-context';
import { renderRoute } from '../render';
import { atDayAfterT1000, rememberPurchaseOfT1000 } from './fixtures';

const saveFileSpy = vi.hoisted(() => vi.fn((_blob: Blob, _name: string) => Promise.resolve()));
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  saveFile: saveFileSpy,
}));
afterEach(() => saveFileSpy.mockClear());
beforeEach(atDayAfterT1000);

async function findCard() {
  // The first render of the file compiles the summary's chunk: generous on a busy machine.
  return screen.findByRole('region', { name: 'Ticket 1000' }, { timeout: 30_000 });
}

describe('the ticket card on /summary?ticket=', () => {
  it('shows plate, zone and city, start and end in Zagreb time from this tab’s purchase', async () => {
    rememberPurchaseOfT1000();
    await renderRoute('/summary?ticket=T-1000', { session: { zoneCode: 'RI-Z1' } });
    const card = await findCard();
    expect(within(card).getByRole('heading', { level: 2, name: 'Ticket 1000' })).toBeInTheDocument();
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, i) => [term, values[i]]))).toEqual({
      'Licence plate': 'RI1000AA',
      Zone: 'Zona 1, Rijeka',
      Start: '15. 06. 2026. 14:30',
      End: '15. 06. 2026. 16:30',
    });
    // The seeded ticket ended long ago.
    expect(within(card).getByText('Expired')).toBeInTheDocument();
  });

  it('opened in another browser, shows only what the summary carries', async () => {
    await renderRoute('/summary?ticket=T-1000');
    const card = await findCard();
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['End']);
    expect(within(card).getByText('15. 06. 2026. 16:30')).toBeInTheDocument();
  });

  it('ignores a purchase of this tab that is another ticket, and stored garbage', async () => {
    rememberPurchaseOfT1000({ end: '2026-06-16T10:00:00Z' });
    const view = await renderRoute('/summary?ticket=T-1000');
    expect(within(await findCard()).queryByText('RI1000AA')).not.toBeInTheDocument();
    view.unmount();

    sessionStorage.setItem(PURCHASE_KEY, '{"zoneCode": 7, "plate": [');
    await renderRoute('/summary?ticket=T-1000');
    expect(within(await findCard()).getAllByRole('term')).toHaveLength(1);
  });
});

describe('Add to calendar', () => {
  it('saves Parking_{number}.ics: the ticket from start to end, zone and plate, the summary address', async () => {
    rememberPurchaseOfT1000();
    const { user } = await renderRoute('/summary?ticket=T-1000');
    await user.click(await within(await findCard()).findByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saveFileSpy).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFileSpy.mock.calls[0];
    expect(name).toBe('Parking_1000.ics');
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    const text = new TextDecoder().decode(await blob.arrayBuffer());
    const vevent = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-06-15T12:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-06-15T14:30:00.000Z');
    expect(event.summary).toBe('Parking: Zona 1, Rijeka, RI1000AA');
    expect(vevent.getFirstPropertyValue('url')).toBe(`${window.location.origin}/summary?ticket=T-1000`);
  });

  it('says so when the browser refuses to save the file', async () => {
    rememberPurchaseOfT1000();
    saveFileSpy.mockRejectedValueOnce(new Error('refused'));
    const { user } = await renderRoute('/summary?ticket=T-1000');
    await user.click(await within(await findCard()).findByRole('button', { name: 'Add to calendar' }));
    const said = await within(await findCard()).findByText(
      'The calendar file could not be saved. Try again.',
      {},
      { timeout: 30_000 },
    );
    expect(said).toHaveAttribute('role', 'status');
  });

  it('is not offered when the start is unknown (another browser)', async () => {
    await renderRoute('/summary?ticket=T-1000');
    await findCard();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });
});

describe('Share', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    vi.restoreAllMocks();
  });

  it('uses the Web Share API with title, zone, plate, end time and the summary address', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    rememberPurchaseOfT1000();
    const { user } = await renderRoute('/summary?ticket=T-1000');
    await user.click(await within(await findCard()).findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0][0]).toEqual({
      title: 'Parking ticket 1000',
      text: 'Parking in Zona 1, Rijeka, plate RI1000AA, valid until 15. 06. 2026. 16:30.',
      url: `${window.location.origin}/summary?ticket=T-1000`,
    });
  });

  it('without the Web Share API, copies the address and says "Link copied"', async () => {
    const { user } = await renderRoute('/summary?ticket=T-1000');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await within(await findCard()).findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/summary?ticket=T-1000`);
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/summary?ticket=T-1000`,
    );
  });
});
