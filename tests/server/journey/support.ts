import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { publishDemoContent } from '../../support/demo-content';
import type { AppDeps } from '../../../src/server/app-deps';
import type { Database } from '../../../src/server/db/schema';
import { participantBody, postParticipant } from '../support/participants';
import type { RecordingMail } from '../support/fakes';
import { createTestApp, type TestApp } from '../support/test-app';

/** A clock the tests move by hand: the server reads deps.now(). */
export interface TestClock {
  now: Date;
  advanceDays(days: number): void;
}

export function testClock(start = '2025-03-01T10:00:00.000Z'): TestClock {
  const clock = {
    now: new Date(start),
    advanceDays(days: number) {
      clock.now = new Date(clock.now.getTime() + days * 86_400_000);
    },
  };
  return clock;
}

/** The app with the demo site's content (its settings and studies are what the journey reads). */
export async function createJourneyApp(
  clock: TestClock,
  deps: (base: AppDeps) => Partial<AppDeps> = () => ({}),
): Promise<TestApp> {
  const t = await createTestApp({ deps: (base) => ({ now: () => clock.now, ...deps(base) }) });
  await publishDemoContent(t.deps.db);
  return t;
}

export interface RequestOptions {
  /** undefined: a fresh key; null: no key. */
  key?: string | null;
}

export function send(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  options: RequestOptions = {},
): Promise<LightMyRequestResponse> {
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: key === null ? {} : { 'idempotency-key': key },
  });
}

export interface KnownParticipant {
  potentialId: string;
  enrollmentId: string;
  guestRef: string;
  tenantKey: string;
}

/** A participant recorded through Participant/Add, as a home page visit does. */
export async function addParticipant(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<KnownParticipant> {
  const guestRef = (overrides.potentialParticipant_ID as string | undefined) ?? randomUUID();
  const body = participantBody({ tenantKey: 'cr-demo', potentialParticipant_ID: guestRef, ...overrides });
  const res = await postParticipant(app, body);
  if (res.statusCode !== 200) throw new Error(`Participant/Add failed: ${res.body}`);
  return {
    potentialId: res.json().potentialId,
    enrollmentId: body.enrollmentId as string,
    guestRef,
    tenantKey: body.tenantKey as string,
  };
}

export async function enrollment(db: Kysely<Database>, tenantKey: string, enrollmentId: string) {
  return db
    .selectFrom('journey_enrollments')
    .selectAll()
    .where('tenant_key', '=', tenantKey)
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
}

export async function history(db: Kysely<Database>, enrollmentId: string) {
  return db
    .selectFrom('journey_status_history')
    .select(['previous_status', 'journey_status', 'is_active_enrollment', 'cause', 'changed_at'])
    .where('enrollment_id', '=', enrollmentId)
    .orderBy('seq')
    .execute();
}

/** Rows of the journey tables (and stored answers) that mention a value anywhere. */
export async function rowsMentioning(db: Kysely<Database>, needle: string): Promise<number> {
  const tables = [
    'journey_enrollments',
    'journey_status_history',
    'journey_global_settings',
    'journey_query_params',
    'journey_resume_tokens',
    'idempotency_keys',
    'participants',
  ];
  let total = 0;
  for (const table of tables) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from ${sql.table(table)} t where t::text like ${`%${needle}%`}`.execute(db);
    total += Number(rows[0]?.n ?? 0);
  }
  return total;
}

/** The AddGlobalSettingsToDataExtension URL of a guest. */
export const globalSettingsUrl = (guestRef: string, guestType = 'visitor') =>
  `/api/contacts/AddGlobalSettingsToDataExtension/${guestRef}?guestType=${guestType}`;

/** A global-settings payload as a migraine-study home page would post it. */
export function globalSettings(overrides: Record<string, unknown> = {}) {
  return {
    isActiveEnrollment: 0,
    tenantKey: 'cr-demo',
    source: 'CR',
    journeyStatus: 'Partial',
    journeyStep: null,
    siteRootPath: '/migraine-study',
    language: 'en',
    siteSettingsId: 'site-settings-cr-demo',
    sendMailingList: false,
    baseUrl: 'http://localhost:8080',
    studyName: 'Migraine Prevention Study',
    enableScreenerLandingPage: false,
    siteCount: 3,
    returningUserTimeInterval: 24,
    returningUserTimeValue: 'hours',
    journeyId: '01',
    adultSiteUrls: ['/migraine-study/adult'],
    sponsorConsentFlags: { sponsorEmail: true },
    projectTherapeuticArea: 'Neurology',
    browserId: 'browser-9',
    urlParams: [{ key: 'utm_source', value: 'mail' }],
    cookieTracker: {
      domain: 'localhost',
      cookieCategory: [{ categoryType: 'EssentialCookies', isActive: true, isOptin: true }],
    },
    studyKey: 'migraine-study',
    ...overrides,
  };
}

export const SEND_RESUME_LINK_URL = '/api/contacts/SendResumeJourneyLink';

/** A valid SendResumeJourneyLink body for a participant of the asthma study. */
export function resumeLinkBody(p: KnownParticipant, overrides: Record<string, unknown> = {}) {
  return {
    email: 'person@example.org',
    enrollmentId: p.enrollmentId,
    guestRef: p.guestRef,
    tenantKey: p.tenantKey,
    studyKey: 'asthma-study',
    language: 'en',
    ...overrides,
  };
}

/** Requests a resume link and returns the answer, the mail and the token taken from its URL. */
export async function requestResumeLink(
  t: TestApp,
  p: KnownParticipant,
  overrides: Record<string, unknown> = {},
) {
  const mail = t.deps.mail as RecordingMail;
  const before = mail.sent.length;
  const res = await send(t.app, 'POST', SEND_RESUME_LINK_URL, resumeLinkBody(p, overrides));
  expect(res.statusCode).toBe(200);
  await t.deliver();
  const sent = mail.sent[before]!;
  const url = new URL(sent.links![0]!.url);
  return { res, sent, url, token: url.searchParams.get('resumeJourneyToken')! };
}
