// A Cache Storage stand-in for jsdom (which has none): enough for the kept invoices.

type Key = string | Request;
const urlOf = (key: Key) => (typeof key === 'string' ? key : key.url);

class FakeCache {
  private readonly entries = new Map<string, Response>();
  put(key: Key, response: Response): Promise<void> {
    this.entries.set(urlOf(key), response);
    return Promise.resolve();
  }
  match(key: Key): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(urlOf(key))?.clone());
  }
  delete(key: Key): Promise<boolean> {
    return Promise.resolve(this.entries.delete(urlOf(key)));
  }
  keys(): Promise<Request[]> {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
  get size(): number {
    return this.entries.size;
  }
  /** The invoice ids stored, from the entries' addresses. */
  get invoiceIds(): number[] {
    return [...this.entries.keys()].map((url) => Number(/(\d+)\.pdf$/.exec(url)?.[1])).sort((a, b) => a - b);
  }
}

export function installFakeCacheStorage() {
  const stores = new Map<string, FakeCache>();
  const storage = {
    open(name: string) {
      const cache = stores.get(name) ?? new FakeCache();
      stores.set(name, cache);
      return Promise.resolve(cache);
    },
    delete: (name: string) => Promise.resolve(stores.delete(name)),
    has: (name: string) => Promise.resolve(stores.has(name)),
    keys: () => Promise.resolve([...stores.keys()]),
  };
  vi.stubGlobal('caches', storage);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return stores;
}

/** Puts a PDF for each invoice id into the kept invoices' cache, as a download would have. */
export async function storeInvoicesDirectly(cacheName: string, ids: readonly number[]) {
  const cache = await caches.open(cacheName);
  for (const id of ids) {
    await cache.put(
      new URL(`/__vpa-kept-invoices/${id}.pdf`, window.location.origin).href,
      new Response('%PDF-1.4 test', { headers: { 'Content-Type': 'application/pdf' } }),
    );
  }
}
