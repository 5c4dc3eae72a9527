import { demoContent } from '../../support/demo-content';
import {
  generateTrial,
  generateTrials,
  mulberry32,
} from '../../../src/server/trials/generator/trial-generator';
import { trialIndexSet } from '../../../src/server/trials/trial-index-set';
import { trialSchema } from '../../../src/shared/content-model/trial';
import { trialIndexVersion } from '../../../src/server/trials/ensure-trial-index';
import { trialSeedCount } from '../../../src/server/trials/trial-seed-count';
import zipcodes from 'zipcodes';

describe('the trial generator', () => {
  const trials = generateTrials();

  it('makes 5,000 trials by default, each valid in English and Spanish', () => {
    expect(trials).toHaveLength(5000);
    for (const indexed of trials) {
      for (const language of ['en', 'es'] as const) {
        const parsed = trialSchema.safeParse(indexed.trials[language]);
        if (!parsed.success) throw new Error(`${indexed.trials.en.trialorgstudyid}: ${parsed.error.message}`);
      }
    }
  });

  it('is deterministic: the same seed gives the same trials, a smaller count is a prefix', () => {
    expect(trialIndexVersion(generateTrials())).toBe(trialIndexVersion(trials));
    expect(generateTrials(25)).toEqual(trials.slice(0, 25));
    expect(generateTrial(7, 3)).toEqual(generateTrial(7, 3));
    expect(generateTrial(8, 3)).not.toEqual(generateTrial(7, 3));
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('keeps making the same trials for a seed (fields, values and their order)', () => {
    // A stored index is rewritten whenever this changes: a faster generator must not change it.
    expect(trialIndexVersion(generateTrials(2000))).toBe('2000-a7ce74b046b768cedb2eb06f01be1d90');
  });

  it('gives unique ids, marks every trial synthetic without an NCT id, and links the details page', () => {
    const ids = new Set(trials.map((x) => x.trials.en.trialorgstudyid));
    expect(ids.size).toBe(trials.length);
    for (const { trials: byLanguage } of trials) {
      for (const trial of Object.values(byLanguage)) {
        expect(trial).toMatchObject({ synthetic: true, source: 'generated' });
        expect(trial.nctid).toBeUndefined();
        expect(trial.trialorgstudyid).not.toMatch(/^NCT/);
        expect(trial.trialphases?.length).toBeGreaterThan(0);
      }
    }
    const { en, es } = trials[0]?.trials ?? {};
    expect(en?.clickUri).toBe(`/find-trials/trial-details?id=${en?.trialorgstudyid ?? ''}`);
    expect(es?.clickUri).toBe(`/es/find-trials/trial-details?id=${en?.trialorgstudyid ?? ''}`);
    expect(trials.every((x) => x.trials.en.featuredeprurl === undefined)).toBe(true);
  });

  it('spreads statuses, virtual trials, conditions and 0–4 real US locations', () => {
    const count = (predicate: (x: (typeof trials)[number]) => boolean) => trials.filter(predicate).length;
    expect(count((x) => x.trials.en.trialenrollingstatus === 'Enrolling')).toBeGreaterThan(3500);
    expect(count((x) => x.trials.en.trialenrollingstatus === 'Not Yet Enrolling')).toBeGreaterThan(400);
    expect(count((x) => x.trials.en.trialenrollingstatus === 'Closed')).toBeGreaterThan(100);
    expect(count((x) => x.trials.en.isvirtual && x.trials.en.locations.length === 0)).toBeGreaterThan(100);
    expect(new Set(trials.map((x) => x.conditionKey)).size).toBeGreaterThanOrEqual(40);
    for (const indexed of trials) {
      const { en, es } = indexed.trials;
      expect(en.locations.length).toBeLessThanOrEqual(4);
      if (!en.isvirtual) expect(en.locations.length).toBeGreaterThanOrEqual(1);
      expect(es.locations.map((l) => l.locationlatitude)).toEqual(
        en.locations.map((l) => l.locationlatitude),
      );
      for (const location of en.locations) {
        const zip = zipcodes.lookup(location.locationzip);
        expect(zip?.state).toBe(location.locationstate);
        expect(Math.abs((zip?.latitude ?? 0) - (location.locationlatitude ?? NaN))).toBeLessThan(0.05);
      }
    }
  });

  it("puts the demo pack's three studies first (in the pack's order), with their sites and study homes", () => {
    const set = trialIndexSet(demoContent(), { count: 2 });
    expect(set.map((x) => x.trials.en.trialorgstudyid)).toEqual([
      'AST-204',
      'KOA-310',
      'MIG-301',
      ...generateTrials(2).map((x) => x.trials.en.trialorgstudyid),
    ]);
    expect(set.map((x) => x.conditionKey).slice(0, 3)).toEqual(['asthma', 'knee-osteoarthritis', 'migraine']);
    const migraine = set.find((x) => x.trials.en.trialorgstudyid === 'MIG-301')?.trials;
    expect(migraine?.en.featuredeprurl).toBe('/migraine-study');
    expect(migraine?.en.locations.map((l) => l.locationsitename)).toContain(
      'Lakeside Neurology Research Center',
    );
    expect(migraine?.es.featuredeprurl).toBe('/es/migraine-study');
  });

  it('reads TRIAL_SEED_COUNT', () => {
    expect(trialSeedCount({})).toBeUndefined();
    expect(trialSeedCount({ TRIAL_SEED_COUNT: '50000' })).toBe(50000);
    expect(trialSeedCount({ TRIAL_SEED_COUNT: '0' })).toBe(0);
    expect(() => trialSeedCount({ TRIAL_SEED_COUNT: '-1' })).toThrow(/TRIAL_SEED_COUNT/);
    expect(() => trialSeedCount({ TRIAL_SEED_COUNT: 'many' })).toThrow(/TRIAL_SEED_COUNT/);
  });
});
