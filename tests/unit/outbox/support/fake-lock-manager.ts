/**
 * navigator.locks for one lock name, with the browser's semantics the outbox relies on: one
 * holder at a time, `ifAvailable` gives the callback null when held, otherwise requests queue in
 * order; the lock is released when the callback's promise settles (a page that dies rejects it).
 * It counts holders so a test can assert mutual exclusion.
 */
export interface FakeLockManager {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
  /** The most holders ever seen at once (must stay 1). */
  maxHolders(): number;
}

export function createFakeLockManager(): FakeLockManager {
  let holders = 0;
  let max = 0;
  let held = false;
  const queue: Array<() => void> = [];

  async function hold<T>(callback: (lock: unknown) => Promise<T>): Promise<T> {
    held = true;
    holders += 1;
    max = Math.max(max, holders);
    try {
      return await callback({ name: 'outbox-delivery', mode: 'exclusive' });
    } finally {
      holders -= 1;
      const next = queue.shift();
      if (next) next();
      else held = false;
    }
  }

  return {
    async request(_name, options, callback) {
      if (!held) return hold(callback);
      if (options.ifAvailable) return callback(null);
      // Handed over directly by the releasing holder: nobody can slip in between.
      await new Promise<void>((resolve) => queue.push(resolve));
      return hold(callback);
    },
    maxHolders: () => max,
  };
}
