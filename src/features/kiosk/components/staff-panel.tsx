import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  deviceKioskModeChanged,
  kioskResetRequested,
  selectKioskDeviceEnabled,
  selectKioskSiteEnabled,
  staffLocked,
} from '../kiosk-slice';
import type { KioskStrings } from '../kiosk-strings';
import { StaffQueue } from './staff-queue';

/** The unlocked staff screen: this device's kiosk switch, the queue, reset and lock. */
export function StaffPanel({ t }: { t: KioskStrings }) {
  const dispatch = useAppDispatch();
  const deviceEnabled = useAppSelector(selectKioskDeviceEnabled);
  const siteEnabled = useAppSelector(selectKioskSiteEnabled);
  return (
    <>
      <section aria-labelledby="kiosk-mode-title">
        <h2 id="kiosk-mode-title" tabIndex={-1} data-staff-focus>
          {t.modeTitle}
        </h2>
        {siteEnabled && <p>{t.modeSite}</p>}
        <p role="status">{deviceEnabled ? t.modeIsOn : t.modeIsOff}</p>
        <button
          type="button"
          className="button"
          onClick={() => dispatch(deviceKioskModeChanged({ enabled: !deviceEnabled }))}
        >
          {deviceEnabled ? t.modeOff : t.modeOn}
        </button>
      </section>
      <StaffQueue t={t} />
      <div className="kiosk-staff__actions">
        <button
          type="button"
          className="button"
          onClick={() => dispatch(kioskResetRequested({ cause: 'staff' }))}
        >
          {t.resetNow}
        </button>
        <button type="button" className="button button--primary" onClick={() => dispatch(staffLocked())}>
          {t.lock}
        </button>
      </div>
    </>
  );
}
