import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TrialFacets } from '../../shared/contracts/trials';
import {
  RECRUITMENT_STATUSES,
  SEARCHER_SEXES,
  TRIAL_PHASES,
  TRIAL_RADII_MILES,
  type TrialFilters,
} from '../../shared/domain/trials/trial-filters';
import type { Database } from '../db/schema';
import { squaredChordOf } from './trial-geometry';
import { inBoxSql, nearestChordOf } from './trial-distance-page';
import { rowFilterSql, STATUS_OF } from './trial-filter-sql';
import { squaredChordSql, type Origin } from './trial-results';

/*
 * Facet counts and the total, in one pass over rows `t` that carry the filter columns and a
 * weight `w`: either the pre-aggregated trial_facet_counts (w = trials sharing those values) or
 * the matched trials themselves (w = 1). Each facet value is a sum filtered by every OTHER filter.
 */

/** Rows to count over; `chord` when they carry `chord2` (nearest location within reach). */
export interface FacetRows {
  rows: RawBuilder<unknown>;
  chord: boolean;
  /** The rows carry `located` (then the trials without a location are counted too). */
  located?: boolean;
}

/** The farthest radius offered: beyond it no distance is ever needed for counting. */
export const REACH_MILES = Math.max(...TRIAL_RADII_MILES);

interface Cell {
  name: string;
  test: RawBuilder<unknown>;
}

/** The radius facet's cells: trials within each radius, under every other filter. */
function radiusCellsOf(filters: TrialFilters): Cell[] {
  return TRIAL_RADII_MILES.map((miles) => ({
    name: `radius:${String(miles)}`,
    test: sql`${rowFilterSql(filters, true, 'radius')} and t.chord2 <= ${squaredChordOf(miles)}::float8`,
  }));
}

function cellsOf(filters: TrialFilters, chord: boolean, located: boolean): Cell[] {
  const cells: Cell[] = [{ name: 'total', test: rowFilterSql(filters, chord) }];
  if (located)
    cells.push({ name: 'unlocated', test: sql`${rowFilterSql(filters, chord)} and not t.located` });
  const other = (facet: keyof TrialFilters, test: RawBuilder<unknown>) =>
    sql`${rowFilterSql(filters, chord, facet)} and ${test}`;
  for (const status of RECRUITMENT_STATUSES)
    cells.push({
      name: `status:${status}`,
      test: other('status', sql`t.enrolling_status = ${STATUS_OF[status]}`),
    });
  for (const phase of TRIAL_PHASES)
    cells.push({ name: `phase:${phase}`, test: other('phase', sql`${phase} = any(t.phases)`) });
  for (const sex of SEARCHER_SEXES)
    cells.push({ name: `sex:${sex}`, test: other('sex', sql`t.sex in ('all', ${sex})`) });
  cells.push({ name: 'healthy', test: other('healthy', sql`t.healthy_volunteers`) });
  cells.push({ name: 'virtual', test: other('virtual', sql`t.is_virtual`) });
  if (chord) cells.push(...radiusCellsOf(filters));
  return cells;
}

/**
 * Each cell's weighted count over the rows: every facet's, or (`radiusOnly`, rows carrying
 * `chord2`) the radius facet's alone, when the other facets are counted elsewhere.
 */
export async function countCells(
  db: Kysely<Database>,
  source: FacetRows,
  filters: TrialFilters,
  radiusOnly = false,
): Promise<Map<string, number>> {
  const cells = radiusOnly ? radiusCellsOf(filters) : cellsOf(filters, source.chord, source.located ?? false);
  const sums = cells.map(
    (cell, index) =>
      sql`coalesce(sum(t.w) filter (where ${cell.test}), 0)::int as ${sql.ref(`c${String(index)}`)}`,
  );
  const { rows } = await sql<Record<string, number>>`
    select ${sql.join(sums)} from (${source.rows}) t`.execute(db);
  const row = rows[0] ?? {};
  return new Map(cells.map((cell, index) => [cell.name, Number(row[`c${String(index)}`] ?? 0)]));
}

/** The contract's facets from counted cells; radius counts only when they were counted. */
export function facetsOf(cells: Map<string, number>, radius: Map<string, number> | null): TrialFacets {
  const count = (from: Map<string, number>, name: string) => from.get(name) ?? 0;
  const values = <T extends string | number>(prefix: string, all: readonly T[], from = cells) =>
    all.map((value) => ({ value: String(value), count: count(from, `${prefix}:${String(value)}`) }));
  return {
    radius: radius ? values('radius', TRIAL_RADII_MILES, radius) : [],
    status: values('status', RECRUITMENT_STATUSES),
    phase: values('phase', TRIAL_PHASES),
    sex: values('sex', SEARCHER_SEXES),
    healthy: count(cells, 'healthy'),
    virtual: count(cells, 'virtual'),
  };
}

/** The pre-aggregated counts of a language's trials, or of one condition's ('' for every trial). */
export function countRows(language: string, conditionKey: string): FacetRows {
  return {
    rows: sql`select c.*, c.trial_count as w from trial_facet_counts c
      where c.language = ${language} and c.condition_key = ${conditionKey}`,
    chord: false,
    located: true,
  };
}

/** The matched trials' nearest squared chords, for those with a location within reach. */
function nearestWithinReach(origin: Origin): RawBuilder<unknown> {
  const chord = squaredChordSql(origin);
  return sql`select l.trial_id, min(${chord}) as chord2 from trial_locations l
    where ${inBoxSql(origin, REACH_MILES)} and ${chord} <= ${squaredChordOf(REACH_MILES)}::float8
    group by l.trial_id`;
}

/**
 * The searchable trials of a language (of one condition, or all) within reach of the origin, with
 * their nearest squared chord, read from trial_facet_members: its narrow rows, not the index's
 * with their word vectors. The locations around the origin are read, unless `fewTrials` (a
 * condition with few trials, or a thin share of the index): then each of the condition's trials
 * reads its own locations.
 */
export function nearMemberRows(
  origin: Origin,
  language: string,
  conditionKey: string | null,
  fewTrials = false,
): FacetRows {
  if (conditionKey !== null && fewTrials) {
    return {
      rows: sql`select t.*, 1 as w, n.chord2 from trial_facet_members t
        cross join lateral (${nearestChordOf(origin, sql.ref('t.trial_id'))}) n
        where t.language = ${language} and t.trial_id in (
          select c.trial_id from trial_condition_links c where c.condition_key = ${conditionKey})
          and n.chord2 <= ${squaredChordOf(REACH_MILES)}::float8`,
      chord: true,
    };
  }
  const condition = conditionKey === null ? sql`true` : sql`${conditionKey} = any(t.condition_keys)`;
  return {
    rows: sql`select t.*, 1 as w, n.chord2 from (${nearestWithinReach(origin)}) n
      join trial_facet_members t on t.trial_id = n.trial_id and t.language = ${language}
      where ${condition}`,
    chord: true,
  };
}

/**
 * The matched trials one by one (`match` on trial_index `t`). With an origin, `nearOnly` keeps
 * the trials within reach (a radius is applied, or only the radius facet is wanted); otherwise
 * every matched trial, with a chord when it is within reach.
 */
export function matchedRows(match: RawBuilder<unknown>, origin: Origin | null, nearOnly: boolean): FacetRows {
  const columns = sql`t.enrolling_status, t.is_virtual, t.healthy_volunteers, t.sex, t.phases,
    t.min_age, t.max_age, 1 as w`;
  if (!origin) return { rows: sql`select ${columns} from trial_index t where ${match}`, chord: false };
  return {
    rows: nearOnly
      ? sql`select ${columns}, n.chord2 from (${nearestWithinReach(origin)}) n
          join trial_index t on t.trial_id = n.trial_id and ${match}`
      : sql`select ${columns}, n.chord2 from trial_index t
          left join (${nearestWithinReach(origin)}) n on n.trial_id = t.trial_id where ${match}`,
    chord: true,
  };
}
