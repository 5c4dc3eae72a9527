/*
 * The staff screen's lockout: 5 wrong PINs lock it for 5 minutes. Kept in local storage (a
 * device key, kept by every wipe) so that reloading the page does not reset the count.
 */

export const STAFF_LOCKOUT_KEY = 'trial-app.kiosk-staff-lockout';
export const STAFF_MAX_ATTEMPTS = 5;
export const STAFF_LOCKOUT_MS = 5 * 60_000;

export interface StaffLockout {
  /** Wrong PINs since the last success or lockout. */
  failures: number;
  /** Epoch ms until which no PIN is checked; null when not locked. */
  lockedUntil: number | null;
}

type LocalValues = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const NONE: StaffLockout = { failures: 0, lockedUntil: null };

export function readStaffLockout(local: LocalValues | null): StaffLockout {
  try {
    const parsed = JSON.parse(local?.getItem(STAFF_LOCKOUT_KEY) ?? 'null') as Partial<StaffLockout> | null;
    const failures = Number.isInteger(parsed?.failures) ? Math.max(0, parsed!.failures!) : 0;
    const lockedUntil = typeof parsed?.lockedUntil === 'number' ? parsed.lockedUntil : null;
    return { failures, lockedUntil };
  } catch {
    return NONE; // unreadable (edited by hand): start counting again
  }
}

export function writeStaffLockout(local: LocalValues | null, lockout: StaffLockout): void {
  try {
    if (lockout.failures === 0 && lockout.lockedUntil === null) local?.removeItem(STAFF_LOCKOUT_KEY);
    else local?.setItem(STAFF_LOCKOUT_KEY, JSON.stringify(lockout));
  } catch {
    // storage blocked: the lockout lasts for this page only
  }
}

/** Locked now? (A lockout that has run out is as good as none.) */
export function isLockedOut(lockout: StaffLockout, at: number): boolean {
  return lockout.lockedUntil !== null && at < lockout.lockedUntil;
}

/** The state after one more wrong PIN: the fifth locks the screen and starts the count again. */
export function afterWrongPin(lockout: StaffLockout, at: number): StaffLockout {
  const failures = (isLockedOut(lockout, at) ? 0 : lockout.failures) + 1;
  if (failures >= STAFF_MAX_ATTEMPTS) return { failures: 0, lockedUntil: at + STAFF_LOCKOUT_MS };
  return { failures, lockedUntil: null };
}
