import { sql, type Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { searchTrials, TrialFacets } from '../../shared/contracts/trials';
import { NO_TRIAL_FILTERS, type TrialFilters } from '../../shared/domain/trials/trial-filters';
import type { Database } from '../db/schema';
import { zipCoordinates } from '../geo/zip-coordinates';
import { countCells, countRows, facetsOf, matchedRows, nearMemberRows } from './trial-facets';
import { trialFilterSql } from './trial-filter-sql';
import { matchedConditionsOf } from './trial-matched-condition';
import { trialResultOf, type Origin } from './trial-results';
import { fewEnoughToReadEach, RANK_ALL_BELOW } from './trial-distance-page';
import { pageOfSegments, type Segment } from './trial-search-page';
import {
  catalogueVersion,
  keepSearchCounts,
  readSearchCounts,
  searchCountsKey,
  type SearchCounts,
} from './trial-search-counts';
import { keptSearchAnswer } from './trial-answer-cache';
import { linkedToSql, textMatchSql, type TextMatch } from './trial-text-match';

type SearchAnswer = ResponseOf<typeof searchTrials>;

export interface TrialSearch {
  q: string;
  zip: string;
  page: number;
  pageSize: number;
  language: Language;
  filters?: TrialFilters;
}

/** The search is for a condition with few trials: each of them then reads its own locations. */
function fewConditionTrials(text: TextMatch, indexSize: number): boolean {
  return text.condition !== null && fewEnoughToReadEach(text.condition.trialCount, indexSize);
}

/**
 * The total and the facets. Without words and without a radius they are sums over the
 * pre-aggregated counts (a handful of rows per condition, whatever the index's size), and the
 * radius facet is counted over the trials within reach. Without words but with a radius,
 * everything is counted over the searchable trials within reach (the facet members' narrow rows).
 * With words, over the matched trials, which a radius bounds to those within its reach. A
 * condition with few trials has each of them read its own locations, rather than every location
 * around the origin.
 */
async function countSearch(
  db: Kysely<Database>,
  text: TextMatch,
  filters: TrialFilters,
  origin: Origin | null,
  language: Language,
  /** The language's searchable trials. */
  indexSize: number,
): Promise<{ total: number; facets: TrialFacets; unlocated?: number }> {
  const condition = text.condition;
  const fewTrials = fewConditionTrials(text, indexSize);
  const nearby = origin && nearMemberRows(origin, language, condition?.key ?? null, fewTrials);
  if (!text.words && nearby && filters.radius !== null) {
    const cells = await countCells(db, nearby, filters);
    return { total: cells.get('total') ?? 0, facets: facetsOf(cells, cells) };
  }
  if (!text.words) {
    const cells = await countCells(db, countRows(language, condition?.key ?? ''), filters);
    // Only the radius facet is read from the trials within reach: the others come from the counts.
    const near = nearby ? await countCells(db, nearby, filters, true) : null;
    const total = cells.get('total') ?? 0;
    return { total, facets: facetsOf(cells, near), unlocated: cells.get('unlocated') };
  }
  const radiusApplies = origin !== null && filters.radius !== null;
  const cells = await countCells(db, matchedRows(text.where, origin, radiusApplies), filters);
  return { total: cells.get('total') ?? 0, facets: facetsOf(cells, origin ? cells : null) };
}

/** How many matching trials are linked to a condition the words name (null: the words name none). */
async function namedCount(
  db: Kysely<Database>,
  text: TextMatch,
  where: ReturnType<typeof trialFilterSql>,
  total: number,
): Promise<number | undefined> {
  const keys = [...(text.nameMatches?.keys() ?? [])];
  if (keys.length === 0 || total === 0) return undefined;
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from trial_index t where ${where} and ${linkedToSql(keys)}`.execute(db);
  return rows[0]?.n ?? 0;
}

/** Trials whose condition the words name first, then the other matches. */
function segmentsOf(
  text: TextMatch,
  where: ReturnType<typeof trialFilterSql>,
  counts: SearchCounts,
): Segment[] {
  const { total, unlocated, named } = counts;
  const keys = [...(text.nameMatches?.keys() ?? [])];
  if (keys.length === 0 || total === 0 || named === undefined) return [{ where, total, unlocated }];
  return [
    { where: sql`${where} and ${linkedToSql(keys)}`, total: named },
    { where: sql`${where} and not ${linkedToSql(keys)}`, total: total - named },
  ];
}

/**
 * The search's counts: kept ones for this version of the catalogue, else counted now and kept
 * for the next page and the next person.
 */
async function searchCounts(
  db: Kysely<Database>,
  search: TrialSearch,
  text: TextMatch,
  place: Origin | null,
  where: ReturnType<typeof trialFilterSql>,
): Promise<SearchCounts> {
  const filters = search.filters ?? NO_TRIAL_FILTERS;
  const key = searchCountsKey({
    language: search.language,
    q: search.q,
    zip: place ? search.zip : '',
    filters,
  });
  const kept = await readSearchCounts(db, key);
  if (kept) return kept;
  const version = await catalogueVersion(db);
  const indexSize = await searchableCount(db, search.language);
  const counted = await countSearch(db, text, filters, place, search.language, indexSize);
  const named = await namedCount(db, text, where, counted.total);
  const counts = { ...counted, ...(named === undefined ? {} : { named }), indexSize };
  await keepSearchCounts(db, key, version, counts);
  return counts;
}

/** The language's searchable trials, from the pre-aggregated counts. */
async function searchableCount(db: Kysely<Database>, language: Language): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select coalesce(sum(trial_count), 0)::int as n from trial_facet_counts
    where language = ${language} and condition_key = ''`.execute(db);
  return rows[0]?.n ?? 0;
}

/** The search's answer, read from the index. */
async function answerSearch(db: Kysely<Database>, search: TrialSearch): Promise<SearchAnswer> {
  const filters = search.filters ?? NO_TRIAL_FILTERS;
  const place = search.zip === '' ? null : zipCoordinates(search.zip);
  const offset = (search.page - 1) * search.pageSize;
  const text = await textMatchSql(db, search.q, search.language);
  const where = sql`${text.where} and ${trialFilterSql(filters, place)}`;
  const counts = await searchCounts(db, search, text, place, where);
  const { total, facets } = counts;
  const indexSize = counts.indexSize ?? 0;
  // Within a radius the pager keeps to it itself (the same test again on every row would only
  // hide the order from the planner): it reads the radius's box in distance order, or, for a
  // condition with few trials, each of them reads its own locations. Words or a condition that
  // find few trials within the radius have them ranked whole.
  const condition = text.condition;
  const fewTrials = fewConditionTrials(text, indexSize);
  const fewFound = (text.words || condition !== null) && total < RANK_ALL_BELOW;
  const radiusMiles = place && (fewTrials || !fewFound) ? filters.radius : null;
  const pageWhere = radiusMiles
    ? sql`${text.where} and ${trialFilterSql({ ...filters, radius: null }, place)}`
    : where;
  const segments = segmentsOf(text, pageWhere, counts);
  const request = {
    language: search.language,
    indexSize,
    indexedMatch: Boolean(text.words) || condition !== null,
    origin: place,
    radiusMiles,
    fewMatches: fewTrials,
    limit: search.pageSize,
    offset,
  };
  const rows = offset >= total ? [] : await pageOfSegments(db, segments, request);
  const matched = await matchedConditionsOf(db, text, rows);
  return {
    results: rows.map((row) => ({
      ...trialResultOf(row),
      matchedCondition: matched.get(row.data.trialorgstudyid) ?? null,
    })),
    totalCount: total,
    page: search.page,
    pageSize: search.pageSize,
    pageCount: Math.ceil(total / search.pageSize),
    origin: place ? { zipCode: place.zipCode, latitude: place.latitude, longitude: place.longitude } : null,
    zipUnknown: search.zip !== '' && place === null,
    condition: text.condition ? { key: text.condition.key, value: text.condition.value } : null,
    facets,
  };
}

/**
 * GET /api/trials/Search (contract: src/shared/contracts/trials.ts): the answer kept for this
 * search, page and catalogue, else read from the index. `onlyWriter`: this process is the
 * database's only writer (PGlite).
 */
export function searchTrialIndex(
  db: Kysely<Database>,
  search: TrialSearch,
  onlyWriter = false,
): Promise<SearchAnswer> {
  const identity = {
    language: search.language,
    q: search.q,
    zip: search.zip,
    filters: search.filters ?? NO_TRIAL_FILTERS,
  };
  const key = `${searchCountsKey(identity)}:${String(search.page)}:${String(search.pageSize)}`;
  return keptSearchAnswer(db, key, () => answerSearch(db, search), onlyWriter);
}
