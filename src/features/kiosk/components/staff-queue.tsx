import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { OutboxError, OutboxState } from '../../../shared/outbox/outbox-entry';
import { SERVER_ERRORS_GAVE_UP } from '../../../shared/outbox/server-error-limit';
import { selectUndeliveredEntries } from '../kiosk-queue';
import {
  selectStaffNotice,
  staffExportFailedRequested,
  staffRetryFailedRequested,
  type StaffQueueNotice,
} from '../kiosk-slice';
import type { KioskStrings } from '../kiosk-strings';

function stateLabel(state: OutboxState, t: KioskStrings): string {
  const labels: Record<OutboxState, string> = {
    saved: t.stateSaved,
    sending: t.stateSending,
    failed: t.stateFailed,
    delivered: t.stateDelivered,
  };
  return labels[state];
}

/** The status and why: the engine's own reason in the screen's language, else the server's. */
function errorText(error: OutboxError, t: KioskStrings): string {
  const why = error.reason === SERVER_ERRORS_GAVE_UP ? t.serverGaveUp : error.message;
  return `${error.status ?? ''} ${why}`.trim();
}

function noticeText(notice: StaffQueueNotice, t: KioskStrings): string {
  if (notice.kind === 'retried') return t.retried(notice.count);
  if (notice.kind === 'exported') return t.exported(notice.count);
  return t.exportFailedNotice;
}

/**
 * The writes on this device not yet on the server: labels, states, attempts and the server's
 * reason, never their (encrypted) content. Failed ones can be sent again or exported.
 */
export function StaffQueue({ t }: { t: KioskStrings }) {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectUndeliveredEntries);
  const notice = useAppSelector(selectStaffNotice);
  const failed = entries.filter((entry) => entry.state === 'failed').length;
  return (
    <section aria-labelledby="kiosk-queue-title">
      <h2 id="kiosk-queue-title">{t.queueTitle}</h2>
      {entries.length === 0 ? (
        <p>{t.queueEmpty}</p>
      ) : (
        <table data-testid="kiosk-queue">
          <thead>
            <tr>
              <th scope="col">{t.colLabel}</th>
              <th scope="col">{t.colState}</th>
              <th scope="col">{t.colAttempts}</th>
              <th scope="col">{t.colError}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-state={entry.state}>
                <td>{entry.label}</td>
                <td>{stateLabel(entry.state, t)}</td>
                <td>{entry.attempts}</td>
                <td>{entry.lastError ? errorText(entry.lastError, t) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="kiosk-staff__actions">
        <button
          type="button"
          className="button"
          disabled={failed === 0}
          onClick={() => dispatch(staffRetryFailedRequested())}
        >
          {t.retry}
        </button>
        <button
          type="button"
          className="button"
          disabled={failed === 0}
          onClick={() => dispatch(staffExportFailedRequested())}
        >
          {t.exportFailed}
        </button>
      </div>
      <p className="kiosk-staff__warning">{t.exportWarning}</p>
      {notice && (
        <p role="status" data-testid="kiosk-staff-notice">
          {noticeText(notice, t)}
        </p>
      )}
    </section>
  );
}
