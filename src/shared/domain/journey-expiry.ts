/*
 * Lifetimes of a journey and of its resume link.
 *
 * "Default resume enrolment expiry days: a shared constant whose value is not shown." We pick 30 days (the
 * demo site's setting too). The resume link's own lifetime is not named by the spec at all (only the request
 * field resumeLinkExprirationDays): we pick 7 days, and a link never outlives its enrolment's lifetime in
 * effect, because the lookup also reports isEnrollmentExpired.
 */
export const DEFAULT_RESUME_ENROLLMENT_EXPIRATION_DAYS = 30;
export const DEFAULT_RESUME_LINK_EXPIRATION_DAYS = 7;

export const DAY_MS = 86_400_000;

export function daysToMs(days: number): number {
  return days * DAY_MS;
}

/** A positive whole number of days, or the fallback. */
export function effectiveDays(days: number | null | undefined, fallback: number): number {
  return typeof days === 'number' && Number.isFinite(days) && days > 0 ? days : fallback;
}

/** The enrolment is expired once it is older than the resume-enrolment lifetime. */
export function isEnrollmentExpired(createdAt: Date, now: Date, days: number): boolean {
  return now.getTime() - createdAt.getTime() >= daysToMs(days);
}

/** The link is expired at or after its expiry instant. */
export function isLinkExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** When a link issued now expires. */
export function linkExpiry(issuedAt: Date, days: number): Date {
  return new Date(issuedAt.getTime() + daysToMs(days));
}
