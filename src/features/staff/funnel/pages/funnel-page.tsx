import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buildUrl } from '../../../../shared/contracts/define-call';
import {
  exportStaffFunnel,
  getStaffFunnel,
  type FunnelAnswer,
} from '../../../../shared/contracts/staff-funnel';
import { useStaffLocale } from '../../use-staff-locale';
import { useStaffQuery } from '../../use-staff-query';
import { FunnelChart } from '../funnel-chart';
import { FunnelFilters, type FunnelFilter } from '../funnel-filters';
import { filterFromSearch, queryOfFilter, searchOfFilter } from '../funnel-query';
import { fill, funnelStrings, type FunnelStrings } from '../funnel-strings';
import { FunnelTable } from '../funnel-table';
import { chartSteps, funnelTable, type FunnelStep } from '../funnel-totals';
import '../funnel.css';

function FunnelResult({
  answer,
  withStudySteps,
  t,
  locale,
}: {
  answer: FunnelAnswer;
  withStudySteps: boolean;
  t: FunnelStrings;
  locale: string;
}) {
  const table = useMemo(() => funnelTable(answer, withStudySteps), [answer, withStudySteps]);
  const steps = useMemo(() => chartSteps(withStudySteps), [withStudySteps]);
  const dates = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    [locale],
  );
  const numbers = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }), [locale]);
  const weekLabel = useCallback((week: string) => dates.format(new Date(`${week}T00:00:00Z`)), [dates]);
  const labelOf = useCallback((step: FunnelStep) => t.steps[step], [t]);
  const range = { from: weekLabel(answer.from), to: weekLabel(answer.to) };
  const totals = steps.map((step) => `${numbers.format(table.totals[step])} ${labelOf(step)}`).join(', ');
  const { overall } = answer;
  return (
    <>
      <section aria-labelledby="funnel-median" className="funnel__median">
        <h2 id="funnel-median">{t.medianTitle}</h2>
        <p>
          {overall.medianHours === null
            ? t.noMedian
            : fill(overall.contacted === 1 ? t.medianOne : t.median, {
                hours: numbers.format(overall.medianHours),
                n: numbers.format(overall.contacted),
              })}
        </p>
      </section>
      <FunnelChart
        weeks={table.weeks}
        steps={steps}
        labelOf={labelOf}
        weekLabel={weekLabel}
        summary={fill(t.chartLabel, { ...range, totals })}
        locale={locale}
      />
      {withStudySteps && <p className="funnel__note">{t.studyNote}</p>}
      <p className="funnel__note">{t.statusNote}</p>
      <FunnelTable
        table={table}
        overallMedian={overall.medianHours}
        caption={fill(t.caption, range)}
        labels={{ week: t.week, total: t.total, medianColumn: t.medianColumn, none: t.none, step: labelOf }}
        weekLabel={weekLabel}
        formatNumber={(value) => numbers.format(value)}
      />
    </>
  );
}

/** The recruitment funnel: filters, the median time to first contact, a chart, the table, the export. */
export default function FunnelPage() {
  const locale = useStaffLocale();
  const t = funnelStrings(locale);
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const today = new Date().toISOString().slice(0, 10);
  const query = useMemo(
    () => queryOfFilter(filter, new Date(`${today}T12:00:00Z`)),
    // The filter is described by its fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filter.protocol, filter.site, filter.weeks, today],
  );
  const state = useStaffQuery(getStaffFunnel, { query }, JSON.stringify(query));
  // The filters' choices outlive a refused or loading answer.
  const [choices, setChoices] = useState<FunnelAnswer>();
  if (state.status === 'success' && state.data !== choices) setChoices(state.data);
  const apply = (next: FunnelFilter) => setSearch(searchOfFilter(next));
  const filterKey = JSON.stringify(filter);
  return (
    <div className="funnel">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {choices && (
        <FunnelFilters
          key={filterKey}
          value={filter}
          studies={choices.studies}
          sites={choices.sites}
          onApply={apply}
          t={t}
        />
      )}
      <p>
        <a
          className="staff__button funnel__export"
          href={buildUrl(exportStaffFunnel.path, {}, query)}
          download
        >
          {t.exportCsv}
        </a>
      </p>
      {state.status === 'loading' && <p role="status">{t.loading}</p>}
      {state.status === 'forbidden' && (
        <div role="alert">
          <p>{t.forbidden}</p>
          <button type="button" className="staff__button" onClick={() => setSearch({})}>
            {t.allStudies}
          </button>
        </div>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <p className="staff__error">{t.failed}</p>
          <button type="button" className="staff__button" onClick={state.reload}>
            {t.retry}
          </button>
        </div>
      )}
      {state.status === 'success' && (
        <FunnelResult answer={state.data} withStudySteps={!filter.site} t={t} locale={locale} />
      )}
    </div>
  );
}
