import { DEFAULT_GOOD_MATCH_DISTANCE } from '../../contracts/trials';
import type { Language } from '../../content-model/language';
import { formatMiles } from '../locale-format';

/*
 * The trial card's badges and distance ("Trial card"; "good match"). Pure, so the card, the
 * carousels and the tests agree on one rule.
 */

export type TrialBadge = 'goodMatch' | 'virtual' | 'enrolling' | 'notYetEnrolling';

export interface BadgeInput {
  distance?: number | null;
  isvirtual?: boolean;
  trialenrollingstatus: 'Enrolling' | 'Not Yet Enrolling' | 'Closed';
}

/** A good match is at most `goodMatchDistance` miles away (absolute value); unknown is never one. */
export function isGoodMatch(
  distance: number | null | undefined,
  goodMatchDistance = DEFAULT_GOOD_MATCH_DISTANCE,
): boolean {
  if (distance === null || distance === undefined || !Number.isFinite(distance)) return false;
  return Math.abs(distance) <= goodMatchDistance;
}

/** Badges in display order: Good Match, Virtual, then the enrolment status (Closed has none). */
export function trialBadges(
  trial: BadgeInput,
  goodMatchDistance = DEFAULT_GOOD_MATCH_DISTANCE,
): TrialBadge[] {
  const badges: TrialBadge[] = [];
  if (isGoodMatch(trial.distance, goodMatchDistance)) badges.push('goodMatch');
  if (trial.isvirtual) badges.push('virtual');
  if (trial.trialenrollingstatus === 'Enrolling') badges.push('enrolling');
  if (trial.trialenrollingstatus === 'Not Yet Enrolling') badges.push('notYetEnrolling');
  return badges;
}

export const DISTANCE_DASH = '—';

/**
 * '12.3 miles' (one decimal in the page's language, the unit from content or the built-in one); a
 * dash when unknown.
 */
export function formatDistance(
  distance: number | null | undefined,
  unit: string,
  language: Language = 'en',
): string {
  if (distance === null || distance === undefined || !Number.isFinite(distance)) return DISTANCE_DASH;
  return formatMiles(distance, unit, language);
}
