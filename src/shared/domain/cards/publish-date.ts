import type { Language } from '../../content-model/language';
import { MONTH_NAMES } from '../month-names';

/*
 * "Article card": the publish date shows as DD MMMM yyyy, e.g. "05 March 2026". Spanish keeps the
 * day-month-year order and writes it as Spanish does, with "de" ("05 de marzo de 2026", as the site's other
 * Spanish dates: src/shared/domain/locale-format.ts). Pure and independent of the browser's locale and time
 * zone: the calendar date in content is the date shown.
 */

/** A calendar date read from 'YYYY-MM-DD' (a time part after it is ignored), or null. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  const real =
    check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** 'YYYY-MM-DD' → 'DD MMMM yyyy' in the language; an unreadable date gives ''. */
export function formatPublishDate(value: string, language: Language): string {
  const date = parseCalendarDate(value);
  if (!date) return '';
  const months = MONTH_NAMES[language] ?? MONTH_NAMES.en;
  const day = String(date.day).padStart(2, '0');
  const year = String(date.year).padStart(4, '0');
  const month = months[date.month - 1] ?? '';
  return language === 'es' ? `${day} de ${month} de ${year}` : `${day} ${month} ${year}`;
}
