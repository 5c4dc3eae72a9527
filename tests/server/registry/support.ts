import { randomBytes, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { publishDemoContent } from '../../support/demo-content';
import { createAppMailAdapter } from '../../../src/server/integrations/mail-subscriptions';
import { createStoredSmsAdapter } from '../../../src/server/integrations/sms';
import type { MailboxMessage } from '../../../src/shared/contracts/mailbox';
import { createTestApp, type TestApp } from '../support/test-app';
import { send } from '../journey/support';

export { send };

export const BASE_URL = 'https://registry.example.org';
export const SITE = 'site-settings-cr-demo';
export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

/** A clock the tests move by hand (the server reads deps.now()). */
export interface Clock {
  now: Date;
  advance(ms: number): void;
}

export function clock(start = '2025-03-01T10:00:00.000Z'): Clock {
  const c: Clock = {
    now: new Date(start),
    advance(ms) {
      c.now = new Date(c.now.getTime() + ms);
    },
  };
  return c;
}

/** The app with the demo content, the real mail adapter and the stored SMS (the demo mailbox). */
export async function createRegistryApp(c: Clock): Promise<TestApp> {
  const t = await createTestApp({
    config: { publicBaseUrl: BASE_URL },
    deps: (base) => ({
      now: () => c.now,
      mail: createAppMailAdapter(base.config, base.db, { now: () => c.now }),
      sms: createStoredSmsAdapter(base.db, () => c.now),
    }),
  });
  await publishDemoContent(t.deps.db);
  return t;
}

/** A session token as the browser makes one (32 random bytes, base64url). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

let counter = 0;
/** A fresh address for each test. */
export function freshEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${String(counter)}.${randomUUID().slice(0, 8)}@example.org`;
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  const ref = randomUUID();
  const { dataExtension, ...rest } = overrides as { dataExtension?: Record<string, unknown> };
  return {
    ref,
    email: freshEmail(),
    firstName: 'Ann',
    lastName: 'Lee',
    postCode: '10001',
    zipCode: '10001',
    address: '1 Main Street',
    state: 'NY',
    city: 'New York',
    phoneNumbers: [{ number: '(212) 555-0134', type: 'mobile' }],
    dateOfBirth: '1980-05-17',
    gender: 'Female',
    isMobile: true,
    browserId: 'browser-1',
    siteSettingsId: SITE,
    language: 'en',
    dataExtension: {
      UtmParameter: 'utm_source=mail',
      conditionOfInterest: ['migraine'],
      communities: ['migraine-community'],
      travelDistance: '25 miles',
      source: 'CR',
      secondaryConsent: { Email: true, SMS: true },
      selectedRelevantItems: ['I am looking for a study for myself'],
      interestedInAtHomeTrials: 'Yes',
      // Not trusted: the server takes the zip's coordinates from its own table.
      latitude: 1,
      longitude: 2,
      ...dataExtension,
    },
    sessionToken: newSessionToken(),
    ...rest,
  };
}

export type RegistrationBody = ReturnType<typeof registrationBody>;

export function registrationUrl(ref: string): string {
  return `/api/contacts/AddOrUpdateCrRegistrationDetails/${ref}?guestType=customer`;
}

export function register(t: TestApp, body: RegistrationBody): Promise<LightMyRequestResponse> {
  return send(t.app, 'POST', registrationUrl(body.ref), body);
}

/** Registers and answers the body (its sessionToken is the registering tab's session). */
export async function registered(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const res = await register(t, body);
  if (res.statusCode !== 200 || res.json().registered !== true) {
    throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  }
  return body;
}

export async function profileOf(t: TestApp, token: string): Promise<LightMyRequestResponse> {
  return send(t.app, 'POST', '/api/contacts/GetProfileDetails', { myProfileToken: token }, { key: null });
}

export async function mailbox(t: TestApp): Promise<MailboxMessage[]> {
  await t.deliver();
  const res = await t.app.inject({ method: 'GET', url: '/api/demo/mailbox' });
  return res.json().messages as MailboxMessage[];
}

/** The messages to one address (or number), newest first. */
export async function messagesTo(t: TestApp, to: string): Promise<MailboxMessage[]> {
  return (await mailbox(t)).filter((message) => message.to === to);
}

/** The link token of the newest mail to an address, taken from its listed link. */
export async function mailedLink(t: TestApp, to: string): Promise<{ url: URL; message: MailboxMessage }> {
  const [message] = await messagesTo(t, to);
  if (!message?.links[0]) throw new Error(`no mail with a link to ${to}`);
  return { url: new URL(message.links[0].url), message };
}

export function profileEmailBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    emailType: 'myProfile',
    baseUrl: 'https://evil.example.com',
    myProfileUrl: 'https://evil.example.com/steal',
    resendAttemptCount: 0,
    siteSettingsId: SITE,
    language: 'en',
    isMyprofileEmail: true,
    ...overrides,
  };
}

export function sendProfileEmail(t: TestApp, email: string, overrides: Record<string, unknown> = {}) {
  return send(t.app, 'POST', '/Send/SendProfileEmail', profileEmailBody(email, overrides));
}

export function verifyProfile(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return send(
    t.app,
    'POST',
    '/api/contacts/VerifyProfile',
    { verificationToken: token, purpose: 'myProfile', ...overrides },
    { key: null },
  );
}

export function verifyToken(t: TestApp, token: string) {
  return send(t.app, 'POST', '/api/contacts/VerifyToken', { verificationToken: token }, { key: null });
}

/** A session by the mailed-link route: SendProfileEmail, the link from the mailbox, VerifyProfile. */
export async function signInByLink(t: TestApp, email: string): Promise<string> {
  await sendProfileEmail(t, email);
  const { url } = await mailedLink(t, email);
  const res = await verifyProfile(t, url.searchParams.get('myProfileToken') ?? '');
  const token = res.json().myProfileVerificationToken as string | null;
  if (!token) throw new Error('the link did not sign in');
  return token;
}

export async function countRows(t: TestApp, table: 'profiles' | 'profile_tokens' | 'profile_conditions') {
  const row = await t.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function profileRow(t: TestApp, email: string) {
  return t.deps.db
    .selectFrom('profiles')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function expectProblem(res: LightMyRequestResponse, status: number, field: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
}
