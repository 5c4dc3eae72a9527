import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  CheckParticipantResponse,
  CheckResumingReturningUserBody,
} from '../../shared/contracts/contact';
import { DAY_MS, isEnrollmentExpired } from '../../shared/domain/journey-expiry';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/schema';
import { enrollmentLifetimeDays } from '../journey/resume-details';
import { sendResumeLink } from '../journey/resume-link';
import { invalidRequest } from './contact-form-context';
import {
  datePart,
  isDelegateForm,
  normalizeEmail,
  normalizeName,
  type ContactIdentity,
} from './contact-identity';

/**
 * CheckResumingReturningUser — the returning-user rules (journey-screener-contact.md §4 steps 1–4,
 * §7). Decided from the stored contact submissions (contact_patients, written by Patient/Add and
 * Delegate/Add) and their enrolments (journey_enrollments).
 *
 * 1. Match. An earlier submission matches when it is in the same tenant, for the same form type,
 *    with the same email (trimmed, case-insensitive) and — on the caregiver and minor forms — the
 *    same participant first and last name (case-insensitive, inner spaces collapsed) and the same
 *    date-of-birth parts (compared as numbers; a part missing on both sides counts as equal).
 *    The current enrolment (currentEnrollment) never matches itself.
 * 2. isReturningUser: at least one match. potentialParticipantId: the newest match's
 *    potentialParticipantId when returning; otherwise currentGuestRef, or a new UUID when the
 *    caller has none (the client then calls UpdatePotentialParticipantId). browserId: the newest
 *    match's enrolment's, else the current enrolment's, else null. primaryconsent /
 *    secondaryconsent: the newest match's stored consents (null when not returning).
 * 3. showResumeEmailModal (only with isResumeEmailCheck): a match whose enrolment is still Partial
 *    (the form was sent but no outcome reached) and not older than the site's
 *    resumeEnrollmentExpirationDays. With isSubmit the server mails that enrolment's resume link
 *    to the stored email (resumeEmailSent: true); the debounced checks never mail.
 * 4. The returning-user window is returningUserTimeInterval × returningUserTimeValue (minutes,
 *    hours or days); 0 means no window.
 *    showCustomErrorMessageModel (only with isReturnCheck): a match submitted inside the window
 *    whose enrolment is Completed or Re-registrationProhibited — the person registered too
 *    recently to register again ([xHours] in the modal is that interval).
 *    showPatientExistModel (only with isReturnCheck, and never together with the custom error):
 *    a match whose enrolment is Completed and still active (isActiveEnrollment 1) — the person is
 *    already a patient of this tenant; confirming deactivates the current enrolment client-side.
 *    Terminated matches, Partial matches (outside rule 3) and inactive Completed ones set no flag.
 */

type TimeUnit = CheckResumingReturningUserBody['returningUserTimeValue'];

const UNIT_MS: Record<TimeUnit, number> = { minutes: 60_000, hours: 3_600_000, days: DAY_MS };

export function returningUserWindowMs(interval: number, unit: TimeUnit): number {
  return interval * UNIT_MS[unit];
}

/** A stored submission with the state of its enrolment. */
export interface ReturningCandidate {
  enrollmentId: string;
  guestRef: string;
  potentialParticipantId: string | null;
  studyKey: string;
  language: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  day: number | null;
  month: number | null;
  year: number | null;
  primaryConsent: boolean | null;
  secondaryConsent: boolean | null;
  submittedAt: Date;
  /** Partial when no enrolment row exists. */
  journeyStatus: string;
  isActiveEnrollment: number;
  enrollmentCreatedAt: Date;
  enrollmentGuestRef: string | null;
  browserId: string | null;
}

/** Rule 1: the same person (identity already normalised). */
export function sameIdentity(identity: ContactIdentity, candidate: ReturningCandidate): boolean {
  if (candidate.email !== identity.email) return false;
  if (!isDelegateForm(identity.formType)) return true;
  return (
    normalizeName(candidate.firstName) === identity.firstName &&
    normalizeName(candidate.lastName) === identity.lastName &&
    candidate.day === identity.day &&
    candidate.month === identity.month &&
    candidate.year === identity.year
  );
}

export interface ReturningDecisionInput {
  candidates: readonly ReturningCandidate[];
  isResumeEmailCheck: boolean;
  isReturnCheck: boolean;
  windowMs: number;
  resumeDays: number;
  now: Date;
}

export interface ReturningDecision {
  isReturningUser: boolean;
  newest: ReturningCandidate | null;
  resumable: ReturningCandidate | null;
  showCustomErrorMessageModel: boolean;
  showPatientExistModel: boolean;
}

/** Rules 2–4 on matches already found (newest first). Pure: the table-driven tests use it directly. */
export function decideReturningUser(input: ReturningDecisionInput): ReturningDecision {
  const { candidates, now } = input;
  const newest = candidates[0] ?? null;
  const resumable = input.isResumeEmailCheck
    ? (candidates.find(
        (c) =>
          c.journeyStatus === 'Partial' && !isEnrollmentExpired(c.enrollmentCreatedAt, now, input.resumeDays),
      ) ?? null)
    : null;
  const inWindow = (c: ReturningCandidate) =>
    input.windowMs > 0 && now.getTime() - c.submittedAt.getTime() < input.windowMs;
  const custom =
    input.isReturnCheck &&
    candidates.some(
      (c) =>
        (c.journeyStatus === 'Completed' || c.journeyStatus === 'Re-registrationProhibited') && inWindow(c),
    );
  const exists =
    input.isReturnCheck &&
    !custom &&
    candidates.some((c) => c.journeyStatus === 'Completed' && c.isActiveEnrollment === 1);
  return {
    isReturningUser: newest !== null,
    newest,
    resumable,
    showCustomErrorMessageModel: custom,
    showPatientExistModel: exists,
  };
}

/** The identity the check names; caregiver and minor checks must name the participant. */
export function identityOfCheck(body: CheckResumingReturningUserBody): ContactIdentity {
  const identity: ContactIdentity = {
    formType: body.patientType,
    email: normalizeEmail(body.email),
    firstName: null,
    lastName: null,
    day: null,
    month: null,
    year: null,
  };
  if (!isDelegateForm(body.patientType)) return identity;
  const named = {
    ...identity,
    firstName: normalizeName(body.participantFirstName),
    lastName: normalizeName(body.participantLastName),
    day: datePart(body.day),
    month: datePart(body.month),
    year: datePart(body.year),
  };
  const missing = [
    ['participantFirstName', named.firstName],
    ['participantLastName', named.lastName],
    ['year', named.year],
  ].filter(([, value]) => value === null);
  if (missing.length > 0) {
    throw invalidRequest(
      missing.map(([field]) => ({
        field: `body.${String(field)}`,
        reason: 'Required for caregiver and minor checks',
      })),
    );
  }
  return named;
}

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
