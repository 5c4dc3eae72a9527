import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { searchTrials } from '../../shared/contracts/trials';
import type { Database } from '../db/schema';
import { zipCoordinates } from '../geo/zip-coordinates';
import { prefixTsquery } from './search-text';
import type { MatchedCondition } from './trial-condition-match';
import { textMatchSql } from './trial-text-match';
import { pageByDistance } from './trial-distance-page';
import { trialResultOf, type ResultRow } from './trial-results';

type SearchAnswer = ResponseOf<typeof searchTrials>;

export interface TrialSearch {
  q: string;
  zip: string;
  page: number;
  pageSize: number;
  language: Language;
}

/**
 * A condition's trials and, without words, every searchable trial: trial_conditions already
 * counts them (each trial has one condition of interest), which spares a scan of the index.
 */
async function countMatches(
  db: Kysely<Database>,
  search: TrialSearch,
  condition: MatchedCondition | null,
  where: RawBuilder<unknown>,
) {
  if (condition) return condition.trialCount;
  const { rows } =
    prefixTsquery(search.q) === null
      ? await sql<{ total: number }>`
          select coalesce(sum(trial_count), 0)::int as total from trial_conditions
          where language = ${search.language}`.execute(db)
      : await sql<{ total: number }>`
          select count(*)::int as total from trial_index t where ${where}`.execute(db);
  return rows[0]?.total ?? 0;
}

/** Without a distance: by title, then id (stable pages). */
async function pageByTitle(db: Kysely<Database>, where: RawBuilder<unknown>, limit: number, offset: number) {
  const { rows } = await sql<ResultRow>`
    select d.data from (
      select t.trial_id, t.language, t.sort_title from trial_index t where ${where}
      order by t.sort_title, t.trial_id limit ${limit} offset ${offset}
    ) p
    join trial_documents d on d.trial_id = p.trial_id and d.language = p.language
    order by p.sort_title, p.trial_id`.execute(db);
  return rows;
}

/** GET /api/trials/Search (contract: src/shared/contracts/trials.ts). */
export async function searchTrialIndex(db: Kysely<Database>, search: TrialSearch): Promise<SearchAnswer> {
  const place = search.zip === '' ? null : zipCoordinates(search.zip);
  const offset = (search.page - 1) * search.pageSize;
  const { where, condition } = await textMatchSql(db, search.q, search.language);
  const totalCount = await countMatches(db, search, condition, where);
  const page = { match: where, language: search.language, total: totalCount, limit: search.pageSize, offset };
  const rows =
    offset >= totalCount
      ? []
      : place
        ? await pageByDistance(db, page, place)
        : await pageByTitle(db, where, search.pageSize, offset);
  return {
    results: rows.map(trialResultOf),
    totalCount,
    page: search.page,
    pageSize: search.pageSize,
    pageCount: Math.ceil(totalCount / search.pageSize),
    origin: place ? { zipCode: place.zipCode, latitude: place.latitude, longitude: place.longitude } : null,
    zipUnknown: search.zip !== '' && place === null,
    condition: condition ? { key: condition.key, value: condition.value } : null,
  };
}
