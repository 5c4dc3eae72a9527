import type { Language } from '../../shared/content-model/language';
import type { Trial } from '../../shared/content-model/trial';
import type { IndexedTrial } from './generator/trial-generator';
import { normalizeText, searchWords } from './search-text';
import { unitPoint } from './trial-geometry';
import type { TrialPhase, TrialSex } from '../../shared/domain/trials/trial-filters';

/*
 * The rows one set of trials becomes in the index tables (tables/trials.ts). Pure: the writer
 * only batches them into the database.
 */

export interface IndexRow {
  trial_id: string;
  language: Language;
  title: string;
  sort_title: string;
  condition_key: string;
  condition: string;
  enrolling_status: Trial['trialenrollingstatus'];
  is_virtual: boolean;
  searchable: boolean;
  search_text: string;
  min_age: number;
  max_age: number;
  sex: TrialSex;
  healthy_volunteers: boolean;
  phases: TrialPhase[];
  source: NonNullable<Trial['source']>;
}

/** The trial's document in one language, as the trial page and the results read it. */
export interface DocumentRow {
  trial_id: string;
  language: Language;
  data: Trial;
}

export interface ConditionLinkRow {
  trial_id: string;
  condition_key: string;
}

export interface LocationRow {
  trial_id: string;
  seq: number;
  latitude: number;
  longitude: number;
  x: number;
  y: number;
  z: number;
}

/** Closed trials stay readable (details, saved trials) but nobody can join them: not searched. */
export const isSearchable = (trial: Pick<Trial, 'trialenrollingstatus'>) =>
  trial.trialenrollingstatus !== 'Closed';

/**
 * The words a search matches: the condition(s), the title and the description, and the
 * condition's key ("type-2-diabetes"), so that the English name finds trials in every language.
 */
export function searchTextOf(trial: Trial, conditionKey: string): string {
  const text = [
    conditionKey,
    trial.featuredcondition,
    ...trial.trialconditions,
    trial.trialtitle,
    trial.trialdescription,
  ];
  return searchWords(text.join(' ')).join(' ');
}

export function indexRowOf(trial: Trial, language: Language, conditionKey: string): IndexRow {
  return {
    trial_id: trial.trialorgstudyid,
    language,
    title: trial.trialtitle,
    sort_title: normalizeText(trial.trialtitle),
    condition_key: conditionKey,
    condition: trial.featuredcondition,
    enrolling_status: trial.trialenrollingstatus,
    is_virtual: trial.isvirtual,
    searchable: isSearchable(trial),
    search_text: searchTextOf(trial, conditionKey),
    min_age: trial.trialminage,
    max_age: trial.trialmaxage,
    sex: trial.trialsex ?? 'all',
    healthy_volunteers: trial.healthyvolunteers ?? false,
    phases: trial.trialphases ?? [],
    source: trial.source ?? (trial.synthetic ? 'generated' : 'content'),
  };
}

export function documentRowOf(trial: Trial, language: Language): DocumentRow {
  return { trial_id: trial.trialorgstudyid, language, data: trial };
}

/** Every condition key of the trial (its condition of interest first), once each. */
export function conditionKeysOf(indexed: IndexedTrial): string[] {
  return [...new Set([indexed.conditionKey, ...(indexed.conditionKeys ?? [])])];
}

export function conditionLinkRowsOf(indexed: IndexedTrial): ConditionLinkRow[] {
  return conditionKeysOf(indexed).map((condition_key) => ({
    trial_id: indexed.trials.en.trialorgstudyid,
    condition_key,
  }));
}

/**
 * Locations are the same in every language: taken from the first. A site without coordinates
 * has no row (no distance to it); seq stays its place in the trial's list.
 */
export function locationRowsOf(trial: Trial): LocationRow[] {
  const rows: LocationRow[] = [];
  trial.locations.forEach(({ locationlatitude: latitude, locationlongitude: longitude }, seq) => {
    if (latitude === undefined || longitude === undefined) return;
    rows.push({
      trial_id: trial.trialorgstudyid,
      seq,
      latitude,
      longitude,
      ...unitPoint(latitude, longitude),
    });
  });
  return rows;
}
