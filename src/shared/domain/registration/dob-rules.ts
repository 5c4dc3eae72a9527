import type { DobConfig } from '../../content-model/registration-fields';
import { ageInYears } from '../contact-form/dob-rules';
import { AGE_RANGE_ERROR, REQUIRED_FIELD_MESSAGE } from '../contact-form/messages';
import { INVALID_DAY_MONTH_MESSAGE } from './email-rules';

/*
 * The wizard's date of birth: Day, Month and Year selects, required when configured; the composed date must
 * be a real one (YYYY-MM-DD) or 'Please provide a valid day/month combination.'; with the age check on, the
 * age lies between minAge (default 18) and maxAge (default 100) or the configured message shows; years run
 * from startYear (default 1900) to the current year.
 */

export interface DobParts {
  day: string;
  month: string;
  year: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of a real calendar date, else null. */
export function composeIsoDate(parts: DobParts): string | null {
  if (!/^\d{4}$/.test(parts.year.trim()) || !/^\d{1,2}$/.test(parts.month.trim())) return null;
  if (!/^\d{1,2}$/.test(parts.day.trim())) return null;
  const year = Number(parts.year);
  const month = Number(parts.month);
  const day = Number(parts.day);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** Splits 'YYYY-MM-DD' back into the selects' values ('1'..'31', '1'..'12', 'YYYY'). */
export function dobPartsOf(iso: string): DobParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return { day: '', month: '', year: '' };
  return { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) };
}

export function dobError(parts: DobParts, config: DobConfig, now: Date): string | undefined {
  const given = [parts.day, parts.month, parts.year].map((part) => part.trim());
  if (given.every((part) => part === '') && !config.required) return undefined;
  if (given.some((part) => part === '')) return config.requiredMessage || REQUIRED_FIELD_MESSAGE;
  const iso = composeIsoDate(parts);
  if (!iso) return config.invalidDateMessage || INVALID_DAY_MONTH_MESSAGE;
  if (!config.ageCheck) return undefined;
  const birth = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  const age = ageInYears(birth, now);
  return age < config.minAge || age > config.maxAge ? config.ageMessage || AGE_RANGE_ERROR : undefined;
}

/** The year select: the current year down to startYear. */
export function dobYearOptions(config: Pick<DobConfig, 'startYear'>, now: Date): string[] {
  const years: string[] = [];
  for (let year = now.getFullYear(); year >= config.startYear; year -= 1) years.push(String(year));
  return years;
}
