import { randomUUID } from 'node:crypto';
import { countRows, participantBody, postParticipant } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { post } from './post';

let t: TestApp;
let clock = new Date('2025-03-01T10:00:00.000Z');

beforeEach(async () => {
  clock = new Date('2025-03-01T10:00:00.000Z');
  t = await createTestApp({ deps: { now: () => clock } });
});

afterEach(async () => {
  await t.close();
});

const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function enrol(overrides: Record<string, unknown> = {}) {
  const body = participantBody(overrides);
  const res = await postParticipant(t.app, body);
  expect(res.statusCode).toBe(200);
  tick(1000);
  return { enrollmentId: body.enrollmentId as string, potentialId: res.json().potentialId as string };
}

const outcomeBody = (enrollmentId: string, overrides: Record<string, unknown> = {}) => ({
  enrollmentId,
  journeyStep: '',
  journeyStatus: 'Completed',
  isActiveEnrollment: 1,
  patientReferralStatus: 'DNQ',
  deActivateExistingEnrollment: true,
  ...overrides,
});

const enrollment = (enrollmentId: string) =>
  t.deps.db
    .selectFrom('journey_enrollments')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirstOrThrow();

describe(`POST /Patient/UpdatePatientOutcomeDetails on ${databaseUnderTest}`, () => {
  it('completes the enrolment, clears its step, marks it active and keeps the update', async () => {
    const { enrollmentId, potentialId } = await enrol();
    const res = await post(
      t.app,
      '/Patient/UpdatePatientOutcomeDetails',
      outcomeBody(enrollmentId, { potentialId }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enrollmentId,
      journeyStatus: 'Completed',
      isActiveEnrollment: 1,
      deactivatedEnrollments: 0,
    });
    expect(await enrollment(enrollmentId)).toMatchObject({
      journey_status: 'Completed',
      journey_step: null,
      is_active_enrollment: 1,
      guest_type: 'customer',
    });
    const [update] = await t.deps.db.selectFrom('outcome_updates').selectAll().execute();
    expect(update).toMatchObject({
      enrollment_id: enrollmentId,
      potential_id: potentialId,
      patient_referral_status: 'DNQ',
      deactivate_existing: true,
      journey_status: 'Completed',
      is_active_enrollment: 1,
    });
    const participant = await t.deps.db
      .selectFrom('participants')
      .select('journey_status')
      .executeTakeFirstOrThrow();
    expect(participant.journey_status).toBe('Completed');
    const history = await t.deps.db
      .selectFrom('journey_status_history')
      .select(['journey_status', 'cause'])
      .where('enrollment_id', '=', enrollmentId)
      .orderBy('changed_at')
      .execute();
    expect(history.at(-1)).toEqual({
      journey_status: 'Completed',
      cause: 'Patient/UpdatePatientOutcomeDetails',
    });
  });

  it("deactivates the guest's older active enrolments in the tenant, not newer ones or other guests'", async () => {
    const older = await enrol();
    await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(older.enrollmentId));
    const stranger = await enrol({ potentialParticipant_ID: 'someone-else' });
    await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(stranger.enrollmentId));
    const otherTenant = await enrol({ tenantKey: 'tenant-asthma' });
    await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(otherTenant.enrollmentId));
    const current = await enrol();
    const res = await post(
      t.app,
      '/Patient/UpdatePatientOutcomeDetails',
      outcomeBody(current.enrollmentId, { patientReferralStatus: 'New' }),
    );
    expect(res.json().deactivatedEnrollments).toBe(1);
    expect((await enrollment(older.enrollmentId)).is_active_enrollment).toBe(0);
    expect((await enrollment(current.enrollmentId)).is_active_enrollment).toBe(1);
    expect((await enrollment(stranger.enrollmentId)).is_active_enrollment).toBe(1);
    expect((await enrollment(otherTenant.enrollmentId)).is_active_enrollment).toBe(1);
    // A late replay of the older outcome (new key) must not deactivate the newer enrolment.
    const late = await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(older.enrollmentId));
    expect(late.json().deactivatedEnrollments).toBe(0);
    expect((await enrollment(current.enrollmentId)).is_active_enrollment).toBe(1);
  });

  it('leaves other enrolments alone when deActivateExistingEnrollment is false', async () => {
    const older = await enrol();
    await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(older.enrollmentId));
    const current = await enrol();
    const res = await post(
      t.app,
      '/Patient/UpdatePatientOutcomeDetails',
      outcomeBody(current.enrollmentId, { deActivateExistingEnrollment: false }),
    );
    expect(res.json().deactivatedEnrollments).toBe(0);
    expect((await enrollment(older.enrollmentId)).is_active_enrollment).toBe(1);
  });

  it('never moves a terminated enrolment to Completed', async () => {
    const { enrollmentId } = await enrol();
    // The enrolment is adopted from this record on first use.
    await t.deps.db
      .updateTable('participants')
      .set({ journey_status: 'Terminated' })
      .where('enrollment_id', '=', enrollmentId)
      .execute();
    const res = await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(enrollmentId));
    expect(res.json().journeyStatus).toBe('Terminated');
  });

  it('answers a replay of the same key once, with one stored update', async () => {
    const { enrollmentId } = await enrol();
    const key = randomUUID();
    const first = await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(enrollmentId), {
      key,
    });
    const again = await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(enrollmentId), {
      key,
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t.deps.db, 'outcome_updates')).toBe(1);
  });

  it('keeps one update when the same outcome arrives again under a new key (a second visit to the outcome page)', async () => {
    const { enrollmentId, potentialId } = await enrol();
    const first = await post(
      t.app,
      '/Patient/UpdatePatientOutcomeDetails',
      outcomeBody(enrollmentId, { potentialId }),
    );
    tick(5000);
    const again = await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(enrollmentId));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(t.deps.db, 'outcome_updates')).toBe(1);
  });

  it.each([
    ['an unknown referral status', { patientReferralStatus: 'Maybe' }, 'body.patientReferralStatus'],
    ['a boolean isActiveEnrollment', { isActiveEnrollment: true }, 'body.isActiveEnrollment'],
    ['an unknown status', { journeyStatus: 'Done' }, 'body.journeyStatus'],
    ['an extra field', { guestRef: 'x' }, 'body'],
  ])('refuses %s with a 400 naming the field', async (_label, change, field) => {
    const { enrollmentId } = await enrol();
    const res = await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(enrollmentId, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await countRows(t.deps.db, 'outcome_updates')).toBe(0);
  });

  it('answers 404 for an enrolment it never heard of, storing nothing', async () => {
    const res = await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(randomUUID()));
    expect(res.statusCode).toBe(404);
    expect(await countRows(t.deps.db, 'outcome_updates')).toBe(0);
  });

  it('requires an Idempotency-Key', async () => {
    const { enrollmentId } = await enrol();
    const res = await post(t.app, '/Patient/UpdatePatientOutcomeDetails', outcomeBody(enrollmentId), {
      key: null,
    });
    expect(res.statusCode).toBe(400);
  });
});

const ucpmBody = (enrollmentId: string, overrides: Record<string, unknown> = {}) => ({
  otSponsorId: 'OT-1',
  parentSponsorMDMID: 'MDM-1',
  protocolMDMID: 'PRT-1',
  sponsor: 'Sponsor',
  iqviaSponsorId: 'SPN-1',
  guestRef: 'guest-ref-1',
  dataOrigin: 'crRegistration',
  UCPMStudyName: 'Migraine Prevention Study',
  integrationAttemptHistory: {
    baseUrl: 'http://localhost:8080',
    isHumanApienabled: false,
    tenantKey: 'tenant-migraine',
    enrollmentId,
  },
  ...overrides,
});

describe(`POST /UCPM/AddUCPMJobRecord on ${databaseUnderTest}`, () => {
  it('stores the job with the potentialId of the enrolment when the record lacks it', async () => {
    const { enrollmentId, potentialId } = await enrol();
    const res = await post(t.app, '/UCPM/AddUCPMJobRecord', ucpmBody(enrollmentId));
    expect(res.statusCode).toBe(200);
    const { jobId } = res.json();
    const [row] = await t.deps.db.selectFrom('ucpm_job_records').selectAll().execute();
    expect(row).toMatchObject({
      job_id: jobId,
      tenant_key: 'tenant-migraine',
      enrollment_id: enrollmentId,
      guest_ref: 'guest-ref-1',
      potential_id: potentialId,
      data_origin: 'crRegistration',
      study_name: 'Migraine Prevention Study',
      status: 'Pending',
    });
    expect(row!.payload).toMatchObject({ otSponsorId: 'OT-1', protocolMDMID: 'PRT-1' });
  });

  it('keeps one job per enrolment and dataOrigin, answering the same jobId', async () => {
    const { enrollmentId } = await enrol();
    const first = (await post(t.app, '/UCPM/AddUCPMJobRecord', ucpmBody(enrollmentId))).json();
    const again = (await post(t.app, '/UCPM/AddUCPMJobRecord', ucpmBody(enrollmentId))).json();
    expect(again.jobId).toBe(first.jobId);
    const epr = (
      await post(t.app, '/UCPM/AddUCPMJobRecord', ucpmBody(enrollmentId, { dataOrigin: 'ePR' }))
    ).json();
    expect(epr.jobId).not.toBe(first.jobId);
    expect(await countRows(t.deps.db, 'ucpm_job_records')).toBe(2);
  });

  it('refuses an unknown dataOrigin', async () => {
    const res = await post(t.app, '/UCPM/AddUCPMJobRecord', ucpmBody(randomUUID(), { dataOrigin: 'web' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.dataOrigin');
    expect(await countRows(t.deps.db, 'ucpm_job_records')).toBe(0);
  });
});
