import { decryptJson, encryptJson } from '../../../src/shared/crypto/encrypt-json';
import { forgetDeviceKey, getDeviceKey } from '../../../src/shared/crypto/device-key';

// The page environment (jsdom + fake-indexeddb): the CryptoKey must survive IndexedDB's structured clone.
describe('device key in the page environment', () => {
  afterEach(() => forgetDeviceKey());

  it('stores a usable, non-extractable key and round-trips data', async () => {
    const key = await getDeviceKey();
    expect(key.extractable).toBe(false);
    const envelope = await encryptJson({ email: 'a@b.org' });
    await expect(decryptJson(envelope)).resolves.toEqual({ email: 'a@b.org' });
  });
});
