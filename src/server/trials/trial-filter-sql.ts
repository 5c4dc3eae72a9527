import { sql, type RawBuilder } from 'kysely';
import type { RecruitmentStatus, TrialFilters } from '../../shared/domain/trials/trial-filters';
import { boundingBox } from './trial-distance-page';
import { squaredChordOf } from './trial-geometry';
import { squaredChordSql, type Origin } from './trial-results';

/** The index's enrolling_status of each status a searcher can pick. */
const STATUS_OF: Record<RecruitmentStatus, string> = {
  recruiting: 'Enrolling',
  'not-yet-recruiting': 'Not Yet Enrolling',
};

/** A trial (trial_index as `t`) with a location within `miles` of the origin. */
export function withinRadiusSql(origin: Origin, miles: number): RawBuilder<unknown> {
  const box = boundingBox(origin, miles);
  const lon = box.lon ? sql`and l.longitude between ${box.lon.min} and ${box.lon.max}` : sql``;
  return sql`exists (
    select 1 from trial_locations l
    where l.trial_id = t.trial_id and l.latitude between ${box.minLat} and ${box.maxLat} ${lon}
      and ${squaredChordSql(origin)} <= ${squaredChordOf(miles)}::float8)`;
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
  const parts: RawBuilder<unknown>[] = [sql`true`];
  const applies = (name: keyof TrialFilters) => name !== except;
  if (applies('radius') && filters.radius !== null && origin)
    parts.push(withinRadiusSql(origin, filters.radius));
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
