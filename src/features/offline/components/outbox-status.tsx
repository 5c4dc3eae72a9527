import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectFailedEntries, selectKeptCount, selectOutboxCounts } from '../outbox-selectors';
import {
  selectLastDeliveryAt,
  selectPersistRefused,
  selectStorageFull,
  storageFullDismissed,
  storagePersistenceWarningDismissed,
} from '../outbox-slice';
import type { Locale } from '../../../lib/locale';
import { formatDateTime } from '../../../shared/domain/locale-format';
import type { OutboxError } from '../../../shared/outbox/outbox-entry';
import { SERVER_ERRORS_GAVE_UP } from '../../../shared/outbox/server-error-limit';
import { useOfflineStrings, type OfflineStrings } from './offline-strings';
import './offline-status.css';

/** The engine's own reason in the page's language; otherwise the server's explanation. */
function failureText(error: OutboxError, t: OfflineStrings): string {
  return error.reason === SERVER_ERRORS_GAVE_UP ? t.serverGaveUp : error.message;
}

function LastSent({ at, label, locale }: { at: number; label: string; locale: Locale }) {
  const text = formatDateTime(at, locale);
  return (
    <p className="outbox-status__last">
      {label}: <time dateTime={new Date(at).toISOString()}>{text}</time>
    </p>
  );
}

/**
 * What is kept on this device and not yet on the server: counts, and the reason for each write
 * the server refused. Hidden when nothing is waiting or failed. Shows labels only, never data.
 */
export function OutboxStatus() {
  const counts = useSelector(selectOutboxCounts);
  const kept = useSelector(selectKeptCount);
  const failed = useSelector(selectFailedEntries);
  const lastDeliveryAt = useSelector(selectLastDeliveryAt);
  const { locale, t } = useOfflineStrings();
  const titleId = useId();
  const storageIsFull = useSelector(selectStorageFull);
  const persistRefused = useSelector(selectPersistRefused);
  const dispatch = useDispatch();
  const storageAlert = storageIsFull ? (
    <div className="outbox-status__alert" role="alert">
      <p>{t.storageFull}</p>
      <button type="button" className="button" onClick={() => dispatch(storageFullDismissed())}>
        {t.dismiss}
      </button>
    </div>
  ) : null;
  // Only while something waits here: that is what the browser could evict. Not an alert,
  // since nothing was lost yet.
  const persistWarning = persistRefused ? (
    <div className="outbox-status__warning" data-warning="persist-refused">
      <p>{t.persistRefused}</p>
      <button type="button" className="button" onClick={() => dispatch(storagePersistenceWarningDismissed())}>
        {t.dismiss}
      </button>
    </div>
  ) : null;
  if (kept === 0) return storageAlert;
  const parts = [
    counts.saved > 0 ? t.waiting(counts.saved) : null,
    counts.sending > 0 ? t.sending(counts.sending) : null,
    counts.failed > 0 ? t.failed(counts.failed) : null,
  ].filter((part): part is string => part !== null);
  return (
    <section className="outbox-status" aria-labelledby={titleId}>
      {storageAlert}
      {persistWarning}
      <h2 id={titleId} className="outbox-status__title">
        {t.outboxTitle}
      </h2>
      <p className="outbox-status__summary" role="status" aria-live="polite">
        {parts.join(' · ')}
      </p>
      {failed.length > 0 && (
        <ul className="outbox-status__failures">
          {failed.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.label}</strong>
              {entry.lastError ? `: ${failureText(entry.lastError, t)}` : null}
            </li>
          ))}
        </ul>
      )}
      {lastDeliveryAt !== null && <LastSent at={lastDeliveryAt} label={t.lastSent} locale={locale} />}
    </section>
  );
}
