import { DEVICE_ID_KEY, getDeviceId, resetDeviceIdForTests } from '../../../src/lib/device-id';

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value);
  }
}

describe('device id', () => {
  afterEach(() => {
    resetDeviceIdForTests();
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('creates a random id once and keeps it in localStorage', () => {
    const storage = new MemoryStorage();
    Object.assign(globalThis, { localStorage: storage });
    const first = getDeviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(first);
    resetDeviceIdForTests();
    expect(getDeviceId()).toBe(first);
  });

  it('differs between devices', () => {
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
    const a = getDeviceId();
    resetDeviceIdForTests();
    Object.assign(globalThis, { localStorage: new MemoryStorage() });
    expect(getDeviceId()).not.toBe(a);
  });

  it('falls back to a stable in-memory id when storage throws', () => {
    Object.assign(globalThis, {
      localStorage: {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('blocked');
        },
      },
    });
    const id = getDeviceId();
    expect(getDeviceId()).toBe(id);
  });

  it('replaces a tampered stored value', () => {
    const storage = new MemoryStorage();
    storage.setItem(DEVICE_ID_KEY, '<script>');
    Object.assign(globalThis, { localStorage: storage });
    expect(getDeviceId()).not.toBe('<script>');
  });
});
