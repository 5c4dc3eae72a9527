import { LANGUAGE_CODES, type Language } from '../../shared/content-model/language';
import { trialSchema, type Trial } from '../../shared/content-model/trial';
import { conditionsSeed } from '../content/seed/conditions';
import {
  DEFAULT_TRIAL_SEED,
  DEFAULT_TRIAL_SEED_COUNT,
  generateTrials,
  type IndexedTrial,
} from '../content/seed/trial-generator';
import { trialsSeed } from '../content/seed/trials';

export interface TrialIndexOptions {
  /** How many generated trials (the three demo studies' trials come on top). */
  count?: number;
  seed?: number;
}

/** The demo studies' trials (content items too), keyed to their condition in conditions.ts. */
export function demoIndexedTrials(): IndexedTrial[] {
  const keys = new Map(conditionsSeed('en').map((condition) => [condition.value, condition.key]));
  const byLanguage = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      trialsSeed(language).map((trial) => trialSchema.parse(trial)),
    ]),
  ) as Record<Language, Trial[]>;
  return byLanguage.en.map((english, index) => ({
    conditionKey: keys.get(english.featuredcondition) ?? english.featuredcondition.toLowerCase(),
    trials: Object.fromEntries(
      LANGUAGE_CODES.map((language) => [language, byLanguage[language][index] as Trial]),
    ) as Record<Language, Trial>,
  }));
}

/** Everything the index holds: the demo studies' trials, then `count` generated ones. */
export function trialIndexSet(options: TrialIndexOptions = {}): IndexedTrial[] {
  return [
    ...demoIndexedTrials(),
    ...generateTrials(options.count ?? DEFAULT_TRIAL_SEED_COUNT, options.seed ?? DEFAULT_TRIAL_SEED),
  ];
}
