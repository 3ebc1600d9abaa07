/** The browser's storage where settings block it: the flows still work, only without memory. */

export type StorageKind = 'localStorage' | 'sessionStorage';

export function storage(kind: StorageKind): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

export function read(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value; a full or blocked storage just does not remember it. */
export function write(kind: StorageKind, key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Not remembered; nothing else changes.
  }
}
