import * as z from 'zod/mini';
import { base64ToBytes, bytesToBase64 } from './base64';
import { getDeviceKey } from './device-key';
import { lazySchema } from '../lazy-schema';

/** What personal data looks like at rest: AES-GCM ciphertext (with its tag) and its IV. */
export const encryptedEnvelopeSchema = lazySchema(() =>
  z.strictObject({
    v: z.literal(1),
    iv: z.string().check(z.minLength(1)),
    data: z.string().check(z.minLength(1)),
  }),
);

export type EncryptedEnvelope = z.infer<typeof encryptedEnvelopeSchema>;

const IV_BYTES = 12; // the AES-GCM recommended nonce size

/** Encrypts `value` as JSON with a fresh random IV (an IV must never repeat under one key). */
export async function encryptJson(value: unknown, key?: CryptoKey): Promise<EncryptedEnvelope> {
  const useKey = key ?? (await getDeviceKey());
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(value ?? null));
  const cipher = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, useKey, plain);
  return { v: 1, iv: bytesToBase64(iv), data: bytesToBase64(new Uint8Array(cipher)) };
}

/** Decrypts an envelope; rejects when it was tampered with or sealed under another key. */
export async function decryptJson<T = unknown>(envelope: EncryptedEnvelope, key?: CryptoKey): Promise<T> {
  const checked = encryptedEnvelopeSchema.parse(envelope);
  const useKey = key ?? (await getDeviceKey());
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: base64ToBytes(checked.iv) },
    useKey,
    base64ToBytes(checked.data),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as T;
}
