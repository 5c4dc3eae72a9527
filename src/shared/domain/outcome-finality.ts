import type { PatientReferralStatus } from './outcome-paths';

/*
 * An enrolment's outcome is final: once it is recorded, a write that would give the enrolment a
 * different outcome is refused. The only transitions allowed after an outcome:
 *  - the same outcome again (a replay, a reload of the outcome page, a repeated "no site convenient");
 *  - on the success outcome, the site that was chosen saved again (the same choice, changing nothing).
 * Before any outcome, the person may change their mind: a new site replaces the previous one,
 * and "no site convenient" is still open.
 */

/** What the server holds about an enrolment's outcome. */
export interface RecordedOutcome {
  /** The referral status of the last outcome recorded (an outcome page or "no site convenient"). */
  referralStatus: PatientReferralStatus;
  /** The site saved for the enrolment, if any. */
  siteCode: string | null;
}

/** A write that would decide (or change) an enrolment's outcome. */
export type OutcomeWrite =
  | { kind: 'site-choice'; siteCode: string }
  | { kind: 'no-site-convenient' }
  | { kind: 'outcome'; referralStatus: PatientReferralStatus };

const NOT_CONVENIENT: readonly PatientReferralStatus[] = ['No-site-convenient', 'Site-not-convenient'];

const sameOutcome = (a: PatientReferralStatus, b: PatientReferralStatus) =>
  a === b || (NOT_CONVENIENT.includes(a) && NOT_CONVENIENT.includes(b));

/** Why `write` is refused, or null when the enrolment's outcome allows it. */
export function outcomeRefusal(recorded: RecordedOutcome | null, write: OutcomeWrite): string | null {
  if (!recorded) return null;
  const status = recorded.referralStatus;
  const final = `The enrolment's outcome (${status}) is already recorded and is final`;
  switch (write.kind) {
    case 'site-choice':
      return status === 'New' && recorded.siteCode === write.siteCode ? null : final;
    case 'no-site-convenient':
      return NOT_CONVENIENT.includes(status) ? null : final;
    case 'outcome':
      return sameOutcome(status, write.referralStatus) ? null : final;
  }
}
