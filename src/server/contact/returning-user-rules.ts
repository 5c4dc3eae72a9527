import type { CheckResumingReturningUserBody } from '../../shared/contracts/contact';
import { DAY_MS, isEnrollmentExpired } from '../../shared/domain/journey-expiry';
import { invalidRequest } from './contact-form-context';
import {
  datePart,
  isDelegateForm,
  normalizeEmail,
  normalizeName,
  type ContactIdentity,
} from './contact-identity';

/**
 * CheckResumingReturningUser — the returning-user rules (the submit flow's steps 1–4 and the spec's
 * call). Decided from the stored contact submissions (contact_patients, written by Patient/Add and
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
