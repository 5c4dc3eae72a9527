import type { StaffPinVerifier } from '../shared/content-model/kiosk-settings';

/*
 * The kiosk staff PIN is checked on the device, with no network: PBKDF2-SHA-256 over the typed
 * PIN with the server's salt and iteration count must give the server's hash. The PIN itself
 * never leaves the server's configuration; the many iterations make each guess cost time.
 */

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Compares every byte whatever the first difference, so the time says nothing about the hash. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

export async function checkStaffPin(
  pin: string,
  verifier: StaffPinVerifier,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<boolean> {
  const expected = fromBase64(verifier.hash);
  const key = await subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const derived = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(verifier.salt), iterations: verifier.iterations },
    key,
    expected.length * 8,
  );
  return sameBytes(new Uint8Array(derived), expected);
}
