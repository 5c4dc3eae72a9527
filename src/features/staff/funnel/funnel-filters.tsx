import { useState, type FormEvent } from 'react';
import type { FunnelAnswer } from '../../../shared/contracts/staff-funnel';
import { fill, type FunnelStrings } from './funnel-strings';

/** The choices of the weeks filter. */
export const WEEK_CHOICES = [4, 8, 12, 26, 53] as const;

export interface FunnelFilter {
  protocol: string;
  site: string;
  weeks: number;
}

export interface FunnelFiltersProps {
  value: FunnelFilter;
  /** The studies and sites in the caller's scope, from the last answer. */
  studies: FunnelAnswer['studies'];
  sites: FunnelAnswer['sites'];
  onApply: (filter: FunnelFilter) => void;
  t: FunnelStrings;
}

/** Study, site and weeks, applied together with the button (a select's arrow keys fetch nothing). */
export function FunnelFilters({ value, studies, sites, onApply, t }: FunnelFiltersProps) {
  const [draft, setDraft] = useState(value);
  const sitesShown = draft.protocol ? sites.filter((s) => s.protocol === draft.protocol) : sites;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="funnel__filters" onSubmit={submit} aria-label={t.filters}>
      <div className="staff__field">
        <label htmlFor="funnel-study">{t.study}</label>
        <select
          id="funnel-study"
          value={draft.protocol}
          onChange={(e) => {
            const protocol = e.target.value;
            const site = sites.find((s) => s.siteCode === draft.site);
            // A site of another protocol would make the pair contradict itself.
            setDraft({
              ...draft,
              protocol,
              site: site && protocol && site.protocol !== protocol ? '' : draft.site,
            });
          }}
        >
          <option value="">{t.allStudies}</option>
          {studies.flatMap((study) =>
            study.protocols.map((protocol) => (
              <option key={`${study.studyKey}/${protocol}`} value={protocol}>
                {`${study.studyName} (${protocol})`}
              </option>
            )),
          )}
        </select>
      </div>
      <div className="staff__field">
        <label htmlFor="funnel-site">{t.site}</label>
        <select
          id="funnel-site"
          value={draft.site}
          onChange={(e) => setDraft({ ...draft, site: e.target.value })}
        >
          <option value="">{t.allSites}</option>
          {sitesShown.map((site) => (
            <option key={site.siteCode} value={site.siteCode}>
              {`${site.siteName} (${site.siteCode})`}
            </option>
          ))}
        </select>
      </div>
      <div className="staff__field">
        <label htmlFor="funnel-weeks">{t.weeks}</label>
        <select
          id="funnel-weeks"
          value={draft.weeks}
          onChange={(e) => setDraft({ ...draft, weeks: Number(e.target.value) })}
        >
          {WEEK_CHOICES.map((n) => (
            <option key={n} value={n}>
              {fill(t.lastWeeks, { n })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="staff__button staff__button--primary">
        {t.show}
      </button>
    </form>
  );
}
