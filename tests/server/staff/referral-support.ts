import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ContactFormType } from '../../../src/shared/content-model/form';
import { createContactApp, send, submitContactForm, testClock, validValues } from '../contact/support';
import { participantBody, postParticipant } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { choiceBody, outcomeBody, OUTCOME_URL, SAVE_SITE_URL, TENANT } from '../site-selection/support';
import type { TestClock } from '../journey/support';
import { signedInStaff, type SignedInStaff } from './support';

/** Two sites of the migraine study (MIG-301) and one of the asthma study (AST-204). */
export const SITE_A = 'MIG-301-001';
export const SITE_B = 'MIG-301-002';
export const OTHER_STUDY_SITE = 'AST-204-001';

export interface Referred {
  enrollmentId: string;
  referralId: string;
}

export async function createReferralsApp(clock: TestClock = testClock()): Promise<TestApp> {
  return createContactApp(clock);
}

/** A participant who filled the contact form and chose the site: their referral, as the journey makes it. */
export async function referredParticipant(
  t: TestApp,
  options: {
    siteCode?: string;
    formType?: ContactFormType;
    values?: Record<string, unknown>;
    language?: 'en' | 'es';
  } = {},
): Promise<Referred> {
  const enrollmentId = randomUUID();
  const posted = await postParticipant(t.app, participantBody({ tenantKey: TENANT, enrollmentId }));
  if (posted.statusCode !== 200) throw new Error(`Participant/Add failed: ${posted.body}`);
  const formType = options.formType ?? 'adult';
  await submitContactForm(t.app, {
    enrollmentId,
    formType,
    values: options.values ?? validValues(formType),
    body: { language: options.language ?? 'en' },
  });
  const choice = choiceBody({ enrollmentId, siteCode: options.siteCode ?? SITE_A });
  const saved = await send(t.app, 'POST', SAVE_SITE_URL, choice);
  if (saved.statusCode !== 200) throw new Error(`site choice failed: ${saved.body}`);
  const outcome = await send(t.app, 'POST', OUTCOME_URL, outcomeBody(enrollmentId, 'New'));
  if (outcome.statusCode !== 200) throw new Error(`outcome failed: ${outcome.body}`);
  return { enrollmentId, referralId: choice.referralId };
}

/** A referral of a site the journey's study does not run (another study's), recorded directly. */
export async function referralAt(t: TestApp, siteCode: string, createdAt = t.deps.now()): Promise<Referred> {
  const enrollmentId = randomUUID();
  const referralId = `ref-${randomUUID()}`;
  await t.deps.db
    .insertInto('referral_notifications')
    .values({
      tenant_key: TENANT,
      enrollment_id: enrollmentId,
      referral_id: referralId,
      site_code: siteCode,
      created_at: createdAt,
    })
    .execute();
  return { enrollmentId, referralId };
}

export function get(t: TestApp, url: string, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'idempotency-key': randomUUID(), ...(cookie ? { cookie } : {}) },
  });
}

/** Who tries the referral calls: each role, in and out of the referrals' scope. */
export interface ReferralStaff {
  /** Site staff of SITE_A. */
  siteStaffA: SignedInStaff;
  /** Site staff of SITE_B (same study). */
  siteStaffB: SignedInStaff;
  /** A manager of the study (MIG-301) without personal-data access… */
  manager: SignedInStaff;
  /** …and one with it. */
  managerWithData: SignedInStaff;
  /** A manager of another study (AST-204). */
  otherManager: SignedInStaff;
  admin: SignedInStaff;
  adminWithData: SignedInStaff;
}

export async function referralStaff(t: TestApp): Promise<ReferralStaff> {
  const study = 'MIG-301';
  return {
    siteStaffA: await signedInStaff(t, { role: 'site_staff', sites: [SITE_A] }),
    siteStaffB: await signedInStaff(t, { role: 'site_staff', sites: [SITE_B] }),
    manager: await signedInStaff(t, { role: 'study_manager', studies: [study] }),
    managerWithData: await signedInStaff(t, {
      role: 'study_manager',
      studies: [study],
      personalDataAccess: true,
    }),
    otherManager: await signedInStaff(t, { role: 'study_manager', studies: ['AST-204'] }),
    admin: await signedInStaff(t, { role: 'admin' }),
    adminWithData: await signedInStaff(t, { role: 'admin', personalDataAccess: true }),
  };
}
