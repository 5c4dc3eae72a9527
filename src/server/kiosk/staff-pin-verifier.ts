import { pbkdf2Sync, randomBytes } from 'node:crypto';
import {
  STAFF_PIN_ITERATIONS,
  STAFF_PIN_PATTERN,
  STAFF_PIN_RULE,
  type StaffPinVerifier,
} from '../../shared/content-model/kiosk-settings';

/*
 * The kiosk staff PIN (KIOSK_STAFF_PIN) never leaves the server: the settings answer carries a
 * salted PBKDF2-SHA-256 verifier, derived once at start, that a kiosk checks a typed PIN against
 * with no network (src/lib/staff-pin-check.ts). A fresh salt per start means an old verifier is
 * worth nothing after a PIN change.
 */

export const STAFF_PIN_HASH_BYTES = 32;

export interface VerifierOptions {
  salt?: Buffer;
  iterations?: number;
}

export function deriveStaffPinVerifier(pin: string, options: VerifierOptions = {}): StaffPinVerifier {
  if (!STAFF_PIN_PATTERN.test(pin)) throw new Error(STAFF_PIN_RULE);
  const salt = options.salt ?? randomBytes(16);
  const iterations = options.iterations ?? STAFF_PIN_ITERATIONS;
  const hash = pbkdf2Sync(pin, salt, iterations, STAFF_PIN_HASH_BYTES, 'sha256');
  return { salt: salt.toString('base64'), iterations, hash: hash.toString('base64') };
}
