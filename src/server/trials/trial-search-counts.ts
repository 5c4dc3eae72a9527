import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { TrialFacets } from '../../shared/contracts/trials';
import { trialFilterParams, type TrialFilters } from '../../shared/domain/trials/trial-filters';
import type { Database } from '../db/schema';
import type { Pruner } from '../jobs/daily-pruning';

/*
 * The counts of a search, counted once per version of the catalogue. Counting is the costly part
 * of a broad search (every matching trial, and for the facets every matching trial again under
 * each other filter); the page itself reads a few rows. The next page of the same search, a
 * shared link, another person searching the same thing: they read the counts kept here. A write
 * of the catalogue moves its version on in its own transaction, so counts are never read for a
 * catalogue other than the one they were counted on (counts taken while a write committed are
 * kept under the older version and never read).
 */

/** What a search counted: its total, its facets, and how its results split for paging. */
export interface SearchCounts {
  total: number;
  facets: TrialFacets;
  /** Matching trials without a location (the tail of a distance order), when counted. */
  unlocated?: number;
  /** Matching trials linked to a condition the words name (the first segment), when words name one. */
  named?: number;
  /** The language's searchable trials (the pagers' choice of method). */
  indexSize?: number;
}

export interface SearchIdentity {
  language: string;
  q: string;
  /** The ZIP the search is ordered from ('' for none). */
  zip: string;
  filters: TrialFilters;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Counts older than this go, whatever the version (most are replaced sooner by a write). */
export const SEARCH_COUNTS_KEPT_MS = 24 * 60 * 60 * 1000;

/** The catalogue's version now. */
export async function catalogueVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select version::text as version from trial_catalogue_version where id = 1`.execute(db);
  return rows[0]?.version ?? '0';
}

/*
 * Where this process is the database's only writer (PGlite: one process, one session, every
 * transaction alone on it), the version need not be read at every search: it can only move in a
 * catalogue write of this process. A write marks the version read before it as stale (whether it
 * then commits or rolls back), and the next read, which waits for the write's transaction to end,
 * reads it again. A read that a write overtook is not kept.
 */
let catalogueWritesBegun = 0;
const versionSeen = new WeakMap<object, { version: string; writesBegun: number }>();

/**
 * The catalogue's version now; `onlyWriter`: this process is the database's only writer, so
 * the version read since its last catalogue write is still the version.
 */
export async function currentCatalogueVersion(db: Db, onlyWriter: boolean): Promise<string> {
  if (!onlyWriter) return catalogueVersion(db);
  const seen = versionSeen.get(db);
  if (seen && seen.writesBegun === catalogueWritesBegun) return seen.version;
  const writesBegun = catalogueWritesBegun;
  const version = await catalogueVersion(db);
  if (writesBegun === catalogueWritesBegun) versionSeen.set(db, { version, writesBegun });
  return version;
}

/**
 * Moves the catalogue's version on (and lets go of the counts of older versions): called inside
 * every write of the catalogue, before it commits.
 */
export async function catalogueChanged(db: Db): Promise<void> {
  catalogueWritesBegun += 1;
  await sql`update trial_catalogue_version set version = version + 1 where id = 1`.execute(db);
  await sql`delete from trial_search_counts`.execute(db);
}

/** The key of a search's counts: the same search whatever the case and spacing of its words. */
export function searchCountsKey(search: SearchIdentity): string {
  const words = search.q.trim().replace(/\s+/g, ' ').toLowerCase();
  const filters = new URLSearchParams(trialFilterParams(search.filters)).toString();
  const identity = JSON.stringify([search.language, words, search.zip, filters]);
  return createHash('sha256').update(identity).digest('base64url');
}

/** The search's counts when they were counted on the catalogue's version now (one query). */
export async function readSearchCounts(db: Db, key: string): Promise<SearchCounts | null> {
  const { rows } = await sql<{ counts: string }>`
    select c.counts from trial_search_counts c
    join trial_catalogue_version v on v.id = 1 and v.version = c.version
    where c.search_key = ${key}`.execute(db);
  const counts = rows[0]?.counts;
  return counts ? (JSON.parse(counts) as SearchCounts) : null;
}

/**
 * Keeps counts counted on `version` (read BEFORE counting: counts read after a write committed
 * are then kept under the older version, never read). A newer version's counts are never replaced.
 */
export async function keepSearchCounts(
  db: Db,
  key: string,
  version: string,
  counts: SearchCounts,
): Promise<void> {
  await sql`
    insert into trial_search_counts (search_key, version, counts, computed_at)
    values (${key}, ${version}, ${JSON.stringify(counts)}, now())
    on conflict (search_key) do update
    set version = excluded.version, counts = excluded.counts, computed_at = excluded.computed_at
    where trial_search_counts.version < excluded.version`.execute(db);
}

/** Daily: counts older than SEARCH_COUNTS_KEPT_MS go. */
export const trialSearchCountsPruner: Pruner = {
  name: 'trial search counts',
  async prune(db, now) {
    const before = new Date(now.getTime() - SEARCH_COUNTS_KEPT_MS);
    const result = await sql`delete from trial_search_counts where computed_at < ${before}`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  },
};
