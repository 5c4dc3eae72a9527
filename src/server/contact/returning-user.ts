import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  CheckParticipantResponse,
  CheckResumingReturningUserBody,
} from '../../shared/contracts/contact';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { enrollmentLifetimeDays } from '../journey/resume-details';
import { sendResumeLink } from '../journey/resume-link';
import { normalizeEmail, type ContactIdentity } from './contact-identity';
import {
  decideReturningUser,
  identityOfCheck,
  returningUserWindowMs,
  sameIdentity,
  type ReturningCandidate,
} from './returning-user-rules';

/** The database side of CheckResumingReturningUser; the rules are in returning-user-rules.ts. */

/** The stored submissions of the tenant with this email and form type, newest first. */
export async function findCandidates(
  db: Kysely<Database>,
  tenantKey: string,
  identity: ContactIdentity,
  excludeEnrollment: string | undefined,
): Promise<ReturningCandidate[]> {
  let query = db
    .selectFrom('contact_patients as p')
    .leftJoin('journey_enrollments as e', (join) =>
      join.onRef('e.tenant_key', '=', 'p.tenant_key').onRef('e.enrollment_id', '=', 'p.enrollment_id'),
    )
    .select([
      'p.enrollment_id',
      'p.guest_ref',
      'p.potential_participant_id',
      'p.study_key',
      'p.language',
      'p.email',
      'p.participant_first_name',
      'p.participant_last_name',
      'p.birth_day',
      'p.birth_month',
      'p.birth_year',
      'p.primary_consent',
      'p.secondary_consent',
      'p.created_at',
      'e.journey_status',
      'e.is_active_enrollment',
      'e.created_at as enrollment_created_at',
      'e.guest_ref as enrollment_guest_ref',
      'e.browser_id',
    ])
    .where('p.tenant_key', '=', tenantKey)
    .where('p.email', '=', identity.email)
    .where('p.form_type', '=', identity.formType);
  if (excludeEnrollment) query = query.where('p.enrollment_id', '<>', excludeEnrollment);
  const rows = await query.orderBy('p.created_at', 'desc').orderBy('p.enrollment_id').execute();
  return rows
    .map((row): ReturningCandidate => ({
      enrollmentId: row.enrollment_id,
      guestRef: row.guest_ref,
      potentialParticipantId: row.potential_participant_id,
      studyKey: row.study_key,
      language: row.language,
      email: row.email,
      firstName: row.participant_first_name,
      lastName: row.participant_last_name,
      day: row.birth_day,
      month: row.birth_month,
      year: row.birth_year,
      primaryConsent: row.primary_consent,
      secondaryConsent: row.secondary_consent,
      submittedAt: new Date(row.created_at),
      journeyStatus: row.journey_status ?? 'Partial',
      isActiveEnrollment: row.is_active_enrollment ?? 0,
      enrollmentCreatedAt: new Date(row.enrollment_created_at ?? row.created_at),
      enrollmentGuestRef: row.enrollment_guest_ref,
      browserId: row.browser_id,
    }))
    .filter((candidate) => sameIdentity(identity, candidate));
}

async function currentBrowserId(db: Kysely<Database>, tenantKey: string, enrollmentId?: string) {
  if (!enrollmentId) return null;
  const row = await db
    .selectFrom('journey_enrollments')
    .select('browser_id')
    .where('tenant_key', '=', tenantKey)
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  return row?.browser_id ?? null;
}

async function mailResumeLink(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'mail' | 'config'>,
  tenantKey: string,
  candidate: ReturningCandidate,
  now: Date,
): Promise<void> {
  const language = candidate.language === 'es' ? 'es' : 'en';
  await sendResumeLink(
    db,
    deps,
    {
      email: candidate.email,
      enrollmentId: candidate.enrollmentId,
      guestRef: candidate.enrollmentGuestRef ?? candidate.guestRef,
      tenantKey,
      studyKey: candidate.studyKey,
      language,
    },
    now,
  );
}

/** The whole check: match, decide, mail the resume link when the submit check asks for the modal. */
export async function checkReturningUser(
  db: Kysely<Database>,
  deps: Pick<AppDeps, 'mail' | 'config'>,
  body: CheckResumingReturningUserBody,
  now: Date,
): Promise<CheckParticipantResponse> {
  const identity = identityOfCheck(body);
  const candidates = await findCandidates(db, body.tenantKey, identity, body.currentEnrollment);
  const decision = decideReturningUser({
    candidates,
    isResumeEmailCheck: body.isResumeEmailCheck,
    isReturnCheck: body.isReturnCheck,
    windowMs: returningUserWindowMs(body.returningUserTimeInterval, body.returningUserTimeValue),
    resumeDays: await enrollmentLifetimeDays(db, body.language ?? 'en'),
    now,
  });
  const { newest, resumable } = decision;
  const mail = body.isSubmit && resumable !== null;
  if (mail) await mailResumeLink(db, deps, body.tenantKey, resumable, now);
  return {
    showResumeEmailModal: resumable !== null,
    isReturningUser: decision.isReturningUser,
    potentialParticipantId: newest
      ? (newest.potentialParticipantId ?? newest.guestRef)
      : (body.currentGuestRef ?? randomUUID()),
    browserId: newest?.browserId ?? (await currentBrowserId(db, body.tenantKey, body.currentEnrollment)),
    showCustomErrorMessageModel: decision.showCustomErrorMessageModel,
    showPatientExistModel: decision.showPatientExistModel,
    primaryconsent: newest?.primaryConsent ?? null,
    secondaryconsent: newest?.secondaryConsent ?? null,
    resumeEmailSent: mail,
  };
}

/** GetConsentDetails: the newest stored consents of this email in the tenant (any form type). */
export async function consentDetails(db: Kysely<Database>, tenantKey: string, email: string) {
  const row = await db
    .selectFrom('contact_patients')
    .select(['primary_consent', 'secondary_consent', 'secondary_consent_medium'])
    .where('tenant_key', '=', tenantKey)
    .where('email', '=', normalizeEmail(email))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return {
    primaryconsent: row?.primary_consent ?? null,
    secondaryconsent: row?.secondary_consent ?? null,
    secondaryConsentMedium: row?.secondary_consent_medium ?? null,
  };
}
