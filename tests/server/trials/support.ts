import zipcodes from 'zipcodes';
import type { LightMyRequestResponse } from 'fastify';
import type { Language } from '../../../src/shared/content-model/language';
import type { Trial } from '../../../src/shared/content-model/trial';
import type { IndexedTrial } from '../../../src/server/trials/generator/trial-generator';
import type { TestApp } from '../support/test-app';

/*
 * An independent model of the trial search for the tests: its own word matching, its own
 * haversine from the zipcodes package, its own order. The server's code is not reused here.
 */

const RADIUS_MILES = 3958.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * RADIUS_MILES * Math.asin(Math.sqrt(a));
}

export function zipPoint(zip: string): { latitude: number; longitude: number } {
  const record = zipcodes.lookup(zip);
  if (!record) throw new Error(`zip ${zip} not in the zipcodes package`);
  return { latitude: record.latitude, longitude: record.longitude };
}

/** Lower case without accents, as the index stores words (an independent model of it). */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
export const wordsOf = (text: string) =>
  plain(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);

function matches(trial: Trial, conditionKey: string, q: string): boolean {
  const words = wordsOf(
    [
      conditionKey,
      trial.featuredcondition,
      ...trial.trialconditions,
      trial.trialtitle,
      trial.trialdescription,
    ].join(' '),
  );
  return wordsOf(q).every((typed) => words.some((word) => word.startsWith(typed)));
}

/** Free text names the trial's condition when every typed word starts a word of its name. */
function conditionNamed(trial: Trial, q: string): boolean {
  const typed = wordsOf(q);
  const words = wordsOf(trial.featuredcondition);
  return typed.length > 0 && typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
}

export interface Expected {
  id: string;
  /** 0: the text names the trial's condition (ranked first), 1: it matched other words. */
  tier: number;
  title: string;
  distance: number | null;
  status: Trial['trialenrollingstatus'];
  isvirtual: boolean;
}

/**
 * Every searchable trial matching q: those whose condition q names first, then nearest first (no
 * location last), then title, then id.
 */
export function expectedRanking(
  set: readonly IndexedTrial[],
  q: string,
  zip: string | null,
  language: Language = 'en',
): Expected[] {
  const origin = zip ? zipPoint(zip) : null;
  const rows = set
    .filter(
      ({ trials, conditionKey }) =>
        trials[language].trialenrollingstatus !== 'Closed' && matches(trials[language], conditionKey, q),
    )
    .map(({ trials }) => trials[language])
    .map((trial) => ({
      id: trial.trialorgstudyid,
      tier: conditionNamed(trial, q) ? 0 : 1,
      title: plain(trial.trialtitle),
      status: trial.trialenrollingstatus,
      isvirtual: trial.isvirtual,
      distance:
        origin && trial.locations.length > 0
          ? Math.min(
              ...trial.locations.map((l) =>
                haversineMiles(
                  origin.latitude,
                  origin.longitude,
                  l.locationlatitude ?? NaN,
                  l.locationlongitude ?? NaN,
                ),
              ),
            )
          : null,
    }));
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort(
    (a, b) =>
      a.tier - b.tier ||
      (a.distance ?? Infinity) - (b.distance ?? Infinity) ||
      cmp(a.title, b.title) ||
      cmp(a.id, b.id),
  );
}

export function get(t: TestApp, url: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url });
}

export function searchUrl(params: Record<string, string>): string {
  return `/api/trials/Search?${new URLSearchParams(params).toString()}`;
}
