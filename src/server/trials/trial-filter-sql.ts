import { sql, type RawBuilder } from 'kysely';
import type { RecruitmentStatus, TrialFilters } from '../../shared/domain/trials/trial-filters';
import { inBoxSql } from './trial-distance-page';
import { squaredChordOf } from './trial-geometry';
import { squaredChordSql, type Origin } from './trial-results';

/** The index's enrolling_status of each status a searcher can pick. */
export const STATUS_OF: Record<RecruitmentStatus, string> = {
  recruiting: 'Enrolling',
  'not-yet-recruiting': 'Not Yet Enrolling',
};

/** A trial (trial_index as `t`) with a location within `miles` of the origin. */
export function withinRadiusSql(origin: Origin, miles: number): RawBuilder<unknown> {
  return sql`exists (
    select 1 from trial_locations l
    where l.trial_id = t.trial_id and ${inBoxSql(origin, miles)}
      and ${squaredChordSql(origin)} <= ${squaredChordOf(miles)}::float8)`;
}

/** How a radius is tested: on trial_index `t` with the origin, or on a row's nearest squared chord. */
type RadiusTest = ((miles: number) => RawBuilder<unknown>) | null;

function filterParts(filters: TrialFilters, radius: RadiusTest, except?: keyof TrialFilters) {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  const applies = (name: keyof TrialFilters) => name !== except;
  if (applies('radius') && filters.radius !== null && radius) parts.push(radius(filters.radius));
  if (applies('status') && filters.status.length > 0) {
    const statuses = filters.status.map((status) => STATUS_OF[status]);
    parts.push(sql`t.enrolling_status in (${sql.join(statuses)})`);
  }
  if (applies('phase') && filters.phase.length > 0) {
    parts.push(sql`t.phases && ${sql.val(filters.phase)}::text[]`);
  }
  if (applies('age') && filters.age !== null)
    parts.push(sql`t.min_age <= ${filters.age} and t.max_age >= ${filters.age}`);
  if (applies('sex') && filters.sex !== null) parts.push(sql`t.sex in ('all', ${filters.sex})`);
  if (applies('healthy') && filters.healthy) parts.push(sql`t.healthy_volunteers`);
  if (applies('virtual') && filters.virtual) parts.push(sql`t.is_virtual`);
  return sql.join(parts, sql` and `);
}

/**
 * The filters as a condition on trial_index `t`, leaving out `except` (a facet counts its own values
 * with every other filter applied). The radius needs an origin: without one it filters nothing.
 */
export function trialFilterSql(
  filters: TrialFilters,
  origin: Origin | null,
  except?: keyof TrialFilters,
): RawBuilder<unknown> {
  return filterParts(filters, origin ? (miles) => withinRadiusSql(origin, miles) : null, except);
}

/**
 * The same over rows `t` that carry the filter columns and, when `chord` is true, the squared
 * chord to the trial's nearest location within reach (`t.chord2`, null when none): the facet
 * counts' rows. Without `chord` the radius filters nothing.
 */
export function rowFilterSql(filters: TrialFilters, chord: boolean, except?: keyof TrialFilters) {
  const radius: RadiusTest = chord ? (miles) => sql`t.chord2 <= ${squaredChordOf(miles)}::float8` : null;
  return filterParts(filters, radius, except);
}
