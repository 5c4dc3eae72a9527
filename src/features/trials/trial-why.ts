import type { Language } from '../../shared/content-model/language';
import type { TrialResult } from '../../shared/contracts/trials';
import { formatMiles } from '../../shared/domain/locale-format';
import type { TrialFilterStrings } from './trial-filter-strings';

/** What the search knew when it found the trial: the zip distances are from, the searcher's age. */
export interface WhyContext {
  originZip: string | null;
  age: number | null;
  distanceUnit: string;
  language: Language;
}

/**
 * The card's "why this trial" reasons, each short: how far its nearest site is from the searched
 * zip, that the searcher's age is within its range, which of its conditions the text matched. Only
 * what is known is said; none at all is an empty list.
 */
export function trialWhy(trial: TrialResult, context: WhyContext, s: TrialFilterStrings): string[] {
  const reasons: string[] = [];
  if (trial.distance !== null && Number.isFinite(trial.distance) && context.originZip) {
    const miles = formatMiles(trial.distance, context.distanceUnit, context.language);
    reasons.push(s.whyDistance(miles, context.originZip));
  }
  const { age } = context;
  if (age !== null && age >= trial.trialminage && age <= trial.trialmaxage) {
    reasons.push(s.whyAge(s.ageRange(trial.trialminage, trial.trialmaxage)));
  }
  if (trial.matchedCondition) reasons.push(s.whyMatches(trial.matchedCondition));
  return reasons;
}
