import { useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Locale } from '../../../lib/locale';
import { formatTime } from '../../../shared/domain/locale-format';
import { selectStaffLock, staffPinSubmitted } from '../kiosk-slice';
import type { KioskStrings } from '../kiosk-strings';
import { STAFF_PIN_MAX_DIGITS } from '../../../shared/content-model/kiosk-settings';

function lockoutMessage(lockedUntil: number, locale: Locale, t: KioskStrings): string {
  return t.lockedOut(formatTime(lockedUntil, locale));
}

/** The staff PIN, checked on the device (5 wrong PINs lock the screen for 5 minutes). */
export function StaffPinForm({ t, locale }: { t: KioskStrings; locale: Locale }) {
  const dispatch = useAppDispatch();
  const lock = useAppSelector(selectStaffLock);
  const [pin, setPin] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(staffPinSubmitted({ pin }));
    setPin(''); // not left in the field for the next person
    // The emptied field disables Unlock: focus goes back to the field (the answer is an alert).
    input.current?.focus();
  };
  let message: string | null = null;
  if (lock.lockedUntil !== null) message = lockoutMessage(lock.lockedUntil, locale, t);
  else if (lock.attemptsLeft !== null) message = t.wrongPin(lock.attemptsLeft);
  return (
    <form className="kiosk-staff__pin" onSubmit={onSubmit} noValidate>
      <label>
        {t.pinLabel}
        <input
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={STAFF_PIN_MAX_DIGITS}
          ref={input}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'kiosk-pin-message' : undefined}
          data-testid="kiosk-pin"
          data-staff-focus
        />
      </label>
      <button type="submit" className="button button--primary" disabled={lock.checking || pin === ''}>
        {lock.checking ? t.checking : t.unlock}
      </button>
      {message && (
        <p id="kiosk-pin-message" role="alert" data-testid="kiosk-pin-message">
          {message}
        </p>
      )}
    </form>
  );
}
