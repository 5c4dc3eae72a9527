import { requestPersistentStorage } from '../../../src/lib/storage-persistence';
import { askServiceWorkerToWarmStudy } from '../../../src/lib/study-warmup';

const manager = (persisted: boolean, persist: () => Promise<boolean>) =>
  ({ persisted: async () => persisted, persist: jest.fn(persist) }) as unknown as StorageManager & {
    persist: jest.Mock;
  };

describe('requestPersistentStorage', () => {
  it('answers true without asking again when already persisted', async () => {
    const m = manager(true, async () => false);
    await expect(requestPersistentStorage(m)).resolves.toBe(true);
    expect(m.persist).not.toHaveBeenCalled();
  });

  it("answers the browser's decision otherwise, and false when asking throws", async () => {
    await expect(requestPersistentStorage(manager(false, async () => true))).resolves.toBe(true);
    await expect(requestPersistentStorage(manager(false, async () => false))).resolves.toBe(false);
    await expect(
      requestPersistentStorage(manager(false, () => Promise.reject(new Error('denied')))),
    ).resolves.toBe(false);
  });

  it('answers null where the browser has no such API (nothing refused, nothing to warn about)', async () => {
    await expect(requestPersistentStorage(undefined)).resolves.toBeNull();
    await expect(requestPersistentStorage({} as StorageManager)).resolves.toBeNull();
  });
});

describe('askServiceWorkerToWarmStudy', () => {
  it('posts the WARM_STUDY message to the active worker once it is ready', async () => {
    const postMessage = jest.fn();
    const container = {
      ready: Promise.resolve({ active: { postMessage } }),
    } as unknown as ServiceWorkerContainer;
    await expect(askServiceWorkerToWarmStudy('/asthma-study', 'es', container)).resolves.toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ type: 'WARM_STUDY', path: '/asthma-study', language: 'es' });
  });

  it('does nothing without service workers', async () => {
    await expect(askServiceWorkerToWarmStudy('/asthma-study', 'en', undefined)).resolves.toBe(false);
  });
});
