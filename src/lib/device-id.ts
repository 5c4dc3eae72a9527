/**
 * A random per-device id sent as X-Device-Id. It identifies the install, not a person, so it is
 * kept in plain localStorage. When storage is unavailable (private mode, disabled) it lives in memory.
 */
export const DEVICE_ID_KEY = 'trial-app.device-id';

let memoryId: string | null = null;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Accessing localStorage throws when cookies/storage are blocked.
  }
}

export function getDeviceId(): string {
  const storage = safeStorage();
  try {
    const stored = storage?.getItem(DEVICE_ID_KEY);
    if (stored && /^[A-Za-z0-9-]{16,64}$/.test(stored)) return stored;
  } catch {
    // fall through to a fresh id
  }
  const id = memoryId ?? randomId();
  memoryId = id;
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // quota or blocked storage: the in-memory id still works for this session
  }
  return id;
}

/** Test hook: forget the in-memory id. */
export function resetDeviceIdForTests(): void {
  memoryId = null;
}
