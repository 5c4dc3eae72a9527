export const DELIVERY_LOCK = 'outbox-delivery';

export type LockResult<T> = { ran: true; value: T } | { ran: false };

export interface LockOptions {
  /** Wait for the lock instead of giving up when another context holds it. */
  wait?: boolean;
}

interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

function webLocks(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks;
}

// Fallback without Web Locks: it only guards this context, which is all we can do there.
let held: Promise<unknown> | null = null;

async function withLocalMutex<T>(run: () => Promise<T>, wait: boolean): Promise<LockResult<T>> {
  while (held) {
    if (!wait) return { ran: false };
    await held.catch(() => undefined);
  }
  const current = run();
  held = current;
  try {
    return { ran: true, value: await current };
  } finally {
    if (held === current) held = null;
  }
}

/**
 * Runs `run` while holding the 'outbox-delivery' Web Lock, shared by every tab and the service
 * worker of the origin, so two contexts never deliver at once (which would send an entry twice
 * in parallel). By default it does not queue: whoever holds the lock is already draining.
 */
export async function withDeliveryLock<T>(
  run: () => Promise<T>,
  options: LockOptions = {},
): Promise<LockResult<T>> {
  const locks = webLocks();
  if (!locks) return withLocalMutex(run, options.wait ?? false);
  return locks.request(
    DELIVERY_LOCK,
    { ifAvailable: !options.wait },
    async (lock): Promise<LockResult<T>> => {
      if (!lock) return { ran: false };
      return { ran: true, value: await run() };
    },
  );
}
