import { randomUUID } from 'node:crypto';
import type { RecordingMail } from '../support/fakes';
import { countRows } from '../support/participants';
import type { TestApp } from '../support/test-app';
import {
  check,
  createContactApp,
  setEnrollmentState,
  submitContactForm,
  testClock,
  validValues,
} from './support';

describe('POST /api/contacts/CheckResumingReturningUser', () => {
  const clock = testClock('2025-03-01T10:00:00.000Z');
  let t: TestApp;
  const mail = () => (t.deps.mail as RecordingMail).sent;

  beforeEach(async () => {
    clock.now = new Date('2025-03-01T10:00:00.000Z');
    t = await createContactApp(clock);
  });
  afterEach(() => t.close());

  it('a new visitor: not returning, keeps the current guest reference', async () => {
    const res = await check(t.app, { currentGuestRef: 'guest-1', email: 'new@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      showResumeEmailModal: false,
      isReturningUser: false,
      potentialParticipantId: 'guest-1',
      browserId: null,
      showCustomErrorMessageModel: false,
      showPatientExistModel: false,
      primaryconsent: null,
      secondaryconsent: null,
      resumeEmailSent: false,
    });
  });

  it('a new visitor without a guest reference gets a new one', async () => {
    const res = await check(t.app, { email: 'new@example.com' });
    expect(res.json().potentialParticipantId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('completed within the window → custom error; after it, still active → patient exists', async () => {
    const { body } = await submitContactForm(t.app, { guestRef: 'first-guest' });
    await setEnrollmentState(t, body.journeyStatusRequest.enrollmentId, 'Completed', 1);
    clock.now = new Date('2025-03-01T12:00:00.000Z');
    const recent = await check(t.app, { currentEnrollment: randomUUID(), interval: 24, unit: 'hours' });
    expect(recent.json()).toMatchObject({
      isReturningUser: true,
      potentialParticipantId: 'first-guest',
      showCustomErrorMessageModel: true,
      showPatientExistModel: false,
      showResumeEmailModal: false,
      primaryconsent: true,
    });
    clock.advanceDays(2);
    const later = await check(t.app, { currentEnrollment: randomUUID(), interval: 24, unit: 'hours' });
    expect(later.json()).toMatchObject({ showCustomErrorMessageModel: false, showPatientExistModel: true });
  });

  it('matches the email case-insensitively and never the current enrolment itself', async () => {
    const { body } = await submitContactForm(t.app);
    await setEnrollmentState(t, body.journeyStatusRequest.enrollmentId, 'Completed', 1);
    const other = await check(t.app, { email: 'ANN@example.com', currentEnrollment: randomUUID() });
    expect(other.json().isReturningUser).toBe(true);
    const same = await check(t.app, { currentEnrollment: body.journeyStatusRequest.enrollmentId });
    expect(same.json().isReturningUser).toBe(false);
  });

  it('a partial enrolment: the resume modal; the submit check mails the resume link once per call', async () => {
    await submitContactForm(t.app);
    const typing = await check(t.app, { currentEnrollment: randomUUID() });
    expect(typing.json()).toMatchObject({ showResumeEmailModal: true, resumeEmailSent: false });
    await t.deliver();
    expect(mail()).toHaveLength(0);
    const submit = await check(t.app, { currentEnrollment: randomUUID(), isSubmit: true });
    expect(submit.json()).toMatchObject({ showResumeEmailModal: true, resumeEmailSent: true });
    await t.deliver();
    expect(mail()).toHaveLength(1);
    expect(mail()[0]?.to).toBe('ann@example.com');
    expect(await countRows(t.deps.db, 'journey_resume_tokens')).toBe(1);
  });

  it('caregiver: the same email for another participant is a new user', async () => {
    const { body } = await submitContactForm(t.app, { formType: 'caregiver' });
    await setEnrollmentState(t, body.journeyStatusRequest.enrollmentId, 'Completed', 1);
    const same = await check(t.app, { patientType: 'caregiver', currentEnrollment: randomUUID() });
    expect(same.json()).toMatchObject({ isReturningUser: true, showCustomErrorMessageModel: true });
    const other = await check(t.app, {
      patientType: 'caregiver',
      currentEnrollment: randomUUID(),
      extra: { participantFirstName: 'Sam' },
    });
    expect(other.json().isReturningUser).toBe(false);
  });

  it('minor: matches on the parent email, child names and birth date', async () => {
    const { body } = await submitContactForm(t.app, {
      formType: 'minor',
      values: validValues('minor', { ParticipantFirstName: 'KID' }),
    });
    await setEnrollmentState(t, body.journeyStatusRequest.enrollmentId, 'Terminated', 0);
    const res = await check(t.app, { patientType: 'minor', currentEnrollment: randomUUID() });
    expect(res.json()).toMatchObject({
      isReturningUser: true,
      showCustomErrorMessageModel: false,
      showPatientExistModel: false,
      showResumeEmailModal: false,
    });
  });

  it.each([
    ['a bad email', { extra: { email: 'not-an-email' } }, 'body.email'],
    ['an unknown time unit', { extra: { returningUserTimeValue: 'weeks' } }, 'body.returningUserTimeValue'],
    [
      'a caregiver check without the participant',
      { patientType: 'caregiver' as const, extra: { participantFirstName: undefined } },
      'body.participantFirstName',
    ],
  ])('400 for %s, storing nothing', async (_name, options, field) => {
    const res = await check(t.app, options);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(0);
  });
});
