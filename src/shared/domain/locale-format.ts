import type { Language } from '../content-model/language';

/*
 * Every date, time, distance and count the site shows goes through these helpers, so one page
 * never mixes conventions. The site's Spanish is US Spanish (the participants are in the US):
 * 'es-US', which writes dates the Spanish way ("25 de noviembre de 2026", "3:42 p.m.") and
 * numbers the US way ("1,234.5"), as the forms, ZIP codes, prices and distances around the
 * participant do. English is 'en-US'. Plain 'es' would write "1234,5" and a 24-hour clock,
 * which a US reader can take for a different number.
 *
 * Output is engine-independent where engines differ only in spacing: the narrow and regular
 * no-break spaces some ICU versions put before "PM" / "p.m." become plain spaces.
 */

export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** The BCP 47 locale a page language formats with ('es' → 'es-US'). */
export function intlLocale(language: Language): string {
  return INTL_LOCALES[language] ?? INTL_LOCALES.en;
}

const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** A number with the language's grouping and decimal marks; `fractionDigits` fixes the decimals. */
export function formatNumber(value: number, language: Language, fractionDigits?: number): string {
  const digits =
    fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return plainSpaces(new Intl.NumberFormat(intlLocale(language), digits).format(value));
}

/** A distance with one decimal and its unit: "1,234.5 mi". */
export function formatMiles(miles: number, unit: string, language: Language): string {
  return `${formatNumber(Math.abs(miles), language, 1)} ${unit}`;
}

export interface DateOptions {
  /** Adds the day of the week: "Tuesday, December 1, 2026" / "martes, 1 de diciembre de 2026". */
  weekday?: boolean;
  /** Defaults to the device's zone; calendar dates use UTC. */
  timeZone?: string;
}

/** "November 25, 2026" / "25 de noviembre de 2026". */
export function formatLongDate(date: Date | number, language: Language, options: DateOptions = {}): string {
  return plainSpaces(
    new Intl.DateTimeFormat(intlLocale(language), {
      ...(options.weekday ? { weekday: 'long' } : {}),
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: options.timeZone,
    }).format(date),
  );
}

/** A 'YYYY-MM-DD' calendar date as a long date (the date written is the date shown); '' when unreadable. */
export function formatCalendarDate(value: string, language: Language, options: DateOptions = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return '';
  return formatLongDate(date, language, { ...options, timeZone: 'UTC' });
}

/** "3:42 PM" / "3:42 p.m.". */
export function formatTime(date: Date | number, language: Language, timeZone?: string): string {
  return plainSpaces(
    new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', timeZone }).format(
      date,
    ),
  );
}

/** "Nov 25, 2026, 3:42 PM" / "25 nov 2026, 3:42 p.m.". */
export function formatDateTime(date: Date | number, language: Language, timeZone?: string): string {
  return plainSpaces(
    new Intl.DateTimeFormat(intlLocale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(date),
  );
}
