import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Locale } from '../../../lib/locale';
import { selectStaffLock, staffPinSubmitted } from '../kiosk-slice';
import type { KioskStrings } from '../kiosk-strings';

function lockoutMessage(lockedUntil: number, locale: Locale, t: KioskStrings): string {
  return t.lockedOut(new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(lockedUntil));
}

/** The staff PIN, checked on the device (5 wrong PINs lock the screen for 5 minutes). */
export function StaffPinForm({ t, locale }: { t: KioskStrings; locale: Locale }) {
  const dispatch = useAppDispatch();
  const lock = useAppSelector(selectStaffLock);
  const [pin, setPin] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(staffPinSubmitted({ pin }));
    setPin(''); // not left in the field for the next person
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
          maxLength={12}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          aria-describedby={message ? 'kiosk-pin-message' : undefined}
          data-testid="kiosk-pin"
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
