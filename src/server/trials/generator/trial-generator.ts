import { LANGUAGE_CODES, localizePath, type Language } from '../../../shared/content-model/language';
import type { StudyLocation, Trial } from '../../../shared/content-model/trial';
import { GENERATOR_CONDITIONS, type GeneratorCondition } from './trial-generator-conditions';
import { siteName, SPONSORS, streetAddress, TRIAL_PLACES } from './trial-generator-places';
import * as words from './trial-generator-text';

/*
 * The demo trial index: thousands of realistic-looking, reproducible, made-up trials across
 * conditions and US cities, in English and Spanish, marked synthetic (source 'generated', no NCT
 * id) so that neither the data nor the trial page passes them off as registered studies. Trial i depends only on (seed, i), so a smaller count
 * is a prefix of a bigger one. No Math.random: the same seed gives the same trials everywhere.
 */

export const DEFAULT_TRIAL_SEED_COUNT = 5000;
export const DEFAULT_TRIAL_SEED = 20261124;

/** The trial's own page (the trial details page reads ?id=). */
export function trialDetailsPath(trialId: string, language: Language): string {
  return localizePath(`/find-trials/trial-details?id=${encodeURIComponent(trialId)}`, language);
}

/** One trial of the index in every language, with the key of its condition of interest. */
export interface IndexedTrial {
  conditionKey: string;
  /** Every condition the trial studies, by key (conditionKey among them); absent: conditionKey only. */
  conditionKeys?: readonly string[];
  trials: Record<Language, Trial>;
}

/** mulberry32: a small, fast, well-spread 32-bit PRNG. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pickOf = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

function weighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  let roll = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (choices[choices.length - 1] as readonly [T, number])[0];
}

type Status = Trial['trialenrollingstatus'];

interface Shape {
  status: Status;
  virtualOnly: boolean;
  isvirtual: boolean;
  locationCount: number;
}

/** Mostly enrolling, some not yet, a few closed; about one in eight virtual, half of those home-only. */
function shapeOf(random: Random): Shape {
  const status = weighted<Status>(random, [
    ['Enrolling', 80],
    ['Not Yet Enrolling', 14],
    ['Closed', 6],
  ]);
  const isvirtual = random() < 0.12;
  const virtualOnly = isvirtual && random() < 0.5;
  const count = weighted(random, [
    [1, 35],
    [2, 30],
    [3, 20],
    [4, 15],
  ]);
  return {
    status,
    isvirtual,
    virtualOnly,
    locationCount: virtualOnly ? 0 : isvirtual ? Math.min(count, 2) : count,
  };
}

function agesOf(random: Random, condition: GeneratorCondition): [number, number] {
  const min =
    condition.minAge < 18
      ? pickOf(random, [condition.minAge, 18])
      : Math.max(condition.minAge, pickOf(random, [18, 18, 18, 21, 40, 50]));
  const max = min < 18 ? pickOf(random, [17, 65, 75]) : pickOf(random, [65, 70, 75, 80, 85]);
  return [min, Math.max(max, min + 10)];
}

function locationStatus(random: Random, status: Status): Status {
  if (status !== 'Enrolling') return status;
  return random() < 0.85 ? 'Enrolling' : 'Not Yet Enrolling';
}

/** Distinct cities; the point is jittered by up to ~3 miles so that sites of a city differ. */
function locationsOf(random: Random, shape: Shape, condition: GeneratorCondition) {
  const chosen = new Set<number>();
  while (chosen.size < shape.locationCount) chosen.add(Math.floor(random() * TRIAL_PLACES.length));
  return [...chosen].map((index) => {
    const place = TRIAL_PLACES[index] as (typeof TRIAL_PLACES)[number];
    const jitter = () => Math.round((random() - 0.5) * 800) / 10000;
    return {
      locationstatus: locationStatus(random, shape.status),
      locationsitename: siteName(place.city, condition.specialty.en, random()),
      locationaddress: streetAddress(random(), random()),
      locationcity: place.city,
      locationstate: place.state,
      locationcountry: 'US',
      locationzip: place.zipCode,
      locationlatitude: Math.round((place.latitude + jitter()) * 10000) / 10000,
      locationlongitude: Math.round((place.longitude + jitter()) * 10000) / 10000,
      locationphone: `(800) 555-${String(between(random, 100, 199)).padStart(4, '0')}`,
    };
  });
}

function completionDate(random: Random): string {
  const month = String(between(random, 1, 12)).padStart(2, '0');
  const day = String(between(random, 1, 28)).padStart(2, '0');
  return `${String(between(random, 2026, 2030))}-${month}-${day}`;
}

const PHASES = [
  ['Phase 1', 8],
  ['Phase 1/2', 7],
  ['Phase 2', 30],
  ['Phase 3', 40],
  ['Phase 4', 15],
] as const;

type Facts = Omit<words.TrialFacts, 'condition' | 'name'>;
/** A site as drawn, before it is put in a language. */
type Site = ReturnType<typeof locationsOf>[number];
/** What a trial is in every language: every one of these is set. */
type Common = Required<
  Pick<
    Trial,
    | 'trialorgstudyid'
    | 'trialname'
    | 'trialminage'
    | 'trialmaxage'
    | 'trialenrollment'
    | 'trialcompletiondate'
    | 'trialenrollingstatus'
    | 'isvirtual'
    | 'sponsor'
    | 'trialphases'
    | 'trialsex'
    | 'healthyvolunteers'
    | 'synthetic'
    | 'source'
  >
>;

/** The phase label's filter values ("Phase 1/2" is phases 1 and 2; observational is none). */
function phasesOfLabel(phase: string): NonNullable<Trial['trialphases']> {
  const numbers = /Phase ([\d/]+)/.exec(phase)?.[1]?.split('/') ?? [];
  const phases = numbers.filter((n): n is '1' | '2' | '3' | '4' => ['1', '2', '3', '4'].includes(n));
  return phases.length > 0 ? phases : ['na'];
}

/** What the texts say: product, phase, ages, duration; one in ten trials is observational. */
function factsOf(random: Random, condition: GeneratorCondition, prefix: string): Facts {
  const observational = random() < 0.1;
  const phase = observational ? 'N/A' : weighted<string>(random, PHASES);
  const [minAge, maxAge] = agesOf(random, condition);
  return {
    product: `${prefix}-${String(between(random, 100, 9899))}`,
    phase,
    form: Math.floor(random() * 5),
    aim: Math.floor(random() * 4),
    weeks: pickOf(random, [12, 16, 24, 26, 48, 52, 104]),
    visits: between(random, 4, 14),
    minAge,
    maxAge,
    diagnosedMonths: pickOf(random, [3, 6, 12, 24]),
    observational,
  };
}

interface Parts {
  common: Common;
  facts: Facts;
  condition: GeneratorCondition;
  located: Site[];
  titlePick: number;
}

/**
 * A site in one language, every field written out for the same reason as in localizedTrial (a
 * spread costs about a tenth of the generation); its return type fails to compile when
 * locationsOf gains a field that is not copied here.
 */
function siteIn(site: Site, indication: string): Site & Pick<StudyLocation, 'indication'> {
  return {
    locationstatus: site.locationstatus,
    locationsitename: site.locationsitename,
    locationaddress: site.locationaddress,
    locationcity: site.locationcity,
    locationstate: site.locationstate,
    locationcountry: site.locationcountry,
    locationzip: site.locationzip,
    locationlatitude: site.locationlatitude,
    locationlongitude: site.locationlongitude,
    locationphone: site.locationphone,
    indication,
  };
}

/** The trial in one language: the same facts and places, the language's words. */
function localizedTrial({ common, facts, condition, located, titlePick }: Parts, language: Language): Trial {
  const f = { ...facts, condition: condition.inline[language], name: condition.name[language] };
  const indication = condition.name[language];
  const locations = located.map((site) => siteIn(site, indication));
  // One literal with every field, the common ones first as before: copying them in (a spread or
  // Object.assign) leaves V8 with a dictionary-mode object, slower to build and about a quarter
  // slower for JSON.stringify, and this runs 400,000 times for the largest index. `satisfies`
  // makes a field added to Common fail to compile until it is copied here too.
  return {
    trialorgstudyid: common.trialorgstudyid,
    trialname: common.trialname,
    trialminage: common.trialminage,
    trialmaxage: common.trialmaxage,
    trialenrollment: common.trialenrollment,
    trialcompletiondate: common.trialcompletiondate,
    trialenrollingstatus: common.trialenrollingstatus,
    isvirtual: common.isvirtual,
    sponsor: common.sponsor,
    trialphases: common.trialphases,
    trialsex: common.trialsex,
    healthyvolunteers: common.healthyvolunteers,
    synthetic: common.synthetic,
    source: common.source,
    trialtitle: words.titleOf(f, language, titlePick),
    trialdescription: words.descriptionOf(f, language),
    featuredcondition: indication,
    trialphase: words.localizedPhase(facts.phase, language),
    triallatitude: locations[0]?.locationlatitude,
    triallongitude: locations[0]?.locationlongitude,
    clickUri: trialDetailsPath(common.trialorgstudyid, language),
    inclusionCriteria: words.inclusionOf(f, language),
    exclusionCriteria: words.exclusionOf(f, language),
    trialconditions: [indication],
    studytype: words.studyTypeOf(facts.observational, language),
    investigationalproduct: words.productFormOf(f, language),
    locations,
  } satisfies Common & Trial;
}

/** Trial number `index` (0-based) of the set made from `seed`. */
export function generateTrial(seed: number, index: number): IndexedTrial {
  const random = mulberry32(Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + index * 0x85ebca6b);
  const condition = pickOf(random, GENERATOR_CONDITIONS);
  const [sponsor, prefix] = pickOf(random, SPONSORS);
  const number = 10001 + index;
  const shape = shapeOf(random);
  const facts = factsOf(random, condition, prefix);
  const titlePick = random();
  const trialenrollment = between(random, 3, 120) * 10;
  const trialcompletiondate = completionDate(random);
  const located = locationsOf(random, shape, condition);
  // Drawn after every earlier choice, so that those of trial i stay what they were.
  const trialsex = weighted<NonNullable<Trial['trialsex']>>(random, [
    ['all', 90],
    ['female', 6],
    ['male', 4],
  ]);
  const healthyvolunteers = random() < 0.1;
  const common: Common = {
    trialorgstudyid: `${prefix}-${String(number)}`,
    trialname: `${condition.key}-study-${String(number)}`,
    trialminage: facts.minAge,
    trialmaxage: facts.maxAge,
    trialenrollment,
    trialcompletiondate,
    trialenrollingstatus: shape.status,
    isvirtual: shape.isvirtual,
    sponsor,
    trialphases: phasesOfLabel(facts.phase),
    trialsex,
    healthyvolunteers,
    // No NCT id: a made-up trial must never look like a registered one.
    synthetic: true,
    source: 'generated',
  };
  const parts = { common, facts, condition, located, titlePick };
  const trials = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [language, localizedTrial(parts, language)]),
  );
  return { conditionKey: condition.key, trials: trials as Record<Language, Trial> };
}

/** The first `count` trials of the set made from `seed`. */
export function generateTrials(count = DEFAULT_TRIAL_SEED_COUNT, seed = DEFAULT_TRIAL_SEED): IndexedTrial[] {
  return Array.from({ length: count }, (_, index) => generateTrial(seed, index));
}
