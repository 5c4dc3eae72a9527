import { LANGUAGE_CODES, type Language } from '../../shared/content-model/language';
import type { Condition } from '../../shared/content-model/condition';
import type { Trial } from '../../shared/content-model/trial';
import type { ContentSeed } from '../content/content-seed';
import {
  DEFAULT_TRIAL_SEED,
  generateTrial,
  generateTrials,
  type IndexedTrial,
} from './generator/trial-generator';

export interface TrialIndexOptions {
  /** How many generated trials (the content's own trials come on top); none unless given. */
  count?: number;
  seed?: number;
}

/**
 * The content's trials (its studies' listings), in every language, each keyed to the condition
 * its English version features (the content's condition of that name, else the name itself).
 */
export function contentIndexedTrials(content: ContentSeed): IndexedTrial[] {
  const items = (kind: 'trial' | 'condition', language: Language) =>
    content.items.filter((item) => item.kind === kind && item.language === language);
  const keys = new Map(
    items('condition', 'en').map((item) => {
      const condition = item.data as Condition;
      return [condition.value, condition.key];
    }),
  );
  const byLanguage = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      new Map(items('trial', language).map((item) => [item.key, item.data as Trial])),
    ]),
  ) as Record<Language, Map<string, Trial>>;
  return [...byLanguage.en.entries()].map(([key, english]) => ({
    conditionKey: keys.get(english.featuredcondition) ?? english.featuredcondition.toLowerCase(),
    trials: Object.fromEntries(
      LANGUAGE_CODES.map((language) => [language, byLanguage[language].get(key) ?? english]),
    ) as Record<Language, Trial>,
  }));
}

/** The same set as trialIndexSet, one trial at a time: 200,000 generated trials never sit in memory. */
export function* trialIndexStream(
  content: ContentSeed,
  options: TrialIndexOptions = {},
): Generator<IndexedTrial> {
  yield* contentIndexedTrials(content);
  const seed = options.seed ?? DEFAULT_TRIAL_SEED;
  for (let index = 0; index < (options.count ?? 0); index += 1) yield generateTrial(seed, index);
}

/** Everything the index holds: the content's trials, then `count` generated ones. */
export function trialIndexSet(content: ContentSeed, options: TrialIndexOptions = {}): IndexedTrial[] {
  return [
    ...contentIndexedTrials(content),
    ...generateTrials(options.count ?? 0, options.seed ?? DEFAULT_TRIAL_SEED),
  ];
}
