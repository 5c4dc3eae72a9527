import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { splitLocale } from '../../../lib/locale';
import { selectSiteSettings } from '../../site-settings/site-settings-slice';
import { StaffPanel } from '../components/staff-panel';
import { StaffPinForm } from '../components/staff-pin-form';
import { useStaffScreenFocus } from '../components/use-staff-screen-focus';
import { selectStaffLock, staffLocked } from '../kiosk-slice';
import { kioskStrings } from '../kiosk-strings';
import '../kiosk.css';

/** /kiosk (and /es/kiosk): the staff screen behind the staff PIN. */
export default function KioskStaffPage() {
  const { locale } = splitLocale(useLocation().pathname);
  const t = kioskStrings(locale);
  const dispatch = useAppDispatch();
  const site = useAppSelector(selectSiteSettings);
  const { unlocked } = useAppSelector(selectStaffLock);
  const container = useRef<HTMLDivElement>(null);
  useStaffScreenFocus(container, unlocked);
  // Leaving the screen locks it: the next person must not find it open.
  useEffect(() => () => void dispatch(staffLocked()), [dispatch]);
  let body;
  if (!site) body = <p role="status">{t.noSettings}</p>;
  else if (!site.kioskStaffPin) body = <p>{t.noPin}</p>;
  else if (!unlocked) body = <StaffPinForm t={t} locale={locale} />;
  else body = <StaffPanel t={t} />;
  return (
    <div className="kiosk-staff" data-testid="kiosk-staff" ref={container}>
      <h1>{t.staffTitle}</h1>
      {body}
    </div>
  );
}
