import type { Kysely } from 'kysely';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { getResumeJourneyDetails } from '../../shared/contracts/journey';
import { languageSchema, type Language } from '../../shared/content-model/language';
import {
  DAY_MS,
  DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS,
  isEnrollmentExpired,
  isLinkExpired,
} from '../../shared/domain/journey-expiry';
import { isPatientType } from '../../shared/domain/journey-roles';
import { journeyStatusSchema } from '../../shared/domain/journey-status';
import { parseJourneyStep } from '../../shared/domain/journey-steps';
import { isJourneyType } from '../../shared/domain/journey-types';
import { getSiteSettings } from '../content/content-repository';
import type { Database } from '../db/schema';
import { peekEnrollment, type EnrollmentRow } from './enrollments';
import { findResumeToken, type ResumeTokenRow } from './resume-tokens';

type ResumeDetails = ResponseOf<typeof getResumeJourneyDetails>;

/** The site's resumeEnrollmentExpirationDays in a language (default 30 without settings). */
export async function enrollmentLifetimeDays(db: Kysely<Database>, language: Language): Promise<number> {
  const settings = await getSiteSettings(db, language);
  return settings?.resumeEnrollmentExpirationDays ?? DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS;
}

/** An unknown token answers like an expired link: nothing tells it apart from a real one. */
export const UNKNOWN_TOKEN_ANSWER: ResumeDetails = {
  guestRef: null,
  journeyStep: null,
  journeyStatus: null,
  enrollmentId: null,
  journeyType: null,
  browserId: null,
  potentialId: null,
  isEnrollmentExpired: false,
  isLinkExpired: true,
  studyKey: null,
  participantType: null,
  language: null,
  tenantKey: null,
};

export interface RequestedDays {
  resumeLinkExprirationDays?: number;
  resumeEnrollmentExprirationDays?: number;
}

/** The client's days may shorten the server's lifetimes, never extend them. */
function shorter(serverDays: number, clientDays: number | undefined): number {
  return clientDays === undefined ? serverDays : Math.min(serverDays, clientDays);
}

function linkExpiresAt(token: ResumeTokenRow, days: number | undefined): Date {
  const stored = token.expires_at;
  if (days === undefined) return stored;
  return new Date(Math.min(stored.getTime(), token.created_at.getTime() + days * DAY_MS));
}

function details(row: EnrollmentRow, token: ResumeTokenRow, expired: { link: boolean; enrollment: boolean }) {
  const status = journeyStatusSchema.safeParse(row.journey_status);
  const language = languageSchema.safeParse(token.language);
  const base = {
    ...UNKNOWN_TOKEN_ANSWER,
    journeyStatus: status.success ? status.data : null,
    journeyType: isJourneyType(row.journey_type) ? row.journey_type : null,
    isLinkExpired: expired.link,
    isEnrollmentExpired: expired.enrollment,
    studyKey: token.study_key,
    language: language.success ? language.data : null,
  };
  // An expired link (or enrolment) still tells which popup to show, but no longer names anyone.
  if (expired.link || expired.enrollment) return base;
  return {
    ...base,
    guestRef: row.guest_ref,
    journeyStep: parseJourneyStep(row.journey_step),
    enrollmentId: row.enrollment_id,
    browserId: row.browser_id,
    potentialId: row.potential_id,
    participantType: isPatientType(row.participant_type) ? row.participant_type : null,
    tenantKey: row.tenant_key,
  };
}

export interface ResumeLookup {
  answer: ResumeDetails;
  /** Present only while the link leads somewhere (the token and enrolment are known). */
  found: { token: ResumeTokenRow; enrollment: EnrollmentRow } | null;
}

/** What a token leads to, everything named; a read (nothing is written). */
export async function lookUpResume(
  db: Kysely<Database>,
  token: string,
  requested: RequestedDays,
  now: Date,
): Promise<ResumeLookup> {
  const stored = await findResumeToken(db, token);
  if (!stored) return { answer: UNKNOWN_TOKEN_ANSWER, found: null };
  const ref = { by: 'key', tenantKey: stored.tenant_key, enrollmentId: stored.enrollment_id } as const;
  const row = await peekEnrollment(db, ref);
  if (!row) return { answer: UNKNOWN_TOKEN_ANSWER, found: null };
  const language = languageSchema.safeParse(stored.language);
  const siteDays = await enrollmentLifetimeDays(db, language.success ? language.data : 'en');
  const enrollmentDays = shorter(siteDays, requested.resumeEnrollmentExprirationDays);
  const answer = details(row, stored, {
    link: isLinkExpired(linkExpiresAt(stored, requested.resumeLinkExprirationDays), now),
    enrollment: isEnrollmentExpired(row.created_at, now, enrollmentDays),
  });
  return { answer, found: { token: stored, enrollment: row } };
}

/**
 * GetResumeJourneyDetails: read-only; the token stays usable until the person continues. Anyone
 * holding the link may be a mail scanner, so the answer tells which popup to show and where the
 * journey stands, never the ids that would let a device take the journey over: those come with
 * the person's Continue (ResumeJourney), which uses the link up.
 */
export async function resumeDetails(
  db: Kysely<Database>,
  token: string,
  requested: RequestedDays,
  now: Date,
): Promise<ResumeDetails> {
  const { answer } = await lookUpResume(db, token, requested, now);
  return { ...answer, guestRef: null, enrollmentId: null, browserId: null, potentialId: null };
}
