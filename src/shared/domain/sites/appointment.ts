import type { Language } from '../../content-model/language';
import { formatLongDate, formatTime } from '../locale-format';
import { MONTH_NAMES } from '../month-names';

/**
 * appointmentDateTime is "date, day part, time", comma separated, e.g. "Tuesday, December 1, 2026, Morning,
 * 10:00 AM". The date itself holds commas, so the day part and the time are read from the end.
 */
export interface Appointment {
  date: string;
  dayPart: string;
  time: string;
}

/** The three parts, or null when the text is empty or has fewer than three parts. */
export function parseAppointment(text: string | null | undefined): Appointment | null {
  const parts = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (parts.length < 3) return null;
  const time = parts[parts.length - 1] ?? '';
  const dayPart = parts[parts.length - 2] ?? '';
  const date = parts.slice(0, -2).join(', ');
  return { date, dayPart, time };
}

const DAY_PARTS: Record<Language, Record<string, string>> = {
  en: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' },
  es: { morning: 'Mañana', afternoon: 'Tarde', evening: 'Noche' },
};

/** 'Tuesday, December 1, 2026' or 'December 1, 2026' (the scheduler's en-US text), as a UTC date. */
function readEnglishDate(text: string): { date: Date; weekday: boolean } | null {
  const match = /^(?:([A-Za-z]+), )?([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = MONTH_NAMES.en.findIndex((name) => name.toLowerCase() === match[2]?.toLowerCase());
  if (month < 0) return null;
  const date = new Date(Date.UTC(Number(match[4]), month, Number(match[3])));
  return date.getUTCDate() === Number(match[3]) ? { date, weekday: match[1] !== undefined } : null;
}

/** '10:00 AM' as minutes after midnight, or null. */
function readEnglishTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])\.?\s*M\.?$/i.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = match[3]?.toUpperCase() === 'P';
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/**
 * The stored appointment (written once, in the scheduler's en-US text) in the page's language:
 * 'Tuesday, December 1, 2026' / 'Morning' / '10:00 AM' becomes 'martes, 1 de diciembre de 2026' /
 * 'Mañana' / '10:00 a.m.' in Spanish. A part it cannot read is shown as it is.
 */
export function localizeAppointment(appointment: Appointment, language: Language): Appointment {
  const read = readEnglishDate(appointment.date);
  const minutes = readEnglishTime(appointment.time);
  const dayPart = DAY_PARTS[language][appointment.dayPart.toLowerCase()];
  return {
    date: read
      ? formatLongDate(read.date, language, { weekday: read.weekday, timeZone: 'UTC' })
      : appointment.date,
    dayPart: dayPart ?? appointment.dayPart,
    time: minutes === null ? appointment.time : formatTime(Date.UTC(2000, 0, 1, 0, minutes), language, 'UTC'),
  };
}
