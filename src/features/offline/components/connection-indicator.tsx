import { useSelector } from 'react-redux';
import { selectIsOnline } from '../outbox-slice';
import { useLocation } from 'react-router-dom';
import { splitLocale } from '../../../lib/locale';
import { connectionStrings } from './connection-strings';
import './offline-status.css';

/**
 * Always rendered, so the live region exists before the connection changes (screen readers only
 * announce changes to a region already on the page). Online is announced but not shown.
 */
export function ConnectionIndicator() {
  const online = useSelector(selectIsOnline);
  const t = connectionStrings(splitLocale(useLocation().pathname).locale);
  return (
    <p
      className={`connection-indicator connection-indicator--${online ? 'online' : 'offline'}`}
      role="status"
      aria-live="polite"
    >
      {online ? <span className="visually-hidden">{t.online}</span> : t.offline}
    </p>
  );
}
