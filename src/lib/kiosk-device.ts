/** Staff switched kiosk mode on for this device (a device key: every wipe keeps it). */
export const KIOSK_DEVICE_KEY = 'trial-app.kiosk-device';

type LocalValues = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readKioskDeviceFlag(local: LocalValues | null): boolean {
  try {
    return local?.getItem(KIOSK_DEVICE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function writeKioskDeviceFlag(local: LocalValues | null, enabled: boolean): void {
  try {
    if (enabled) local?.setItem(KIOSK_DEVICE_KEY, 'on');
    else local?.removeItem(KIOSK_DEVICE_KEY);
  } catch {
    // storage blocked: the switch lasts for this page only
  }
}
