import type { Kysely } from 'kysely';
import type { ResponseOf } from '../../shared/contracts/define-call';
import type { resumeJourney, ResumedScreener } from '../../shared/contracts/journey-resume';
import { resumeStepOf } from '../../shared/domain/journey-resume-step';
import { classifyResume } from '../../shared/domain/journey-transitions';
import type { Database } from '../db/schema';
import { lookUpResume, UNKNOWN_TOKEN_ANSWER, type RequestedDays } from './resume-details';
import { spendResumeToken } from './resume-tokens';

type ResumeAnswer = ResponseOf<typeof resumeJourney>;

const NOTHING_RESTORED = { screener: null, contactGiven: false } as const;

const digitsOr = (value: unknown, max: number): string =>
  typeof value === 'string' && /^\d+$/.test(value) && value.length <= max ? value : '';

/** The enrolment's latest completed questionnaire, as a device keeps it; null when none. */
async function screenerOf(db: Kysely<Database>, tenantKey: string, enrollmentId: string) {
  const row = await db
    .selectFrom('prescreeners as p')
    .innerJoin('prescreener_outputs as o', 'o.prescreener_id', 'p.prescreener_id')
    .select(['o.screener_status', 'o.qualified_protocols', 'o.output'])
    .where('p.tenant_key', '=', tenantKey)
    .where('p.enrollment_id', '=', enrollmentId)
    .orderBy('o.updated_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const output = (row.output ?? {}) as Record<string, unknown>;
  const screener: ResumedScreener = {
    status: row.screener_status,
    protocols: Array.isArray(row.qualified_protocols) ? row.qualified_protocols : [],
    zipCode: digitsOr(output.zipCode, 10),
    dob: { day: digitsOr(output.d, 2), month: digitsOr(output.m, 2), year: digitsOr(output.y, 4) },
  };
  return screener;
}

async function contactGivenFor(db: Kysely<Database>, tenantKey: string, enrollmentId: string) {
  const row = await db
    .selectFrom('contact_patients')
    .select('patient_id')
    .where('tenant_key', '=', tenantKey)
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * ResumeJourney, the person's Continue: for a resumable link, the journey with what the server
 * knows of it, and the link used up (in the caller's transaction, so a failure leaves it usable).
 * Anything else answers like the read and changes nothing.
 */
export async function continueResume(
  db: Kysely<Database>,
  token: string,
  requested: RequestedDays,
  now: Date,
): Promise<ResumeAnswer> {
  const { answer, found } = await lookUpResume(db, token, requested, now);
  if (!found || classifyResume(answer).case !== 'resume-to-step') {
    return {
      ...answer,
      guestRef: null,
      enrollmentId: null,
      browserId: null,
      potentialId: null,
      ...NOTHING_RESTORED,
    };
  }
  if (!(await spendResumeToken(db, found.token))) return { ...UNKNOWN_TOKEN_ANSWER, ...NOTHING_RESTORED };
  const { tenant_key: tenantKey, enrollment_id: enrollmentId } = found.enrollment;
  const screener = await screenerOf(db, tenantKey, enrollmentId);
  const contactGiven = await contactGivenFor(db, tenantKey, enrollmentId);
  const journeyStep = resumeStepOf(answer.journeyStep, {
    contact: contactGiven,
    qualified: screener?.status === 'qualified',
  });
  return { ...answer, journeyStep, screener, contactGiven };
}
