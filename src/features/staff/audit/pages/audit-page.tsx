import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../../../lib/api-client';
import { AUDIT_PAGE_SIZE, listAuditLog } from '../../../../shared/contracts/staff-audit';
import { formatDateTime } from '../../referrals/referrals-strings';
import { staffStrings } from '../../staff-strings';
import { useStaffLocale } from '../../use-staff-locale';
import { useStaffQuery } from '../../use-staff-query';
import { AUDIT_ACTIONS, auditStrings } from '../audit-strings';
import '../../referrals/referrals.css';
import { StaffPager } from '../../components/staff-pager';
import { FilterActions } from '../../components/filter-actions';

type Filters = { action?: string; actor?: string; from?: string; to?: string };
const EMPTY = { action: '', actor: '', from: '', to: '' };

function applied(draft: typeof EMPTY): Filters {
  return Object.fromEntries(
    Object.entries(draft)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  ) as Filters;
}

/** The audit log, for admins: newest first, filtered and paginated; reading it is itself recorded. */
export default function AuditPage() {
  const locale = useStaffLocale();
  const t = auditStrings(locale);
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState<Filters>({});
  const [offset, setOffset] = useState(0);
  const query = { ...filters, limit: AUDIT_PAGE_SIZE, offset };
  const state = useStaffQuery(listAuditLog, { query }, JSON.stringify(query));

  useEffect(() => {
    document.title = `${t.title} | ClinicalResearch`;
  }, [t.title]);

  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(applied(draft));
    setOffset(0);
  };
  const clear = () => {
    setDraft(EMPTY);
    setFilters({});
    setOffset(0);
  };
  const data = state.status === 'success' ? state.data : null;
  const invalid = state.status === 'error' && state.error instanceof ApiError && state.error.status === 400;
  return (
    <section className="staff-audit" aria-labelledby="audit-title">
      <h1 id="audit-title">{t.title}</h1>
      <p>{t.intro}</p>
      <form className="staff-referrals__filters" aria-label={t.filters} onSubmit={submit}>
        <div className="staff__field">
          <label htmlFor="audit-action">{t.action}</label>
          <select id="audit-action" value={draft.action} onChange={set('action')}>
            <option value="">{t.anyAction}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <div className="staff__field">
          <label htmlFor="audit-actor">{t.actor}</label>
          <input id="audit-actor" value={draft.actor} onChange={set('actor')} autoComplete="off" />
        </div>
        <div className="staff__field">
          <label htmlFor="audit-from">{t.from}</label>
          <input id="audit-from" type="date" value={draft.from} onChange={set('from')} />
        </div>
        <div className="staff__field">
          <label htmlFor="audit-to">{t.to}</label>
          <input id="audit-to" type="date" value={draft.to} onChange={set('to')} />
        </div>
        <FilterActions apply={t.apply} clear={t.clear} onClear={clear} />
      </form>
      {state.status === 'loading' && <p role="status">{staffStrings(locale).loading}</p>}
      {state.status === 'forbidden' && <p role="alert">{staffStrings(locale).forbidden}</p>}
      {state.status === 'error' && (
        <div role="alert">
          <p className="staff__error">{invalid ? t.invalid : t.failed}</p>
          {!invalid && (
            <button type="button" className="staff__button" onClick={state.reload}>
              {t.retry}
            </button>
          )}
        </div>
      )}
      {data && data.entries.length === 0 && <p>{t.none}</p>}
      {data && data.entries.length > 0 && (
        <>
          <div className="staff-referrals__scroll">
            <table className="staff__table">
              <caption>{t.tableLabel}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.when}</th>
                  <th scope="col">{t.who}</th>
                  <th scope="col">{t.action}</th>
                  <th scope="col">{t.target}</th>
                  <th scope="col">{t.details}</th>
                  <th scope="col">{t.from_address}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row">{formatDateTime(entry.occurredAt, locale)}</th>
                    <td>{entry.actorName ?? entry.actorAccountId ?? t.nobody}</td>
                    <td>{entry.action}</td>
                    <td>
                      {entry.targetType}
                      {entry.targetId ? ` ${entry.targetId}` : ''}
                    </td>
                    <td>
                      <code>{JSON.stringify(entry.details)}</code>
                    </td>
                    <td>{entry.ip ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <StaffPager
            label={t.tableLabel}
            offset={data.offset}
            shown={data.entries.length}
            total={data.total}
            pageSize={AUDIT_PAGE_SIZE}
            onOffset={setOffset}
          />
        </>
      )}
    </section>
  );
}
