import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { EARTH_RADIUS_MILES, squaredChordOf } from './trial-geometry';
import { squaredChordSql, type Origin, type ResultRow } from './trial-results';

/*
 * One page of matching trials by distance: nearest location first, trials without a location
 * last, then title, then id. With many matches, ranking every trial is the slow part (50,000
 * trials, 125,000 locations), so the page is first looked for among the locations within a radius:
 * any trial whose nearest location is within it has that location inside the radius's bounding
 * box, so once the box holds at least offset + limit such trials, their order is the global one.
 * Otherwise the radius grows, and at last every trial is ranked.
 */

/** Below this many matches, ranking them all is already fast. */
export const RANK_ALL_BELOW = 1500;
/**
 * Nor when they are this thin a share of the index: the boxes read every location inside them,
 * matched or not, so a condition's few thousand trials among 200,000 are ranked whole.
 */
const THIN_SHARE = 20;

/**
 * Whether `total` matches are few enough, or a thin enough share of the index's `indexSize`, to
 * be read one by one (each trial's own locations) rather than from the locations around the origin.
 */
export function fewEnoughToReadEach(total: number, indexSize: number): boolean {
  return total < Math.max(RANK_ALL_BELOW, indexSize / THIN_SHARE);
}
const RADII_MILES = [25, 100, 400, 1600];

/** A lateral subquery: the nearest squared chord over one trial's own locations (null: none). */
export function nearestChordOf(origin: Origin, trialId: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`select min(${squaredChordSql(origin)}) as chord2 from trial_locations l
    where l.trial_id = ${trialId}`;
}

/** Degrees of latitude and longitude around the origin that hold every point within r miles. */
export function boundingBox(origin: Origin, miles: number) {
  const angle = miles / EARTH_RADIUS_MILES;
  const degrees = (radians: number) => (radians * 180) / Math.PI + 1e-6;
  const latitude = degrees(angle);
  const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
  const near = origin.latitude + latitude >= 90 || origin.latitude - latitude <= -90;
  const sinAngle = Math.sin(angle);
  const longitude = near || sinAngle >= cosLat ? null : degrees(Math.asin(sinAngle / cosLat));
  const wraps = longitude === null || Math.abs(origin.longitude) + longitude >= 180;
  return {
    minLat: origin.latitude - latitude,
    maxLat: origin.latitude + latitude,
    lon: wraps ? null : { min: origin.longitude - longitude, max: origin.longitude + longitude },
  };
}

/**
 * Locations `l` inside the bounding box of `miles` around the origin, through the GiST index on
 * their point (a box in both directions, not a band of latitude across the whole country).
 */
export function inBoxSql(origin: Origin, miles: number): RawBuilder<unknown> {
  const box = boundingBox(origin, miles);
  const lon = box.lon ?? { min: -180, max: 180 };
  return sql`point(l.longitude, l.latitude) <@ box(point(${lon.min}::float8, ${box.minLat}::float8),
    point(${lon.max}::float8, ${box.maxLat}::float8))`;
}

/** Selects the page's trials in the language with their nearest location. */
function withDetails(page: RawBuilder<unknown>, origin: Origin, language: string) {
  const chord = squaredChordSql(origin);
  return sql<ResultRow>`
    with page as (${page})
    select p.chord2, d.data, loc.latitude, loc.longitude
    from page p
    join trial_documents d on d.trial_id = p.trial_id and d.language = ${language}
    left join lateral (
      select l.latitude, l.longitude from trial_locations l where l.trial_id = p.trial_id
      order by ${chord}, l.seq limit 1
    ) loc on true
    order by p.chord2 asc nulls last, p.sort_title, p.trial_id`;
}

/**
 * The page among the trials whose nearest location is within `miles`. With `total` (the box holds
 * every match: a radius filter), a page past the middle is read from the far end, in reverse.
 */
async function pageWithin(
  db: Kysely<Database>,
  match: RawBuilder<unknown>,
  origin: Origin,
  language: string,
  miles: number,
  limit: number,
  offset: number,
  total?: number,
): Promise<ResultRow[]> {
  const chord = squaredChordSql(origin);
  const fromEnd = total !== undefined && offset + limit > Math.ceil(total / 2);
  const skip = fromEnd ? Math.max(0, total - offset - limit) : offset;
  const take = fromEnd ? Math.min(limit, total - offset) : limit;
  const direction = sql.raw(fromEnd ? 'desc' : 'asc');
  // No count of the box's trials: with it every trial in the box is joined and counted; without
  // it the nearest (or farthest) are joined first and the join stops at the page's last row.
  const page = sql`
    select n.trial_id, n.chord2, t.sort_title
    from (
      select l.trial_id, min(${chord}) as chord2 from trial_locations l
      where ${inBoxSql(origin, miles)}
      group by l.trial_id having min(${chord}) <= ${squaredChordOf(miles)}::float8
      order by chord2 ${direction}
    ) n
    join trial_index t on t.trial_id = n.trial_id and ${match}
    order by n.chord2 ${direction}, t.sort_title ${direction}, t.trial_id ${direction}
    limit ${take} offset ${skip}`;
  return (await withDetails(page, origin, language).execute(db)).rows;
}

async function pageOfAll(
  db: Kysely<Database>,
  match: RawBuilder<unknown>,
  origin: Origin,
  language: string,
  limit: number,
  offset: number,
  /** Only the trials with a location within this radius. */
  withinMiles: number | null = null,
): Promise<ResultRow[]> {
  const within = withinMiles === null ? sql`true` : sql`n.chord2 <= ${squaredChordOf(withinMiles)}::float8`;
  // Each matched trial reads its own locations: work in proportion to the matches, whatever the
  // planner guesses their number to be (a guess of one once joined every match with all of them).
  const page = sql`
    with matched as (select t.trial_id, t.sort_title from trial_index t where ${match})
    select m.trial_id, m.sort_title, n.chord2
    from matched m cross join lateral (${nearestChordOf(origin, sql.ref('m.trial_id'))}) n
    where ${within}
    order by n.chord2 asc nulls last, m.sort_title, m.trial_id limit ${limit} offset ${offset}`;
  return (await withDetails(page, origin, language).execute(db)).rows;
}

/** `match` filters trial_index as `t` (language, searchable, words); `total` is its count. */
export async function pageByDistance(
  db: Kysely<Database>,
  page: {
    match: RawBuilder<unknown>;
    language: string;
    total: number;
    limit: number;
    offset: number;
    /** The language's searchable trials. */
    indexSize: number;
    /** Every matching trial has a location within this radius (a radius filter), or null. */
    radiusMiles?: number | null;
    /** The match, before the radius, is few: its trials read their own locations. */
    fewMatches?: boolean;
  },
  origin: Origin,
): Promise<ResultRow[]> {
  const { match, language, total, limit, offset } = page;
  // Within a radius filter, few matches are ranked whole, each tested on its nearest location;
  // otherwise the radius's box holds every result: one read, in order, whatever the page.
  if (page.radiusMiles && page.fewMatches) {
    return pageOfAll(db, match, origin, language, limit, offset, page.radiusMiles);
  }
  if (page.radiusMiles) {
    return pageWithin(db, match, origin, language, page.radiusMiles, limit, offset, total);
  }
  if (!fewEnoughToReadEach(total, page.indexSize)) {
    for (const miles of RADII_MILES) {
      const rows = await pageWithin(db, match, origin, language, miles, limit, offset);
      // A full page within the radius: the box held at least offset + limit matching trials.
      if (rows.length > 0 && rows.length >= Math.min(limit, total - offset)) return rows;
    }
  }
  return pageOfAll(db, match, origin, language, limit, offset);
}
