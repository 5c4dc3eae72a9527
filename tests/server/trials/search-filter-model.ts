import { generateTrials, type IndexedTrial } from '../../../src/server/trials/generator/trial-generator';
import type { Trial } from '../../../src/shared/content-model/trial';
import type { TrialFacets } from '../../../src/shared/contracts/trials';
import type { TrialPhase } from '../../../src/shared/domain/trials/trial-filters';
import { haversineMiles, plain, wordsOf, zipPoint } from './support';

/*
 * An independent model of the filtered search for the tests (its own word matching, haversine,
 * order and facet counting) over a small generated index whose trials get varied sexes, phases,
 * healthy-volunteer flags and, for every fourth, a second condition (obesity).
 */

const SEXES = ['all', 'female', 'male'] as const;
const PHASE_SETS: TrialPhase[][] = [['1'], ['2'], ['2', '3'], ['3'], ['na'], ['early-1', '1'], ['4']];

function varied(indexed: IndexedTrial, i: number): IndexedTrial {
  const second = i % 4 === 0 && indexed.conditionKey !== 'obesity';
  const vary = (trial: Trial, obesity: string): Trial => ({
    ...trial,
    trialsex: SEXES[i % 3],
    healthyvolunteers: i % 5 === 0,
    trialphases: PHASE_SETS[i % 7],
    trialconditions: second ? [...trial.trialconditions, obesity] : trial.trialconditions,
  });
  return {
    conditionKey: indexed.conditionKey,
    conditionKeys: second ? [indexed.conditionKey, 'obesity'] : [indexed.conditionKey],
    trials: { en: vary(indexed.trials.en, 'Obesity'), es: vary(indexed.trials.es, 'Obesidad') },
  };
}

export const SET = generateTrials(700, 20_261_129).map(varied);

export interface Params {
  q?: string;
  zip?: string;
  radius?: string;
  status?: string;
  phase?: string;
  age?: string;
  sex?: string;
  healthy?: string;
  virtual?: string;
}

const STATUS = { recruiting: 'Enrolling', 'not-yet-recruiting': 'Not Yet Enrolling' } as Record<
  string,
  string
>;
export const keysOf = (x: IndexedTrial) => x.conditionKeys ?? [x.conditionKey];

interface Row {
  id: string;
  title: string;
  distance: number | null;
  tier: number;
}

/** The model: which trials a search keeps (one filter left out for a facet) and in which order. */
export function model(params: Params, except?: keyof Params): Row[] {
  const origin = params.zip ? zipPoint(params.zip) : null;
  const applies = (name: keyof Params) => name !== except && params[name] !== undefined;
  const typed = wordsOf(params.q ?? '');
  return SET.filter((x) => x.trials.en.trialenrollingstatus !== 'Closed')
    .map((x) => {
      const trial = x.trials.en;
      const words = wordsOf(
        [
          ...keysOf(x),
          trial.featuredcondition,
          ...trial.trialconditions,
          trial.trialtitle,
          trial.trialdescription,
        ].join(' '),
      );
      // A site without coordinates is on the trial's page but in no distance search.
      const placed = trial.locations.flatMap((l) =>
        l.locationlatitude === undefined || l.locationlongitude === undefined
          ? []
          : [{ latitude: l.locationlatitude, longitude: l.locationlongitude }],
      );
      const distance =
        origin && placed.length > 0
          ? Math.min(
              ...placed.map((l) =>
                haversineMiles(origin.latitude, origin.longitude, l.latitude, l.longitude),
              ),
            )
          : null;
      const named = keysOf(x).some((key) => {
        const name = SET.find((y) => y.conditionKey === key)?.trials.en.featuredcondition ?? '';
        return typed.length > 0 && typed.every((w) => wordsOf(name).some((n) => n.startsWith(w)));
      });
      const keep =
        typed.every((w) => words.some((n) => n.startsWith(w))) &&
        (!applies('radius') || !origin || (distance !== null && distance <= Number(params.radius))) &&
        (!applies('status') ||
          (params.status ?? '').split(',').some((s) => STATUS[s] === trial.trialenrollingstatus)) &&
        (!applies('phase') ||
          (params.phase ?? '').split(',').some((p) => trial.trialphases?.includes(p as TrialPhase))) &&
        (!applies('age') ||
          (trial.trialminage <= Number(params.age) && trial.trialmaxage >= Number(params.age))) &&
        (!applies('sex') || trial.trialsex === 'all' || trial.trialsex === params.sex) &&
        (!applies('healthy') || trial.healthyvolunteers === true) &&
        (!applies('virtual') || trial.isvirtual);
      return keep
        ? { id: trial.trialorgstudyid, title: plain(trial.trialtitle), distance, tier: named ? 0 : 1 }
        : null;
    })
    .filter((row): row is Row => row !== null)
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        (a.distance ?? Infinity) - (b.distance ?? Infinity) ||
        (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) ||
        (a.id < b.id ? -1 : 1),
    );
}

/** The facets the model gives: each value counted with every other filter applied. */
export function modelFacets(params: Params): TrialFacets {
  const count = (facet: keyof Params, value: string) =>
    model({ ...params, [facet]: value }, undefined).length;
  const values = (facet: keyof Params, all: readonly string[]) =>
    all.map((value) => ({ value, count: count(facet, value) }));
  return {
    radius: params.zip ? values('radius', ['10', '25', '50', '100', '250']) : [],
    status: values('status', ['recruiting', 'not-yet-recruiting']),
    phase: values('phase', ['early-1', '1', '2', '3', '4', 'na']),
    sex: values('sex', ['female', 'male']),
    healthy: count('healthy', 'true'),
    virtual: count('virtual', 'true'),
  };
}
