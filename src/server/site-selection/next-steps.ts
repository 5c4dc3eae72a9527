import type { Kysely } from 'kysely';
import type { StudySite } from '../../shared/content-model/site';
import type { StudySettings } from '../../shared/content-model/study';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { AppointmentStatus, getSiteSelectionNextSteps } from '../../shared/contracts/site-selection';
import { SITE_SELECTION_SUCCESS_PATH } from '../../shared/domain/site-selection-success-path';
import { getContentItem } from '../content/content-repository';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { siteDetailsOf } from '../screener/site-lookup';
import { savedSiteOf, type SavedSiteRow } from './site-choice';

type NextSteps = ResponseOf<typeof getSiteSelectionNextSteps>;

/**
 * Post-TOLL (the journey's post-TOLL rule, the confirm flow's step 4): the life-link step comes
 * after the site is chosen only on journey 01, for a life-link site that neither directs its own
 * scheduling nor holds it.
 */
export function isPostToll(journeyType: StudySettings['journeyType'], site: StudySite): boolean {
  return (
    journeyType === '01' && site.isLifeLinkEnabled && !site.siteDirectedSchedule && !site.isHoldscheduling
  );
}

const APPOINTMENT_STATUSES: readonly string[] = ['NotInitiated', 'Requested', 'SiteDirected', 'Scheduled'];

export function appointmentOf(row: SavedSiteRow): { status: AppointmentStatus; dateTime: string } {
  const status = APPOINTMENT_STATUSES.includes(row.appointment_status ?? '')
    ? (row.appointment_status as AppointmentStatus)
    : 'NotInitiated';
  return { status, dateTime: row.appointment_date_time ?? '' };
}

/** The saved choice of the enrolment for `siteCode`; 409 when none (or another site) is saved. */
export async function savedChoice(
  db: Kysely<Database>,
  tenantKey: string,
  enrollmentId: string,
  siteCode: string,
): Promise<SavedSiteRow> {
  const row = await savedSiteOf(db, enrollmentId, tenantKey);
  if (!row || row.site_code !== siteCode) {
    throw new HttpProblem(409, 'No site saved', `No site ${siteCode} is saved for this enrolment.`);
  }
  return row;
}

/** GET /api/journey/SiteSelectionNextSteps: the success page, post-TOLL and the appointment. */
export async function siteSelectionNextSteps(
  db: Kysely<Database>,
  study: StudySettings,
  enrollmentId: string,
  siteCode: string,
): Promise<NextSteps> {
  const row = await savedChoice(db, study.tenantKey, enrollmentId, siteCode);
  const site = await getContentItem(db, 'site', row.site_code, study.language);
  if (!site) throw new HttpProblem(409, 'Site withdrawn', `Site ${row.site_code} is no longer offered.`);
  const appointment = appointmentOf(row);
  return {
    nextStepUrl: SITE_SELECTION_SUCCESS_PATH,
    isVirtual: site.isVirtual,
    isHumanAPIEnabledForVirtual: site.isVirtual && site.isHumanAPIEnabled,
    sitesData: [siteDetailsOf(site)],
    appointmentStatus: appointment.status,
    isPostTOLL: isPostToll(study.journeyType, site),
    appointmentDateTime: appointment.dateTime,
  };
}
