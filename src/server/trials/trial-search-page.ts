import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { pageByDistance } from './trial-distance-page';
import type { Origin, ResultRow } from './trial-results';
import { pageByTitle } from './trial-title-page';

/*
 * One page of results over segments in rank order (trials whose condition the text names, then
 * the other matches), each ordered by distance when there is an origin (trials without a location
 * after the others, by title) or else by title.
 */

/** A part of the results: trials `where` finds on trial_index `t`, exactly `total` of them. */
export interface Segment {
  where: RawBuilder<unknown>;
  total: number;
  /** How many of them have no location, when already counted. */
  unlocated?: number;
}

export interface PageRequest {
  language: string;
  /** The language's searchable trials (the pagers' choice of method). */
  indexSize: number;
  /** Words or a condition find the trials through their own index (the title pager's choice). */
  indexedMatch: boolean;
  origin: Origin | null;
  /** The radius the filters apply (with an origin): every result has a location within it. */
  radiusMiles: number | null;
  /**
   * The segments' trials, before the radius, are few (a condition with few trials): each reads
   * its own locations instead of the radius's box being read.
   */
  fewMatches?: boolean;
  limit: number;
  offset: number;
}

const LOCATED = sql`exists (select 1 from trial_locations l where l.trial_id = t.trial_id)`;

async function countOf(db: Kysely<Database>, where: RawBuilder<unknown>): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from trial_index t where ${where}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * By distance. The first half through the nearest-first pager; past the middle the trials
 * without a location (the tail, by title) are counted and read from their end, and only the
 * located ones before them are ranked by distance.
 */
async function pageNearFirst(
  db: Kysely<Database>,
  segment: Segment,
  request: PageRequest & { origin: Origin },
): Promise<ResultRow[]> {
  const { total, where } = segment;
  const { language, origin, limit, offset, indexSize, radiusMiles, fewMatches } = request;
  if (radiusMiles !== null || offset + limit <= Math.ceil(total / 2)) {
    const page = { match: where, language, total, limit, offset, indexSize, radiusMiles, fewMatches };
    return pageByDistance(db, page, origin);
  }
  const unlocated = segment.unlocated ?? (await countOf(db, sql`${where} and not ${LOCATED}`));
  const located = total - unlocated;
  const rows: ResultRow[] = [];
  if (offset < located) {
    const match = sql`${where} and ${LOCATED}`;
    const take = Math.min(limit, located - offset);
    const page = { match, language, total: located, limit: take, offset, indexSize, radiusMiles: null };
    rows.push(...(await pageByDistance(db, page, origin)));
  }
  const left = limit - rows.length;
  if (left > 0) {
    const tailOffset = Math.max(0, offset - located);
    const tail = sql`${where} and not ${LOCATED}`;
    const sparseBelow = request.indexedMatch ? indexSize : 0;
    rows.push(...(await pageByTitle(db, tail, unlocated, left, tailOffset, sparseBelow)));
  }
  return rows;
}

/** Rows offset … offset + limit across the segments. */
export async function pageOfSegments(
  db: Kysely<Database>,
  segments: readonly Segment[],
  request: PageRequest,
): Promise<ResultRow[]> {
  const rows: ResultRow[] = [];
  let { offset } = request;
  for (const segment of segments) {
    const limit = request.limit - rows.length;
    if (limit <= 0) break;
    if (offset >= segment.total) {
      offset -= segment.total;
      continue;
    }
    const { origin } = request;
    rows.push(
      ...(origin
        ? await pageNearFirst(db, segment, { ...request, origin, limit, offset })
        : await pageByTitle(
            db,
            segment.where,
            segment.total,
            limit,
            offset,
            request.indexedMatch ? request.indexSize : 0,
          )),
    );
    offset = 0;
  }
  return rows;
}
