/**
 * site-selection-success-support.md §3.5: appointmentDateTime is "date, day part, time", comma
 * separated, e.g. "Tuesday, December 1, 2026, Morning, 10:00 AM". The date itself holds commas,
 * so the day part and the time are read from the end.
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
