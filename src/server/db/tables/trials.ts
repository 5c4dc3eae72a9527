import type { ColumnType } from 'kysely';
import type { JsonColumn } from './content';

/*
 * The trial search index: one narrow row per trial and language with the columns the
 * search filters and sorts on, the whole trial as JSON in trial_documents (kept apart so that
 * scans of the index stay small), the trials' locations (language-free: coordinates only) and
 * the conditions of interest with their trial counts (the suggestions).
 * Written by src/server/trials/trial-index-writer.ts; read by the trial routes.
 */

export interface TrialIndexTable {
  trial_id: string;
  language: string;
  title: string;
  /** The title normalized (lower case, no accents): sorted byte-wise, the same on every server. */
  sort_title: string;
  condition_key: string;
  condition: string;
  enrolling_status: string;
  is_virtual: boolean;
  /** False for Closed trials: nobody can join them, so search and suggestions leave them out. */
  searchable: boolean;
  /** The normalized words of the condition(s), title and description; matched with a prefix tsquery. */
  search_vector: ColumnType<string, never, never>;
  /** Eligible ages in whole years (0 and 120 when the trial sets no limit). */
  min_age: number;
  max_age: number;
  sex: 'all' | 'female' | 'male';
  healthy_volunteers: boolean;
  /** TRIAL_PHASES values ('early-1', '1' … '4', 'na'). */
  phases: string[];
  source: 'content' | 'generated' | 'ctgov';
  /** When the trial first became searchable here (saved-search alerts tell of newer ones). */
  first_opened_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A digest of the source record: an import leaves a trial whose digest is unchanged alone. */
  content_hash: string | null;
}

/** Each condition a trial studies, by key (a search for a condition finds its trials here). */
export interface TrialConditionLinksTable {
  trial_id: string;
  condition_key: string;
}

export interface TrialDocumentsTable {
  trial_id: string;
  language: string;
  /** The whole trial (trialSchema data, locations included). */
  data: JsonColumn<unknown>;
}

/** One row per location of a trial; x, y, z is the point on the unit sphere (chord distances). */
export interface TrialLocationsTable {
  trial_id: string;
  seq: number;
  latitude: number;
  longitude: number;
  x: number;
  y: number;
  z: number;
}

/** A condition of interest of one language and how many searchable trials have it. */
export interface TrialConditionsTable {
  language: string;
  key: string;
  value: string;
  /** value normalized like search_text, for the contains match. */
  value_norm: string;
  trial_count: number;
}

export interface TrialTables {
  trial_index: TrialIndexTable;
  trial_documents: TrialDocumentsTable;
  trial_locations: TrialLocationsTable;
  trial_conditions: TrialConditionsTable;
  trial_condition_links: TrialConditionLinksTable;
}
