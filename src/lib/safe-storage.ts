// Storage that never throws: private modes, full quotas and disabled storage degrade to memory.
type StorageKind = 'session' | 'local';

function area(kind: StorageKind): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageKind, key: string, value: string | null): void {
  try {
    const storage = area(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Nothing to do: the value lives in memory for this page.
  }
}

/** Parses stored JSON; anything unreadable is treated as absent. */
export function readJson(kind: StorageKind, key: string): unknown {
  const raw = readItem(kind, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
