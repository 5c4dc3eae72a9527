import { useId, useRef, useState } from 'react';
import type { TrialFacets } from '../../../shared/contracts/trials';
import { NO_TRIAL_FILTERS, type TrialFilters } from '../../../shared/domain/trials/trial-filters';
import type { TrialFilterStrings } from '../trial-filter-strings';
import { TrialAgeFilter } from './trial-age-filter';
import { TrialFilterFields } from './trial-filter-fields';
import '../trials-filters.css';

/** How many filters are set (each filter once, however many of its values are ticked). */
export function activeFilterCount(filters: TrialFilters): number {
  return [
    filters.radius !== null,
    filters.status.length > 0,
    filters.phase.length > 0,
    filters.age !== null,
    filters.sex !== null,
    filters.healthy,
    filters.virtual,
  ].filter(Boolean).length;
}

interface Props {
  filters: TrialFilters;
  facets: TrialFacets | null;
  hasZip: boolean;
  s: TrialFilterStrings;
  headingLevel: 2 | 3;
  onChange: (next: TrialFilters) => void;
}

/**
 * The search-result page's filters: a side column on wide screens; on narrow ones a disclosure
 * ("Filters (2)") above the results, closed at first so the results stay in view. "Clear filters"
 * hands the focus to the filters' title, as the button it was on goes away.
 */
export function TrialSearchFilters({ filters, facets, hasZip, s, headingLevel, onChange }: Props) {
  const panelId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const active = activeFilterCount(filters);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="trial-filters">
      <button
        type="button"
        className="trial-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {s.filtersToggle(active)}
        {/* Drawn, not said: the button's expanded state already tells a screen reader. */}
        <span aria-hidden="true">{open ? '−' : '+'}</span>
      </button>
      <section
        id={panelId}
        className={`trial-filters__panel${open ? ' trial-filters__panel--open' : ''}`}
        aria-labelledby={titleId}
      >
        <Heading id={titleId} ref={titleRef} className="trial-filters__title" tabIndex={-1}>
          {s.filters}
        </Heading>
        <TrialFilterFields
          filters={filters}
          facets={facets}
          hasZip={hasZip}
          s={s}
          onChange={onChange}
          ageField={
            <TrialAgeFilter
              key={filters.age ?? ''}
              age={filters.age}
              s={s}
              onChange={(age) => onChange({ ...filters, age })}
            />
          }
        />
        {active > 0 ? (
          <button
            type="button"
            className="trial-filters__clear"
            onClick={() => {
              onChange(NO_TRIAL_FILTERS);
              titleRef.current?.focus();
            }}
          >
            {s.clear}
          </button>
        ) : null}
      </section>
    </div>
  );
}
