import { DELIVERY_LOCK, withDeliveryLock } from '../../../src/shared/outbox/with-delivery-lock';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('withDeliveryLock without Web Locks (in-process mutex)', () => {
  it('runs one drain at a time and skips a second one by default', async () => {
    const gate = deferred();
    const first = withDeliveryLock(async () => {
      await gate.promise;
      return 'first';
    });
    await expect(withDeliveryLock(async () => 'second')).resolves.toEqual({ ran: false });
    gate.resolve();
    await expect(first).resolves.toEqual({ ran: true, value: 'first' });
    await expect(withDeliveryLock(async () => 'third')).resolves.toEqual({ ran: true, value: 'third' });
  });

  it('queues when asked to wait, and releases the lock after a failure', async () => {
    const gate = deferred();
    const order: string[] = [];
    const first = withDeliveryLock(async () => {
      await gate.promise;
      order.push('first');
      throw new Error('boom');
    });
    const second = withDeliveryLock(async () => order.push('second'), { wait: true });
    gate.resolve();
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toMatchObject({ ran: true });
    expect(order).toEqual(['first', 'second']);
  });
});

describe('withDeliveryLock with Web Locks', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'navigator', original);
    else delete (globalThis as { navigator?: unknown }).navigator;
  });

  function installLocks(available: boolean) {
    const request = jest.fn(
      async (
        _name: string,
        _options: { ifAvailable?: boolean },
        callback: (lock: unknown) => Promise<unknown>,
      ) => callback(available ? { name: DELIVERY_LOCK } : null),
    );
    Object.defineProperty(globalThis, 'navigator', { value: { locks: { request } }, configurable: true });
    return request;
  }

  it("asks for the 'outbox-delivery' lock if available", async () => {
    const request = installLocks(true);
    await expect(withDeliveryLock(async () => 42)).resolves.toEqual({ ran: true, value: 42 });
    expect(request).toHaveBeenCalledWith('outbox-delivery', { ifAvailable: true }, expect.any(Function));
  });

  it('does not run when another context holds it', async () => {
    installLocks(false);
    const run = jest.fn(async () => 1);
    await expect(withDeliveryLock(run)).resolves.toEqual({ ran: false });
    expect(run).not.toHaveBeenCalled();
  });

  it('waits for it when asked to (the service worker)', async () => {
    const request = installLocks(true);
    await withDeliveryLock(async () => 1, { wait: true });
    expect(request).toHaveBeenCalledWith('outbox-delivery', { ifAvailable: false }, expect.any(Function));
  });
});
