import type { PatientType } from '../journey-roles';

/*
 * The thank-you page's rules ("Thank-you page", its states, who may see what, and its limits):
 * which address the email-sent box shows, the resend limit, which text shows.
 */

/** Resend limit default 3 (content may change it). */
export const DEFAULT_RESEND_LIMIT = 3;
/** The loading overlay shows 3 s, then the profile is fetched. */
export const THANK_YOU_OVERLAY_MS = 3_000;

/** "Thank-you contact info". */
export interface ThankYouContactInfo {
  patient: { emailAddress: string; patientType: PatientType | null };
  delegate: { emailAddress: string | null };
}

/**
 * The patient's email when the patient type is adult, otherwise the delegate's (the
 * patient's when no delegate address is known, so the box is never empty).
 */
export function thankYouEmail(info: ThankYouContactInfo): string {
  if (info.patient.patientType === 'adult' || info.patient.patientType === null)
    return info.patient.emailAddress;
  return info.delegate.emailAddress || info.patient.emailAddress;
}

export function canResend(count: number, limit: number): boolean {
  return count < limit;
}

/** The thank-you text first, the resend text after a resend, the update text after a change. */
export type ThankYouTextKind = 'thankYou' | 'resend' | 'update';

/** "Message templates": [email] is replaced. */
export function withEmail(template: string, email: string): string {
  return template.replace(/\[email\]/gi, email);
}
