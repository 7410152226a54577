// A Cache Storage stand-in for jsdom (which has none): enough for the kept invoices.

class FakeCache {
  private readonly entries = new Map<string, Response>();
  put(url: string, response: Response): Promise<void> {
    this.entries.set(url, response);
    return Promise.resolve();
  }
  match(url: string): Promise<Response | undefined> {
    return Promise.resolve(this.entries.get(url)?.clone());
  }
  delete(url: string): Promise<boolean> {
    return Promise.resolve(this.entries.delete(url));
  }
  get size(): number {
    return this.entries.size;
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
  };
  vi.stubGlobal('caches', storage);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return stores;
}
