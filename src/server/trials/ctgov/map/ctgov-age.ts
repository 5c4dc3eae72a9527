import { MAX_TRIAL_AGE } from '../../../../shared/domain/trials/trial-filters';

/*
 * The registry writes ages as a number and a unit ("18 Years", "6 Months", "N/A" or nothing for
 * no limit). The index keeps whole years: a limit under a year is age 0, no limit is 0 or 120.
 */

const UNIT_YEARS: Record<string, number> = {
  year: 1,
  month: 1 / 12,
  week: 7 / 365.25,
  day: 1 / 365.25,
  hour: 1 / 8766,
  minute: 1 / 525960,
};

/** Whole years of an age text; null when the text sets no limit or cannot be read. */
export function yearsOf(text: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+?)s?\s*$/i.exec(text ?? '');
  if (!match) return null;
  const unit = UNIT_YEARS[(match[2] as string).toLowerCase()];
  if (unit === undefined) return null;
  return Math.min(MAX_TRIAL_AGE, Math.floor(Number(match[1]) * unit + 1e-9));
}

export function agesOf(minimum: string | undefined, maximum: string | undefined): [number, number] {
  return [yearsOf(minimum) ?? 0, yearsOf(maximum) ?? MAX_TRIAL_AGE];
}
