import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema';
import { referralIdOf } from '../../../src/shared/contracts/site-selection';
import type { FunnelAnswer } from '../../../src/shared/contracts/staff-funnel';
import { submitContactForm } from '../contact/support';
import { addParticipant, globalSettings, globalSettingsUrl, send } from '../journey/support';
import { qualifiedOutput, disqualifiedOutput, recordBody } from '../screener/support';
import { choiceBody, outcomeBody, OUTCOME_URL, SAVE_SITE_URL } from '../site-selection/support';
import type { TestApp } from '../support/test-app';

/** The demo's asthma study: one screener, three protocols; AST-204's first two sites. */
export const ASTHMA = {
  studyKey: 'asthma-study',
  protocol: 'AST-204',
  sites: ['AST-204-001', 'AST-204-002'],
} as const;
export const MIGRAINE = { studyKey: 'migraine-study', protocol: 'MIG-301', site: 'MIG-301-001' } as const;

export interface JourneyPlan {
  screener?: 'qualified' | 'disqualified';
  contact?: boolean;
  site?: string;
  outcome?: string;
}

/**
 * A visitor's asthma journey through the participant calls, as far as the plan says: the study
 * home page (Participant/Add, global settings), the screener, the contact form, the site choice
 * and the outcome page.
 */
export async function walkAsthmaJourney(t: TestApp, plan: JourneyPlan): Promise<{ enrollmentId: string }> {
  const ok = (res: LightMyRequestResponse, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  };
  const p = await addParticipant(t.app);
  const settings = globalSettings({
    enrollmentId: p.enrollmentId,
    studyKey: ASTHMA.studyKey,
    siteRootPath: '/asthma-study',
  });
  ok(await send(t.app, 'POST', globalSettingsUrl(p.guestRef), settings), 'global settings');
  if (plan.screener) {
    const record = recordBody({ enrollmentId: p.enrollmentId, potentialParticipant_ID: p.guestRef });
    ok(await send(t.app, 'POST', '/Prescreener/Add', record), 'Prescreener/Add');
    const output = plan.screener === 'qualified' ? qualifiedOutput() : disqualifiedOutput();
    const update = {
      ...record,
      screenerStatus: plan.screener,
      screenerCompleted: true,
      screenerOutput: output,
    };
    ok(await send(t.app, 'POST', '/Prescreener/Update', update), 'Prescreener/Update');
  }
  if (plan.contact) {
    await submitContactForm(t.app, {
      enrollmentId: p.enrollmentId,
      guestRef: p.guestRef,
      body: { studyKey: ASTHMA.studyKey, conditionOfInterest: ['asthma'] },
    });
  }
  if (plan.site) {
    const choice = choiceBody({
      enrollmentId: p.enrollmentId,
      siteCode: plan.site,
      protocol: ASTHMA.protocol,
    });
    ok(await send(t.app, 'POST', SAVE_SITE_URL, choice), 'site choice');
  }
  if (plan.outcome) {
    ok(await send(t.app, 'POST', OUTCOME_URL, outcomeBody(p.enrollmentId, plan.outcome)), 'outcome');
  }
  return { enrollmentId: p.enrollmentId };
}

/** A referral as the outcome writes it, at a given time (for dates the clock cannot reach). */
export async function insertReferral(
  db: Kysely<Database>,
  siteCode: string,
  createdAt: string,
): Promise<string> {
  const enrollmentId = randomUUID();
  const referralId = referralIdOf(enrollmentId, siteCode);
  await db
    .insertInto('referral_notifications')
    .values({
      tenant_key: 'cr-demo',
      enrollment_id: enrollmentId,
      referral_id: referralId,
      site_code: siteCode,
      created_at: createdAt,
    })
    .execute();
  return referralId;
}

/** A staff status change of a referral. */
export async function insertStatus(
  db: Kysely<Database>,
  referralId: string,
  status: string,
  occurredAt: string,
): Promise<void> {
  await db
    .insertInto('referral_status_events')
    .values({
      id: randomUUID(),
      referral_id: referralId,
      status,
      actor_account_id: null,
      occurred_at: occurredAt,
    })
    .execute();
}

/** A journey started on a study's pages at a given time. */
export async function insertVisit(db: Kysely<Database>, studyKey: string, createdAt: string): Promise<void> {
  await db
    .insertInto('journey_enrollments')
    .values({
      tenant_key: 'cr-demo',
      enrollment_id: randomUUID(),
      study_key: studyKey,
      journey_status: 'Partial',
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}

export function funnelUrl(query: Record<string, string> = {}, path = '/api/staff/funnel'): string {
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

export function getFunnel(
  t: TestApp,
  cookie: string | null,
  query: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: funnelUrl(query), headers: cookie ? { cookie } : {} });
}

export async function funnelOf(t: TestApp, cookie: string, query: Record<string, string> = {}) {
  const res = await getFunnel(t, cookie, query);
  if (res.statusCode !== 200) throw new Error(`funnel: ${res.statusCode} ${res.body}`);
  return res.json() as FunnelAnswer;
}

/** A study row's counts, or zeros when the week has none. */
export function studyWeek(answer: FunnelAnswer, studyKey: string, week: string) {
  return answer.studyRows.find((row) => row.studyKey === studyKey && row.week === week);
}

export function siteWeek(answer: FunnelAnswer, siteCode: string, week: string) {
  return answer.siteRows.find((row) => row.siteCode === siteCode && row.week === week);
}
