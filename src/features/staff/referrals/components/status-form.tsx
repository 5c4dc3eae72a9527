import { useState, type FormEvent } from 'react';
import type { Locale } from '../../../../lib/locale';
import { ApiError } from '../../../../lib/api-client';
import {
  SCREEN_FAIL_REASON_MAX,
  SETTABLE_STATUSES,
  type StatusChange,
} from '../../../../shared/contracts/staff-referrals';
import { referralsStrings } from '../referrals-strings';
import { statusName } from '../../referral-status-names';

type Settable = (typeof SETTABLE_STATUSES)[number];

interface Props {
  locale: Locale;
  /** Sends the change; throws the ApiError of a refusal. */
  onSubmit: (change: StatusChange) => Promise<void>;
}

function changeOf(status: Settable, date: string, reason: string, note: string): StatusChange {
  const withNote = note.trim() === '' ? {} : { note: note.trim() };
  if (status === 'Scheduled') return { status, date, ...withNote };
  if (status === 'Screen-failed') return { status, reason: reason.trim() };
  return { status, ...withNote };
}

/** The status change: each status with the fields it needs (a date, a reason), checked before sending. */
export function StatusForm({ locale, onSubmit }: Props) {
  const t = referralsStrings(locale);
  const [status, setStatus] = useState<Settable>('Contacted');
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (status === 'Scheduled' && !/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError(t.dateRequired);
    if (status === 'Screen-failed' && (reason.trim() === '' || reason.length > SCREEN_FAIL_REASON_MAX)) {
      return setError(t.reasonRequired);
    }
    setError(null);
    setSaving(true);
    try {
      await onSubmit(changeOf(status, date, reason, note));
      setSaved(true);
      setNote('');
      setReason('');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 409 ? t.withdrawnFinal : t.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="staff-referrals__status-form"
      aria-labelledby="status-form-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="status-form-title">{t.changeStatus}</h2>
      <div className="staff__field">
        <label htmlFor="status-form-status">{t.newStatus}</label>
        <select
          id="status-form-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as Settable)}
        >
          {SETTABLE_STATUSES.map((option) => (
            <option key={option} value={option}>
              {statusName(locale, option)}
            </option>
          ))}
        </select>
      </div>
      {status === 'Scheduled' && (
        <div className="staff__field">
          <label htmlFor="status-form-date">{t.date}</label>
          <input
            id="status-form-date"
            type="date"
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
      )}
      {status === 'Screen-failed' ? (
        <div className="staff__field">
          <label htmlFor="status-form-reason">{t.reason}</label>
          <textarea
            id="status-form-reason"
            required
            maxLength={SCREEN_FAIL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      ) : (
        <div className="staff__field">
          <label htmlFor="status-form-note">{t.note}</label>
          <textarea
            id="status-form-note"
            maxLength={500}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="staff__error">
          {error}
        </p>
      )}
      {saved && <p role="status">{t.saved}</p>}
      <button type="submit" className="staff__button staff__button--primary" disabled={saving}>
        {saving ? t.saving : t.save}
      </button>
    </form>
  );
}
