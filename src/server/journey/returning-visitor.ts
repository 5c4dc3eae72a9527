import type { Kysely } from 'kysely';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { fetchTAResumingJourneyDetails } from '../../shared/contracts/journey';
import type { Language } from '../../shared/content-model/language';
import { daysToMs } from '../../shared/domain/journey-expiry';
import { isPatientType } from '../../shared/domain/journey-roles';
import { parseJourneyStep } from '../../shared/domain/journey-steps';
import { isJourneyType } from '../../shared/domain/journey-types';
import type { Database } from '../db/schema';
import { enrollmentLifetimeDays } from './resume-details';

type Answer = ResponseOf<typeof fetchTAResumingJourneyDetails>;

export const NO_RESUMABLE_JOURNEY: Answer = {
  journeyStatus: null,
  journeyStep: null,
  enrollmentId: null,
  journeyType: null,
  potentialId: null,
  studyKey: null,
  participantType: null,
};

export interface ReturningVisitorQuery {
  tenantKey: string;
  guestRef: string;
  selectedLanguage: Language;
}

/**
 * FetchTAResumingJourneyDetailsBasedOnTenantKey: the guest's most recently updated Partial
 * enrolment in the tenant, in the selected language (or of unknown language), younger than
 * the site's resumeEnrollmentExpirationDays. A read: nothing is written.
 */
export async function latestResumableJourney(
  db: Kysely<Database>,
  query: ReturningVisitorQuery,
  now: Date,
): Promise<Answer> {
  const days = await enrollmentLifetimeDays(db, query.selectedLanguage);
  const row = await db
    .selectFrom('journey_enrollments')
    .selectAll()
    .where('tenant_key', '=', query.tenantKey)
    .where('guest_ref', '=', query.guestRef)
    .where('journey_status', '=', 'Partial')
    .where((eb) => eb.or([eb('language', '=', query.selectedLanguage), eb('language', 'is', null)]))
    .where('created_at', '>', new Date(now.getTime() - daysToMs(days)))
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return NO_RESUMABLE_JOURNEY;
  return {
    journeyStatus: 'Partial',
    journeyStep: parseJourneyStep(row.journey_step),
    enrollmentId: row.enrollment_id,
    journeyType: isJourneyType(row.journey_type) ? row.journey_type : null,
    potentialId: row.potential_id,
    studyKey: row.study_key,
    participantType: isPatientType(row.participant_type) ? row.participant_type : null,
  };
}
