import { useAppSelector } from './hooks';
import { selectKioskActive } from '../features/kiosk/kiosk-slice';

/*
 * On a kiosk the next person must not be offered the previous one's name, email, phone or
 * address: the browser's autofill store outlives every reset a page can make. So while kiosk mode
 * is on, every field that takes personal data says autocomplete="off", which Chromium honours for
 * saving typed values (the single-field history in its profile's Web Data); the browser's own
 * address and payment autofill is switched off by the kiosk's launch policy (README, kiosks).
 */

/** Returns the autocomplete value to use for a personal field: its token, or "off" on a kiosk. */
export function usePersonalAutocomplete(): (token: string | undefined) => string | undefined {
  const kiosk = useAppSelector((state) => (state.kiosk ? selectKioskActive(state) : false));
  return (token) => (kiosk ? 'off' : token);
}
