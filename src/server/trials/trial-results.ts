import { sql, type RawBuilder } from 'kysely';
import type { Trial } from '../../shared/content-model/trial';
import type { TrialResult } from '../../shared/contracts/trials';
import { milesFromSquaredChord, unitPoint } from './trial-geometry';

/** Where distances are measured from (a zip's centre). */
export interface Origin {
  latitude: number;
  longitude: number;
}

/** The squared chord from the origin to the location row `l` (SQL), for ordering. */
export function squaredChordSql(origin: Origin): RawBuilder<number> {
  const { x, y, z } = unitPoint(origin.latitude, origin.longitude);
  return sql<number>`((l.x - ${x}::float8) * (l.x - ${x}::float8) + (l.y - ${y}::float8) * (l.y - ${y}::float8) + (l.z - ${z}::float8) * (l.z - ${z}::float8))`;
}

/** A result row: the trial, and with an origin the nearest location and its squared chord. */
export interface ResultRow {
  data: Trial;
  chord2?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * A search result: the trial without criteria and locations; with a known distance its
 * coordinates are the nearest location's, the distance in miles unrounded (the client formats).
 */
export function trialResultOf(row: ResultRow): TrialResult {
  const {
    inclusionCriteria: _inclusion,
    exclusionCriteria: _exclusion,
    locations: _locations,
    distance: _distance,
    ...trial
  } = row.data;
  if (row.chord2 === null || row.chord2 === undefined || row.latitude == null || row.longitude == null) {
    return { ...trial, distance: null };
  }
  return {
    ...trial,
    triallatitude: row.latitude,
    triallongitude: row.longitude,
    distance: milesFromSquaredChord(row.chord2),
  };
}
