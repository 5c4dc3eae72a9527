import {
  afterWrongPin,
  isLockedOut,
  readStaffLockout,
  STAFF_LOCKOUT_KEY,
  STAFF_LOCKOUT_MS,
  writeStaffLockout,
} from '../../../src/lib/staff-lockout';
import kioskReducer, {
  deviceKioskModeChanged,
  kioskSettingsApplied,
  selectKioskActive,
} from '../../../src/features/kiosk/kiosk-slice';
import { kioskSettingsSchema } from '../../../src/shared/content-model/kiosk-settings';
import { formatKioskCountdown } from '../../../src/features/kiosk/kiosk-strings';

function memory() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the staff lockout', () => {
  it('locks for 5 minutes at the fifth wrong PIN and starts counting again after', () => {
    let lockout = { failures: 0, lockedUntil: null as number | null };
    for (let n = 1; n <= 4; n += 1) {
      lockout = afterWrongPin(lockout, 1_000);
      expect(lockout).toEqual({ failures: n, lockedUntil: null });
    }
    lockout = afterWrongPin(lockout, 1_000);
    expect(lockout).toEqual({ failures: 0, lockedUntil: 1_000 + STAFF_LOCKOUT_MS });
    expect(isLockedOut(lockout, 1_000 + STAFF_LOCKOUT_MS - 1)).toBe(true);
    expect(isLockedOut(lockout, 1_000 + STAFF_LOCKOUT_MS)).toBe(false);
  });

  it('round-trips through local storage and treats a hand-edited value as none', () => {
    const local = memory();
    writeStaffLockout(local, { failures: 2, lockedUntil: null });
    expect(readStaffLockout(local)).toEqual({ failures: 2, lockedUntil: null });
    local.setItem(STAFF_LOCKOUT_KEY, '{not json');
    expect(readStaffLockout(local)).toEqual({ failures: 0, lockedUntil: null });
    writeStaffLockout(local, { failures: 0, lockedUntil: null });
    expect(local.values.has(STAFF_LOCKOUT_KEY)).toBe(false);
  });
});

describe('the kiosk slice', () => {
  it('is active for the whole site or for this device', () => {
    let state = kioskReducer(undefined, { type: 'init' });
    expect(selectKioskActive({ kiosk: state })).toBe(false);
    state = kioskReducer(
      state,
      kioskSettingsApplied({ settings: kioskSettingsSchema.parse({ enabled: true }) }),
    );
    expect(selectKioskActive({ kiosk: state })).toBe(true);
    state = kioskReducer(state, kioskSettingsApplied({ settings: kioskSettingsSchema.parse({}) }));
    expect(selectKioskActive({ kiosk: state })).toBe(false);
    state = kioskReducer(state, deviceKioskModeChanged({ enabled: true }));
    expect(selectKioskActive({ kiosk: state })).toBe(true);
  });

  it('formats the countdown as m:ss', () => {
    expect([90_000, 30_000, 5_000, 4_001, 0, -5].map(formatKioskCountdown)).toEqual([
      '1:30',
      '0:30',
      '0:05',
      '0:05',
      '0:00',
      '0:00',
    ]);
  });
});
