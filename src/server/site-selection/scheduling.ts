import type { StudySite } from '../../shared/content-model/site';
import type { AppointmentStatus } from '../../shared/contracts/site-selection';
import { formatLongDate } from '../../shared/domain/locale-format';

/*
 * The local scheduling adapter. No site calendar is connected, so for a site that schedules
 * through us it proposes a tentative slot (the second weekday after the choice, morning, 10:00
 * AM) as a REQUEST the site confirms: the status is 'Requested', never 'Scheduled'. Site-directed
 * sites book the visit themselves ('SiteDirected', no date); a site holding scheduling takes no
 * request ('NotInitiated').
 *
 * The date is "date, day part, time", e.g. "Tuesday, December 1, 2026, Morning, 10:00 AM", in UTC so every
 * server gives the same text. It is stored in this en-US form; the success page shows it in the page's
 * language (localizeAppointment).
 */

export interface ProposedAppointment {
  status: AppointmentStatus;
  dateTime: string;
}

const DAY_MS = 86_400_000;
const LEAD_WEEKDAYS = 2;

function isWeekend(date: Date): boolean {
  const day = date.getUTCDay();
  return day === 0 || day === 6;
}

/** The LEAD_WEEKDAYS-th weekday after `now` (UTC). */
export function tentativeSlotDate(now: Date): Date {
  let date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  let weekdays = 0;
  while (weekdays < LEAD_WEEKDAYS) {
    date = new Date(date.getTime() + DAY_MS);
    if (!isWeekend(date)) weekdays += 1;
  }
  return date;
}

export function formatAppointment(date: Date, dayPart = 'Morning', time = '10:00 AM'): string {
  return `${formatLongDate(date, 'en', { weekday: true, timeZone: 'UTC' })}, ${dayPart}, ${time}`;
}

export function proposeAppointment(
  site: Pick<StudySite, 'siteDirectedSchedule' | 'isHoldscheduling'>,
  now: Date,
): ProposedAppointment {
  if (site.siteDirectedSchedule) return { status: 'SiteDirected', dateTime: '' };
  if (site.isHoldscheduling) return { status: 'NotInitiated', dateTime: '' };
  return { status: 'Requested', dateTime: formatAppointment(tentativeSlotDate(now)) };
}
