import { countRows } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { hashResumeToken } from '../../../src/server/journey/resume-tokens';
import {
  addParticipant,
  createJourneyApp,
  requestResumeLink,
  rowsMentioning,
  send,
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

const DETAILS_URL = '/api/contacts/GetResumeJourneyDetails';

const requestLink = (p: KnownParticipant, overrides: Record<string, unknown> = {}) =>
  requestResumeLink(t, p, overrides);

function lookUp(token: string, extra: Record<string, unknown> = {}) {
  return send(t.app, 'POST', DETAILS_URL, { resumeJourneyToken: token, ...extra }, { key: null });
}

describe(`POST /api/contacts/GetResumeJourneyDetails on ${databaseUnderTest}`, () => {
  it('answers where the journey behind a fresh link stands, naming nobody, and never uses the token up', async () => {
    const p = await addParticipant(t.app, { journeyId: '02' });
    await send(t.app, 'POST', '/Participant/UpdateParticipantType', {
      enrollmentId: p.enrollmentId,
      participantType: 'minor',
    });
    const { token } = await requestLink(p);
    const keysBefore = await countRows(t.deps.db, 'idempotency_keys');
    const first = await lookUp(token, { resumeLinkExprirationDays: 7, resumeEnrollmentExprirationDays: 30 });
    expect(first.statusCode).toBe(200);
    // The ids come only with the person's Continue (ResumeJourney): a scanner's read names nobody.
    expect(first.json()).toEqual({
      guestRef: null,
      journeyStep: null,
      journeyStatus: 'Partial',
      enrollmentId: null,
      journeyType: '02',
      browserId: null,
      potentialId: null,
      isEnrollmentExpired: false,
      isLinkExpired: false,
      studyKey: 'asthma-study',
      participantType: 'minor',
      language: 'en',
      tenantKey: 'cr-demo',
    });
    const again = await lookUp(token);
    expect(again.json()).toEqual(first.json());
    // A read: nothing recorded for it, and the raw token is still nowhere in the database.
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(keysBefore);
    expect(await rowsMentioning(t.deps.db, token)).toBe(0);
    const tokenRows = await t.deps.db
      .selectFrom('journey_resume_tokens')
      .selectAll()
      .where('token_hash', '=', hashResumeToken(token))
      .execute();
    expect(tokenRows).toHaveLength(1);
  });

  it('reports the saved step and status as they change', async () => {
    const p = await addParticipant(t.app);
    const { token } = await requestLink(p, { studyKey: 'migraine-study' });
    await send(
      t.app,
      'POST',
      `/api/contacts/AddGlobalSettingsToDataExtension/${p.guestRef}?guestType=visitor`,
      {
        isActiveEnrollment: 0,
        tenantKey: p.tenantKey,
        journeyStatus: 'Partial',
        journeyStep: 'contact-info',
        language: 'en',
        journeyId: '01',
        enrollmentId: p.enrollmentId,
        browserId: 'browser-1',
      },
    );
    expect((await lookUp(token)).json()).toMatchObject({ journeyStep: 'contact-info', browserId: null });
    await send(t.app, 'POST', '/Participant/UpdateParticipantStatus', {
      potentialId: p.potentialId,
      isActiveEnrollment: 1,
      journeyStatus: 'Completed',
    });
    expect((await lookUp(token)).json()).toMatchObject({ journeyStatus: 'Completed', isLinkExpired: false });
  });

  it('expires the link after 7 days and then names nobody', async () => {
    const p = await addParticipant(t.app);
    const { token } = await requestLink(p);
    clock.advanceDays(7);
    clock.now = new Date(clock.now.getTime() - 1);
    expect((await lookUp(token)).json()).toMatchObject({ isLinkExpired: false });
    clock.now = new Date(clock.now.getTime() + 1);
    expect((await lookUp(token)).json()).toEqual({
      guestRef: null,
      journeyStep: null,
      journeyStatus: 'Partial',
      enrollmentId: null,
      journeyType: '01',
      browserId: null,
      potentialId: null,
      isEnrollmentExpired: false,
      isLinkExpired: true,
      studyKey: 'asthma-study',
      participantType: null,
      language: 'en',
      tenantKey: null,
    });
  });

  it('lets the client shorten the link lifetime but never extend it', async () => {
    const p = await addParticipant(t.app);
    const { token } = await requestLink(p);
    clock.advanceDays(2);
    expect((await lookUp(token, { resumeLinkExprirationDays: 1 })).json().isLinkExpired).toBe(true);
    expect((await lookUp(token, { resumeLinkExprirationDays: 3 })).json().isLinkExpired).toBe(false);
    clock.advanceDays(6);
    expect((await lookUp(token, { resumeLinkExprirationDays: 30 })).json().isLinkExpired).toBe(true);
  });

  it('reports an enrolment older than resumeEnrollmentExpirationDays (30) as expired', async () => {
    const p = await addParticipant(t.app);
    clock.advanceDays(25);
    const { token } = await requestLink(p);
    clock.advanceDays(4);
    expect((await lookUp(token)).json()).toMatchObject({ isEnrollmentExpired: false, isLinkExpired: false });
    expect((await lookUp(token, { resumeEnrollmentExprirationDays: 20 })).json()).toMatchObject({
      isEnrollmentExpired: true,
      enrollmentId: null,
    });
    clock.advanceDays(1);
    expect((await lookUp(token, { resumeEnrollmentExprirationDays: 365 })).json()).toMatchObject({
      isEnrollmentExpired: true,
      isLinkExpired: false,
      guestRef: null,
    });
  });

  it('answers an unknown token like an expired link (200, nobody named)', async () => {
    const res = await lookUp('A'.repeat(43));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isLinkExpired: true,
      journeyStatus: null,
      enrollmentId: null,
      guestRef: null,
    });
  });

  it.each([
    ['a short token', { resumeJourneyToken: 'abc' }, 'body.resumeJourneyToken'],
    [
      'a token with other characters',
      { resumeJourneyToken: `${'A'.repeat(42)}=` },
      'body.resumeJourneyToken',
    ],
    [
      'zero days',
      { resumeJourneyToken: 'A'.repeat(43), resumeLinkExprirationDays: 0 },
      'body.resumeLinkExprirationDays',
    ],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    const res = await send(t.app, 'POST', DETAILS_URL, body, { key: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe(field);
  });
});
