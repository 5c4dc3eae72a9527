import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { Locale } from '../../../lib/locale';
import type { KioskSettings } from '../../../shared/content-model/kiosk-settings';
import { selectKioskActive } from '../kiosk-slice';

// Phones are no kiosks: the warning, the badge and the finish button download only on a kiosk.
const KioskChrome = lazy(() => import('./kiosk-chrome'));

interface Props {
  locale: Locale;
  /** The site settings' kiosk texts (absent: the built-in ones). */
  content: KioskSettings | undefined;
}

/** Kiosk mode's place in the layout. */
export function KioskHost({ locale, content }: Props) {
  const active = useAppSelector(selectKioskActive);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <KioskChrome locale={locale} content={content} />
    </Suspense>
  );
}
