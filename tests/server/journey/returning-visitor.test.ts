import { randomUUID } from 'node:crypto';
import { countRows } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import {
  createJourneyApp,
  globalSettings as settings,
  globalSettingsUrl as url,
  send,
  testClock,
} from './support';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createJourneyApp(clock);
});

afterAll(async () => {
  await t.close();
});

describe(`POST /api/contacts/FetchTAResumingJourneyDetailsBasedOnTenantKey on ${databaseUnderTest}`, () => {
  const FETCH = '/api/contacts/FetchTAResumingJourneyDetailsBasedOnTenantKey';
  const fetchFor = (guestRef: string, selectedLanguage = 'en') =>
    send(t.app, 'POST', FETCH, { tenantKey: 'cr-demo', guestRef, selectedLanguage }, { key: null });

  async function journey(guestRef: string, step: string, language = 'en') {
    const enrollmentId = randomUUID();
    await send(
      t.app,
      'POST',
      url(guestRef),
      settings({ enrollmentId, journeyStep: step, language, journeyId: '02', studyKey: 'asthma-study' }),
    );
    return enrollmentId;
  }

  beforeEach(() => {
    clock.now = new Date('2025-03-01T10:00:00.000Z');
  });

  it("answers the guest's latest Partial enrolment in the language", async () => {
    const guestRef = randomUUID();
    await journey(guestRef, 'pre-screener');
    clock.advanceDays(1);
    const latest = await journey(guestRef, 'contact-info');
    clock.advanceDays(1);
    const finished = await journey(guestRef, 'contact-info');
    await send(t.app, 'POST', '/Participant/UpdateParticipantStatus', {
      guestRef,
      enrollmentId: finished,
      isActiveEnrollment: 0,
      journeyStatus: 'Terminated',
    });
    await journey(guestRef, 'pre-screener', 'es');
    const res = await fetchFor(guestRef);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      journeyStatus: 'Partial',
      journeyStep: 'contact-info',
      enrollmentId: latest,
      journeyType: '02',
      potentialId: null,
      studyKey: 'asthma-study',
      participantType: null,
    });
  });

  it('answers nulls for a guest with nothing to resume, or an enrolment past its 30 days', async () => {
    const guestRef = randomUUID();
    expect((await fetchFor(guestRef)).json()).toEqual({
      journeyStatus: null,
      journeyStep: null,
      enrollmentId: null,
      journeyType: null,
      potentialId: null,
      studyKey: null,
      participantType: null,
    });
    await journey(guestRef, 'contact-info');
    clock.advanceDays(30);
    expect((await fetchFor(guestRef)).json().enrollmentId).toBeNull();
  });

  it('never writes, and refuses a bad language with a 400', async () => {
    const before = await countRows(t.deps.db, 'idempotency_keys');
    await fetchFor(randomUUID());
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(before);
    const res = await fetchFor('g', 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.selectedLanguage');
  });
});
