/**
 * Asks the browser to keep this site's storage (navigator.storage.persist()), so the outbox and
 * the drafts are not evicted when the device runs low on space. Answers true when granted (now or
 * before), false when refused, null when the browser has no such API (nothing to warn about:
 * refusal is what the person is told about).
 */
export async function requestPersistentStorage(
  storageManager: StorageManager | undefined = globalThis.navigator?.storage,
): Promise<boolean | null> {
  if (!storageManager || typeof storageManager.persist !== 'function') return null;
  try {
    if (typeof storageManager.persisted === 'function' && (await storageManager.persisted())) return true;
    return await storageManager.persist();
  } catch {
    return false;
  }
}
