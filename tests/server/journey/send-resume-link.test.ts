import { randomUUID } from 'node:crypto';
import { countRows } from '../support/participants';
import type { RecordingMail } from '../support/fakes';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { hashResumeToken } from '../../../src/server/journey/resume-tokens';
import {
  addParticipant,
  createJourneyApp,
  requestResumeLink,
  resumeLinkBody,
  rowsMentioning,
  send,
  SEND_RESUME_LINK_URL,
  testClock,
  type KnownParticipant,
} from './support';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createJourneyApp(clock);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  clock.now = new Date('2025-03-01T10:00:00.000Z');
});

const SEND_URL = SEND_RESUME_LINK_URL;
const mail = () => t.deps.mail as RecordingMail;

const linkBody = resumeLinkBody;
const requestLink = (p: KnownParticipant, overrides: Record<string, unknown> = {}) =>
  requestResumeLink(t, p, overrides);

describe(`POST /api/contacts/SendResumeJourneyLink on ${databaseUnderTest}`, () => {
  it('mails a link to the study home with a 43-character token and stores only its hash', async () => {
    const p = await addParticipant(t.app, { journeyId: '02' });
    const { res, sent, url, token } = await requestLink(p);
    expect(res.json()).toEqual({ sent: true, expiresAt: '2025-03-08T10:00:00.000Z' });
    expect(sent).toMatchObject({ to: 'person@example.org', category: 'transactional' });
    expect(sent.links).toEqual([{ label: 'Resume your journey', url: url.toString() }]);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${t.deps.config.publicBaseUrl.replace(/\/$/, '')}/asthma-study`,
    );
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.text).toContain(url.toString());
    expect(await rowsMentioning(t.deps.db, token)).toBe(0);
    const stored = await t.deps.db
      .selectFrom('journey_resume_tokens')
      .selectAll()
      .where('enrollment_id', '=', p.enrollmentId)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      token_hash: hashResumeToken(token),
      study_key: 'asthma-study',
      language: 'en',
    });
  });

  it('uses the locale prefix for a Spanish link', async () => {
    const p = await addParticipant(t.app);
    const { url, sent } = await requestLink(p, { language: 'es', studyKey: 'migraine-study' });
    expect(url.pathname).toBe('/es/migraine-study');
    expect(sent.subject).toMatch(/^Continúe su proceso/);
  });

  it('sends one mail and stores one token for a replayed key', async () => {
    const p = await addParticipant(t.app);
    const key = randomUUID();
    const before = mail().sent.length;
    const first = await send(t.app, 'POST', SEND_URL, linkBody(p), { key });
    const again = await send(t.app, 'POST', SEND_URL, linkBody(p), { key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    await t.deliver();
    expect(mail().sent.length - before).toBe(1);
    const tokens = await t.deps.db
      .selectFrom('journey_resume_tokens')
      .select('token_hash')
      .where('enrollment_id', '=', p.enrollmentId)
      .execute();
    expect(tokens).toHaveLength(1);
  });

  it.each([
    ['an unknown study', { studyKey: 'no-such-study' }, 400, 'body.studyKey'],
    ['a tenant that is not the study’s', { tenantKey: 'other-tenant' }, 400, 'body.tenantKey'],
    ['someone else’s enrolment', { guestRef: 'another-guest' }, 404, 'body.enrollmentId'],
    ['an unknown enrolment', { enrollmentId: randomUUID() }, 404, 'body.enrollmentId'],
    ['a malformed email', { email: 'not-an-email' }, 400, 'body.email'],
    ['an unknown language', { language: 'fr' }, 400, 'body.language'],
  ])('refuses %s: no token, no mail, the status and field named', async (_name, overrides, status, field) => {
    const p = await addParticipant(t.app);
    const tokens = await countRows(t.deps.db, 'journey_resume_tokens');
    const mails = mail().sent.length;
    const res = await send(t.app, 'POST', SEND_URL, linkBody(p, overrides));
    expect(res.statusCode).toBe(status);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await countRows(t.deps.db, 'journey_resume_tokens')).toBe(tokens);
    await t.deliver();
    expect(mail().sent.length).toBe(mails);
  });
});
