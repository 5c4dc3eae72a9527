import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import type { Locale } from '../../../lib/locale';
import { localizePath } from '../../../shared/content-model/language';
import { formatTime } from '../../../shared/domain/locale-format';
import { selectKioskQueue } from '../kiosk-queue';
import type { KioskStrings } from '../kiosk-strings';

function lastSent(at: number | null, locale: Locale, t: KioskStrings) {
  if (at === null) return t.badgeNever;
  const text = formatTime(at, locale);
  return <time dateTime={new Date(at).toISOString()}>{text}</time>;
}

/**
 * For staff, small and out of the way: how many writes are saved, sending and failed on this
 * kiosk, and when the last one reached the server. Counts only, never what was written.
 */
export function KioskStaffBadge({ t, locale }: { t: KioskStrings; locale: Locale }) {
  const queue = useAppSelector(selectKioskQueue);
  return (
    <Link
      to={localizePath('/kiosk', locale)}
      className={queue.failed > 0 ? 'kiosk-badge kiosk-badge--failed' : 'kiosk-badge'}
      aria-label={t.badgeLabel}
      data-testid="kiosk-badge"
    >
      <span>
        {queue.saved} {t.badgeSaved}
      </span>
      {' · '}
      <span>
        {queue.sending} {t.badgeSending}
      </span>
      {' · '}
      <span>
        {queue.failed} {t.badgeFailed}
      </span>
      {' · '}
      <span>
        {t.badgeLast} {lastSent(queue.lastDeliveryAt, locale, t)}
      </span>
    </Link>
  );
}
