import { forgetEverythingKept, keepTicket, removeKeptTicket } from '@/pocket/kept-tickets';
import { pruneAtStart } from '@/pocket/prune-at-start';
import { PURCHASE_KEY, rememberPurchase } from '@/pocket/purchase-context';
import { keptTicket } from './fixtures';

// "Remove all" in one tab forgets this phone's tickets, and the purchases every other open tab
// holds in its own sessionStorage (plate included) too. jsdom has one window: the localStorage
// writes of "the other tab" are recorded and delivered as the browser delivers them to the rest,
// as `storage` events.

/** Runs `act` as another tab would, and returns the `storage` events its writes send to this one. */
async function inAnotherTab(act: () => unknown): Promise<StorageEvent[]> {
  const events: StorageEvent[] = [];
  const { setItem, removeItem } = Object.getOwnPropertyDescriptors(Storage.prototype);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (this === localStorage) events.push(new StorageEvent('storage', { key, newValue: value }));
    Reflect.apply(setItem.value as Storage['setItem'], this, [key, value]);
  });
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key) {
    if (this === localStorage) events.push(new StorageEvent('storage', { key, newValue: null }));
    Reflect.apply(removeItem.value as Storage['removeItem'], this, [key]);
  });
  await act();
  vi.restoreAllMocks();
  return events;
}

const HOUR = 3_600_000;
const thisTabsPurchase = () =>
  rememberPurchase(
    {
      zoneCode: 'RI-Z1',
      zoneName: 'Zona 1',
      city: 'RIJEKA',
      plate: 'ZG42XY',
      start: new Date().toISOString(),
      end: new Date(Date.now() + HOUR).toISOString(),
    },
    { gateway: 'TY', orderId: 'vpa1.a' },
  );

it('"Remove all" in another tab forgets this tab’s purchases, and leaves nothing behind itself', async () => {
  keepTicket(keptTicket('1001', HOUR));
  const events = await inAnotherTab(() => forgetEverythingKept());
  expect({ ...localStorage }).toEqual({});

  // This tab, started as any tab starts, holds a purchase with its plate.
  thisTabsPurchase();
  await pruneAtStart();
  expect(sessionStorage.getItem(PURCHASE_KEY)).not.toBeNull();

  for (const event of events) window.dispatchEvent(event);
  expect(sessionStorage.getItem(PURCHASE_KEY)).toBeNull();
});

it('removing one ticket in another tab leaves this tab’s purchases alone', async () => {
  keepTicket(keptTicket('1001', HOUR));
  const events = await inAnotherTab(() => removeKeptTicket('ticket-1001'));
  thisTabsPurchase();
  await pruneAtStart();
  for (const event of events) window.dispatchEvent(event);
  expect(sessionStorage.getItem(PURCHASE_KEY)).not.toBeNull();
});
