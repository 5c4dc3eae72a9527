import { useId, type ReactNode } from 'react';
import type { FacetCount, TrialFacets } from '../../../shared/contracts/trials';
import {
  RECRUITMENT_STATUSES,
  SEARCHER_SEXES,
  TRIAL_PHASES,
  TRIAL_RADII_MILES,
  type TrialFilters,
  type TrialRadius,
} from '../../../shared/domain/trials/trial-filters';
import type { TrialFilterStrings } from '../trial-filter-strings';

interface Props {
  filters: TrialFilters;
  /** The current answer's counts; without them no counts are shown. */
  facets: TrialFacets | null;
  /** Distance needs a zip to measure from. */
  hasZip: boolean;
  s: TrialFilterStrings;
  onChange: (next: TrialFilters) => void;
  /** The age filter (its own small form), in its place between phase and sex. */
  ageField?: ReactNode;
}

const countOf = (counts: FacetCount[] | undefined, value: string) =>
  counts?.find((count) => count.value === value)?.count;

/** A label with its count when the answer gave one: 'Recruiting (12)'. */
function withCount(label: string, count: number | undefined, s: TrialFilterStrings): string {
  return count === undefined ? label : `${label} ${s.count(count)}`;
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list, value] : list.filter((item) => item !== value);

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="trial-filters__choice">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="trial-filters__group">
      <legend className="trial-filters__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

function RadiusField({ filters, facets, hasZip, s, onChange }: Props) {
  const id = useId();
  return (
    <div className="trial-filters__group trial-filters__group--radius">
      <label htmlFor={id} className="trial-filters__legend">
        {s.distance}
      </label>
      <select
        id={id}
        className="trial-filters__select"
        value={hasZip && filters.radius !== null ? String(filters.radius) : ''}
        disabled={!hasZip}
        aria-describedby={hasZip ? undefined : `${id}-hint`}
        onChange={(event) => {
          const miles = Number(event.target.value);
          onChange({ ...filters, radius: event.target.value === '' ? null : (miles as TrialRadius) });
        }}
      >
        <option value="">{s.anyDistance}</option>
        {TRIAL_RADII_MILES.map((miles) => (
          <option key={miles} value={String(miles)}>
            {withCount(s.radius(miles), countOf(facets?.radius, String(miles)), s)}
          </option>
        ))}
      </select>
      {hasZip ? null : (
        <p id={`${id}-hint`} className="trial-filters__hint">
          {s.needsZip}
        </p>
      )}
    </div>
  );
}

function SexField({ filters, facets, s, onChange }: Props) {
  const name = useId();
  const options = [
    { value: null, label: s.anySex, count: undefined },
    ...SEARCHER_SEXES.map((sex) => ({ value: sex, label: s.sexes[sex], count: countOf(facets?.sex, sex) })),
  ];
  return (
    <Group legend={s.sex}>
      {options.map((option) => (
        <label key={option.value ?? 'any'} className="trial-filters__choice">
          <input
            type="radio"
            name={name}
            checked={filters.sex === option.value}
            onChange={() => onChange({ ...filters, sex: option.value })}
          />
          <span>{withCount(option.label, option.count, s)}</span>
        </label>
      ))}
    </Group>
  );
}

/**
 * The filters other than age, as native controls in fieldsets (a screen reader names each group;
 * the keyboard moves through them as through any form). Each change is applied at once.
 */
export function TrialFilterFields(props: Props) {
  const { filters, facets, s, onChange, ageField } = props;
  return (
    <>
      <RadiusField {...props} />
      <Group legend={s.status}>
        {RECRUITMENT_STATUSES.map((status) => (
          <Check
            key={status}
            label={withCount(s.statuses[status], countOf(facets?.status, status), s)}
            checked={filters.status.includes(status)}
            onChange={(on) => onChange({ ...filters, status: toggled(filters.status, status, on) })}
          />
        ))}
      </Group>
      <Group legend={s.phase}>
        {TRIAL_PHASES.map((phase) => (
          <Check
            key={phase}
            label={withCount(s.phases[phase], countOf(facets?.phase, phase), s)}
            checked={filters.phase.includes(phase)}
            onChange={(on) => onChange({ ...filters, phase: toggled(filters.phase, phase, on) })}
          />
        ))}
      </Group>
      {ageField}
      <SexField {...props} />
      <Group legend={s.more}>
        <Check
          label={withCount(s.healthy, facets?.healthy, s)}
          checked={filters.healthy}
          onChange={(healthy) => onChange({ ...filters, healthy })}
        />
        <Check
          label={withCount(s.virtual, facets?.virtual, s)}
          checked={filters.virtual}
          onChange={(virtual) => onChange({ ...filters, virtual })}
        />
      </Group>
    </>
  );
}
