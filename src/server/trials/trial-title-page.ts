import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { ResultRow } from './trial-results';

/** A slice of an ordered set of `total` rows; `reversed` when it is read from the far end. */
export interface Slice {
  limit: number;
  offset: number;
  reversed: boolean;
}

/**
 * Where to read rows offset … offset + limit of `total`: pages past the middle are read from the
 * other end (the last page costs what the first does), since a numbered pager cannot hand the
 * previous page's last key along the way keyset paging needs.
 */
export function sliceOf(total: number, offset: number, limit: number): Slice {
  const take = Math.max(0, Math.min(limit, total - offset));
  if (offset + take / 2 <= total / 2) return { limit: take, offset, reversed: false };
  return { limit: take, offset: total - offset - take, reversed: true };
}

/** Below this share of the index, the matches are found first and then ordered by title. */
const SPARSE_SHARE = 1 / 4;

/**
 * Rows offset … offset + limit of the trials `where` finds (trial_index `t`, `total` of them) by
 * title, then id: the search without a distance. `total` must be the exact count of `where`.
 * A dense match walks the title index until the page is full; a sparse one (words found in few
 * trials, whose titles may all sort late: "placebo") is found through its own index first and
 * only its rows are ordered, since walking the titles could read most of the index before the
 * first match.
 */
export async function pageByTitle(
  db: Kysely<Database>,
  where: RawBuilder<unknown>,
  total: number,
  limit: number,
  offset: number,
  /** The index's size when an index of its own finds `where`'s trials (words), else 0: never sparse. */
  indexSize = 0,
): Promise<ResultRow[]> {
  const slice = sliceOf(total, offset, limit);
  if (slice.limit === 0) return [];
  const direction = sql.raw(slice.reversed ? 'desc' : 'asc');
  const sparse = total < indexSize * SPARSE_SHARE;
  const matches = sparse
    ? sql`with m as materialized (
        select t.trial_id, t.language, t.sort_title from trial_index t where ${where}
      ) select * from m t`
    : sql`select t.trial_id, t.language, t.sort_title from trial_index t where ${where}`;
  const { rows } = await sql<ResultRow>`
    select d.data from (
      ${matches}
      order by t.sort_title ${direction}, t.trial_id ${direction}
      limit ${slice.limit} offset ${slice.offset}
    ) p
    join trial_documents d on d.trial_id = p.trial_id and d.language = p.language
    order by p.sort_title, p.trial_id`.execute(db);
  return rows;
}
