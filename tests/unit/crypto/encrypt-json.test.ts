import { encryptJson, decryptJson } from '../../../src/shared/crypto/encrypt-json';
import { forgetDeviceKey, getDeviceKey } from '../../../src/shared/crypto/device-key';
import { base64ToBytes, bytesToBase64 } from '../../../src/shared/crypto/base64';

const record = { name: 'Ada Lovelace', email: 'ada@example.org', answers: [1, 2, 3], nested: { ok: true } };

afterEach(async () => {
  await forgetDeviceKey();
});

describe('encryptJson / decryptJson', () => {
  it('round-trips JSON values', async () => {
    const envelope = await encryptJson(record);
    expect(envelope.v).toBe(1);
    await expect(decryptJson(envelope)).resolves.toEqual(record);
    await expect(decryptJson(await encryptJson('plain string'))).resolves.toBe('plain string');
    await expect(decryptJson(await encryptJson(null))).resolves.toBeNull();
  });

  it('uses a fresh 12-byte IV every time', async () => {
    const first = await encryptJson(record);
    const second = await encryptJson(record);
    expect(base64ToBytes(first.iv)).toHaveLength(12);
    expect(first.iv).not.toBe(second.iv);
    expect(first.data).not.toBe(second.data);
  });

  it('leaves no plaintext in the ciphertext', async () => {
    const envelope = await encryptJson(record);
    const serialized = JSON.stringify(envelope);
    const decoded = new TextDecoder().decode(base64ToBytes(envelope.data));
    for (const secret of ['Ada', 'Lovelace', 'ada@example.org', 'answers']) {
      expect(serialized).not.toContain(secret);
      expect(decoded).not.toContain(secret);
    }
  });

  it('rejects a tampered ciphertext or IV', async () => {
    const envelope = await encryptJson(record);
    const bytes = base64ToBytes(envelope.data);
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    await expect(decryptJson({ ...envelope, data: bytesToBase64(bytes) })).rejects.toThrow();
    const iv = base64ToBytes(envelope.iv);
    iv[0] = (iv[0] ?? 0) ^ 0x01;
    await expect(decryptJson({ ...envelope, iv: bytesToBase64(iv) })).rejects.toThrow();
  });

  it('rejects a malformed envelope', async () => {
    await expect(decryptJson({ v: 2, iv: 'x', data: 'y' } as never)).rejects.toThrow();
  });

  it('cannot decrypt after the device key was forgotten', async () => {
    const envelope = await encryptJson(record);
    await forgetDeviceKey();
    await expect(decryptJson(envelope)).rejects.toMatchObject({ name: 'OperationError' });
  });
});

describe('device key', () => {
  it('is AES-GCM 256 and not extractable', async () => {
    const key = await getDeviceKey();
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect([...key.usages].sort()).toEqual(['decrypt', 'encrypt']);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('is generated once and then read back from IndexedDB', async () => {
    const envelope = await encryptJson(record);
    const again = await getDeviceKey();
    await expect(decryptJson(envelope, again)).resolves.toEqual(record);
  });

  it('ends up as ONE key when several contexts ask at the same time', async () => {
    const keys = await Promise.all([getDeviceKey(), getDeviceKey(), getDeviceKey()]);
    const envelope = await encryptJson(record, keys[0]);
    for (const key of keys) await expect(decryptJson(envelope, key)).resolves.toEqual(record);
    await expect(decryptJson(envelope)).resolves.toEqual(record);
  });

  it('is a new key after forgetDeviceKey()', async () => {
    const envelope = await encryptJson(record);
    await forgetDeviceKey();
    const fresh = await getDeviceKey();
    await expect(decryptJson(envelope, fresh)).rejects.toThrow();
  });
});
