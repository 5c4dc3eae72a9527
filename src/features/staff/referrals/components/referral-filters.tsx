import { useState, type FormEvent } from 'react';
import type { ReferralFilters } from '../../../../shared/contracts/staff-referrals';
import { REFERRAL_STATUSES, type ReferralStatus } from '../../../../shared/contracts/staff-scalars';
import type { Locale } from '../../../../lib/locale';
import { referralsStrings } from '../referrals-strings';
import { statusName } from '../../referral-status-names';
import { FilterActions } from '../../components/filter-actions';

interface Props {
  locale: Locale;
  value: ReferralFilters;
  sites: readonly { siteCode: string; siteName: string }[];
  /** Whether the caller may search by name or email. */
  maySearch: boolean;
  onApply: (filters: ReferralFilters) => void;
}

function withoutBlanks(draft: Record<string, string>): ReferralFilters {
  const entries = Object.entries(draft).filter(([, value]) => value.trim() !== '');
  return Object.fromEntries(entries.map(([key, value]) => [key, value.trim()])) as ReferralFilters;
}

/** The list's filters: applied on submit, so a half-typed search never reaches the server. */
export function ReferralFiltersForm({ locale, value, sites, maySearch, onApply }: Props) {
  const t = referralsStrings(locale);
  const [draft, setDraft] = useState<Record<string, string>>({
    status: value.status ?? '',
    site: value.site ?? '',
    from: value.from ?? '',
    to: value.to ?? '',
    q: value.q ?? '',
  });
  const set = (key: string) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(withoutBlanks(maySearch ? draft : { ...draft, q: '' }));
  };
  const clear = () => {
    setDraft({ status: '', site: '', from: '', to: '', q: '' });
    onApply({});
  };
  return (
    <form className="staff-referrals__filters" aria-label={t.filters} onSubmit={submit}>
      <div className="staff__field">
        <label htmlFor="referral-filter-status">{t.status}</label>
        <select id="referral-filter-status" value={draft.status} onChange={set('status')}>
          <option value="">{t.anyStatus}</option>
          {REFERRAL_STATUSES.map((status: ReferralStatus) => (
            <option key={status} value={status}>
              {statusName(locale, status)}
            </option>
          ))}
        </select>
      </div>
      <div className="staff__field">
        <label htmlFor="referral-filter-site">{t.site}</label>
        <select id="referral-filter-site" value={draft.site} onChange={set('site')}>
          <option value="">{t.anySite}</option>
          {sites.map((site) => (
            <option key={site.siteCode} value={site.siteCode}>
              {site.siteCode} – {site.siteName}
            </option>
          ))}
        </select>
      </div>
      <div className="staff__field">
        <label htmlFor="referral-filter-from">{t.from}</label>
        <input id="referral-filter-from" type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div className="staff__field">
        <label htmlFor="referral-filter-to">{t.to}</label>
        <input id="referral-filter-to" type="date" value={draft.to} onChange={set('to')} />
      </div>
      {maySearch && (
        <div className="staff__field">
          <label htmlFor="referral-filter-q">{t.search}</label>
          <input
            id="referral-filter-q"
            type="search"
            autoComplete="off"
            maxLength={100}
            value={draft.q}
            onChange={set('q')}
          />
        </div>
      )}
      <FilterActions apply={t.apply} clear={t.clear} onClear={clear} />
    </form>
  );
}
