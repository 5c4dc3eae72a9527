import { ageInYears } from '../../shared/domain/contact-form/dob-rules';
import { SMS_NEEDS_MOBILE_MESSAGE } from '../../shared/domain/contact-form/messages';
import { INVALID_DAY_MONTH_MESSAGE } from '../../shared/domain/registration/email-rules';
import { HttpProblem } from '../http/problem';

/*
 * The registry's rules, run again on the server: what the wizard and the profile form check in the browser
 * cannot be trusted here. Each failure is a 400 problem naming the field; the handler throws before writing,
 * so nothing is stored.
 */

/** Date of birth age bounds. */
export const REGISTRY_MIN_AGE = 18;
export const REGISTRY_MAX_AGE = 100;
export const AGE_OUT_OF_RANGE = `Age must be between ${REGISTRY_MIN_AGE} and ${REGISTRY_MAX_AGE}`;

export function invalid(field: string, reason: string): HttpProblem {
  return new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [{ field, reason }]);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' for a real calendar date, else null ('2001-02-30' is not one). */
export function composeBirthDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A real 'YYYY-MM-DD', in the past, giving an age of 18 to 100 by the server's clock. */
export function checkBirthDate(iso: string, now: Date, field: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const date = composeBirthDate(year ?? NaN, month ?? NaN, day ?? NaN);
  if (date === null) throw invalid(field, INVALID_DAY_MONTH_MESSAGE);
  const age = ageInYears({ year: year!, month: month!, day: day! }, now);
  if (date > isoDay(now) || age < REGISTRY_MIN_AGE || age > REGISTRY_MAX_AGE) {
    throw invalid(field, AGE_OUT_OF_RANGE);
  }
  return date;
}

/** The profile form's Day, Month and Year (strings the contract already shaped) as a birth date. */
export function checkBirthParts(parts: { Day: string; Month: string; Year: string }, now: Date): string {
  const date = composeBirthDate(Number(parts.Year), Number(parts.Month), Number(parts.Day));
  if (date === null) throw invalid('body.Day', INVALID_DAY_MONTH_MESSAGE);
  return checkBirthDate(date, now, 'body.Year');
}

/** Today by the server's (local) calendar, as ageInYears counts it. */
function isoDay(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear())}-${month}-${day}`;
}

/** Whether a consent medium named SMS (any case) is ticked. */
export function smsConsentTicked(consents: Record<string, boolean>): boolean {
  return Object.entries(consents).some(([key, ticked]) => ticked && key.trim().toLowerCase() === 'sms');
}

/** SMS consent with the mobile box unticked is an error. */
export function checkSmsNeedsMobile(smsTicked: boolean, isMobile: boolean, field: string): void {
  if (smsTicked && !isMobile) throw invalid(field, SMS_NEEDS_MOBILE_MESSAGE);
}
