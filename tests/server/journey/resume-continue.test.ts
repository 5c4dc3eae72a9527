import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { hashResumeToken } from '../../../src/server/journey/resume-tokens';
import { submitContactForm } from '../contact/support';
import { qualifiedOutput, recordBody } from '../screener/support';
import {
  addParticipant,
  createJourneyApp,
  requestResumeLink,
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
const CONTINUE_URL = '/api/contacts/ResumeJourney';

const lookUp = (token: string) =>
  send(t.app, 'POST', DETAILS_URL, { resumeJourneyToken: token }, { key: null });
const continueWith = (token: string, key?: string | null) =>
  send(t.app, 'POST', CONTINUE_URL, { resumeJourneyToken: token }, { key });

/** Device A's questionnaire, qualified, as the screener saga records it. */
async function answerQuestionnaire(p: KnownParticipant): Promise<void> {
  const record = recordBody({ enrollmentId: p.enrollmentId, potentialParticipant_ID: p.guestRef });
  expect((await send(t.app, 'POST', '/Prescreener/Add', record)).statusCode).toBe(200);
  const update = {
    ...record,
    screenerStatus: 'qualified',
    screenerCompleted: true,
    screenerOutput: qualifiedOutput(),
  };
  expect((await send(t.app, 'POST', '/Prescreener/Update', update)).statusCode).toBe(200);
}

async function tokenRows(token: string): Promise<number> {
  const rows = await t.deps.db
    .selectFrom('journey_resume_tokens')
    .select('token_hash')
    .where('token_hash', '=', hashResumeToken(token))
    .execute();
  return rows.length;
}

describe(`POST /api/contacts/ResumeJourney on ${databaseUnderTest}`, () => {
  it('lets a scanner read the link without naming anyone, then hands the journey over once, on Continue', async () => {
    const p = await addParticipant(t.app, { journeyId: '02' });
    await answerQuestionnaire(p);
    const { token } = await requestResumeLink(t, p);

    // The scanner's read (twice): which popup to show, no ids, the link untouched.
    for (const read of [await lookUp(token), await lookUp(token)]) {
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ journeyStatus: 'Partial', isLinkExpired: false, guestRef: null });
      expect(read.json()).toMatchObject({ enrollmentId: null, potentialId: null, browserId: null });
    }
    expect(await tokenRows(token)).toBe(1);

    const resumed = await continueWith(token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      guestRef: p.guestRef,
      enrollmentId: p.enrollmentId,
      potentialId: p.potentialId,
      journeyStatus: 'Partial',
      isLinkExpired: false,
      // Only the questionnaire was done: the contact form, with what the questionnaire gave.
      journeyStep: 'contact-info',
      screener: {
        status: 'qualified',
        protocols: ['AST-204', 'AST-205'],
        zipCode: '60611',
        dob: { day: '1', month: '1', year: '1985' },
      },
      contactGiven: false,
    });

    // Used up: a second Continue (another device) and a later opening both meet the expired popup.
    expect(await tokenRows(token)).toBe(0);
    const again = await continueWith(token);
    expect(again.json()).toMatchObject({ isLinkExpired: true, enrollmentId: null, screener: null });
    expect((await lookUp(token)).json()).toMatchObject({ isLinkExpired: true, journeyStatus: null });
  });

  it('continues past the contact form once details were given, without sending them back', async () => {
    const p = await addParticipant(t.app);
    await answerQuestionnaire(p);
    await submitContactForm(t.app, { enrollmentId: p.enrollmentId, guestRef: p.guestRef });
    const { token } = await requestResumeLink(t, p, { studyKey: 'migraine-study' });
    const resumed = await continueWith(token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      enrollmentId: p.enrollmentId,
      journeyStep: 'site-selection',
      contactGiven: true,
    });
    expect(resumed.body).not.toContain('ann@example.com');
    expect(resumed.body).not.toContain('Main St');
  });

  it('answers a replay of the same key with the same journey (a lost answer is not a lost link)', async () => {
    const p = await addParticipant(t.app);
    const { token } = await requestResumeLink(t, p);
    const key = crypto.randomUUID();
    const first = await continueWith(token, key);
    const replay = await continueWith(token, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ enrollmentId: p.enrollmentId, screener: null, contactGiven: false });
  });

  it('leaves a link to a completed journey as it was, and restores nothing', async () => {
    const p = await addParticipant(t.app);
    const { token } = await requestResumeLink(t, p);
    await send(t.app, 'POST', '/Participant/UpdateParticipantStatus', {
      potentialId: p.potentialId,
      isActiveEnrollment: 1,
      journeyStatus: 'Completed',
    });
    const answer = await continueWith(token);
    expect(answer.json()).toMatchObject({ journeyStatus: 'Completed', enrollmentId: null, screener: null });
    expect(await tokenRows(token)).toBe(1);
  });

  it('refuses a malformed token and a missing key with problem details, changing nothing', async () => {
    const bad = await continueWith('not-a-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'body.resumeJourneyToken' })]),
    );
    const p = await addParticipant(t.app);
    const { token } = await requestResumeLink(t, p);
    expect((await continueWith(token, null)).statusCode).toBe(400);
    expect(await tokenRows(token)).toBe(1);
  });
});
