import { FUNNEL_DEFAULT_WEEKS, FUNNEL_MAX_WEEKS } from '../../../shared/contracts/staff-funnel';
import { HttpProblem } from '../../http/problem';

/*
 * The funnel's weeks: ISO weeks, Monday to Sunday in UTC, the same bucketing as the SQL's
 * date_trunc('week', t at time zone 'UTC'). A range is whole weeks: from the Monday of `from`'s
 * week to the end of `to`'s week.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export interface FunnelRange {
  /** Monday 00:00 UTC of the first week. */
  start: Date;
  /** Monday 00:00 UTC after the last week (exclusive). */
  end: Date;
  /** Each week's Monday, YYYY-MM-DD, oldest first. */
  weeks: string[];
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Monday 00:00 UTC of the ISO week holding `date`. */
export function mondayOf(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

const invalid = (field: string, reason: string) =>
  new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', [{ field, reason }]);

/** A YYYY-MM-DD that names a real day (the contract checked only its shape). */
function parseDay(value: string, field: string): Date {
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || isoDay(date) !== value) throw invalid(field, 'Not a calendar date');
  return date;
}

/** The weeks a query asks for; 400 naming the field when the range is backwards or too long. */
export function funnelRange(query: { from?: string; to?: string }, now: Date): FunnelRange {
  const last = mondayOf(query.to === undefined ? now : parseDay(query.to, 'query.to'));
  const first =
    query.from === undefined
      ? new Date(last.getTime() - (FUNNEL_DEFAULT_WEEKS - 1) * WEEK_MS)
      : mondayOf(parseDay(query.from, 'query.from'));
  if (first > last) throw invalid('query.from', 'Must not be after the end of the range');
  const count = Math.round((last.getTime() - first.getTime()) / WEEK_MS) + 1;
  if (count > FUNNEL_MAX_WEEKS) throw invalid('query.from', `At most ${FUNNEL_MAX_WEEKS} weeks`);
  const weeks = Array.from({ length: count }, (_, i) => isoDay(new Date(first.getTime() + i * WEEK_MS)));
  return { start: first, end: new Date(last.getTime() + WEEK_MS), weeks };
}
