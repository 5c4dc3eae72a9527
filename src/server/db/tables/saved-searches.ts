import type { ColumnType } from 'kysely';

/** Written as a Date or ISO string, read back as a Date (both drivers parse timestamptz). */
type Timestamptz = ColumnType<Date, Date | string, Date | string>;

/*
 * A registry member's saved trial searches (src/server/saved-searches): the search as the member
 * chose it and nothing else about their health, whether its new trials are mailed, and the time
 * up to which they have been.
 */

export interface SavedSearchesTable {
  id: string;
  profile_id: string;
  /** The search text: a condition's key or name, or words; '' for every trial. */
  q: string;
  /** '' for a search from nowhere in particular. */
  zip: string;
  /** The filters as their canonical parameters (trialFilterParams), '' for none. */
  filters: string;
  language: string;
  alerts: boolean;
  created_at: Timestamptz;
  /** Trials that opened after this have not been mailed yet. */
  told_until: Timestamptz;
}

/** One per alert mail: its link stops that search's alerts, nothing else. Kept only as a hash. */
export interface SavedSearchAlertTokensTable {
  token_hash: string;
  saved_search_id: string;
  created_at: Timestamptz;
  expires_at: Timestamptz;
  revoked_at: Timestamptz | null;
}

/** A scheduled job's run, claimed by the one server that inserted the row. */
export interface JobClaimsTable {
  job: string;
  /** Which run: e.g. the day, for a daily job. */
  slot: string;
  claimed_at: Timestamptz;
}

export interface SavedSearchTables {
  saved_searches: SavedSearchesTable;
  saved_search_alert_tokens: SavedSearchAlertTokensTable;
  job_claims: JobClaimsTable;
}
