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

/**
 * Rows offset … offset + limit of the trials `where` finds (trial_index `t`, `total` of them) by
 * title, then id: the search without a distance. `total` must be the exact count of `where`.
 */
export async function pageByTitle(
  db: Kysely<Database>,
  where: RawBuilder<unknown>,
  total: number,
  limit: number,
  offset: number,
): Promise<ResultRow[]> {
  const slice = sliceOf(total, offset, limit);
  if (slice.limit === 0) return [];
  const direction = sql.raw(slice.reversed ? 'desc' : 'asc');
  const { rows } = await sql<ResultRow>`
    select d.data from (
      select t.trial_id, t.language, t.sort_title from trial_index t where ${where}
      order by t.sort_title ${direction}, t.trial_id ${direction}
      limit ${slice.limit} offset ${slice.offset}
    ) p
    join trial_documents d on d.trial_id = p.trial_id and d.language = p.language
    order by p.sort_title, p.trial_id`.execute(db);
  return rows;
}
