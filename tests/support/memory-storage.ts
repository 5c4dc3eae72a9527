import type { PersistStorage } from '../../src/lib/storage';

/** A plain in-memory redux-persist storage (encryption is covered by tests/unit/lib/storage). */
export function memoryStorage(
  initial: Record<string, unknown> = {},
): PersistStorage & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>(Object.entries(initial));
  return {
    map,
    getItem: async (key) => map.get(key) ?? null,
    setItem: async (key, value) => {
      map.set(key, value);
    },
    removeItem: async (key) => {
      map.delete(key);
    },
  };
}
