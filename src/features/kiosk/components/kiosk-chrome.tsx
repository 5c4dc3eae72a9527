import { useAppSelector } from '../../../app/hooks';
import type { Locale } from '../../../lib/locale';
import type { KioskSettings } from '../../../shared/content-model/kiosk-settings';
import { kioskStrings } from '../kiosk-strings';
import { selectKioskWarning } from '../kiosk-slice';
import { KioskFinishButton } from './kiosk-finish-button';
import { KioskIdleWarning } from './kiosk-idle-warning';
import { KioskStaffBadge } from './kiosk-staff-badge';
import '../kiosk.css';

interface Props {
  locale: Locale;
  content: KioskSettings | undefined;
}

/** What a kiosk adds to every page: the finish button, the staff badge, the idle warning. */
export default function KioskChrome({ locale, content }: Props) {
  const warning = useAppSelector(selectKioskWarning);
  const t = kioskStrings(locale);
  return (
    <>
      <aside className="kiosk-bar" aria-label={t.finish}>
        <KioskFinishButton label={t.finish} busyLabel={t.finishing} />
        <KioskStaffBadge t={t} locale={locale} />
      </aside>
      {warning && <KioskIdleWarning resetAt={warning.resetAt} content={content} t={t} />}
    </>
  );
}
