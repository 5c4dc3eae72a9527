import { randomUUID } from 'node:crypto';
import { countRows } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { addParticipant, createJourneyApp, enrollment, history, send, testClock } from './support';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createJourneyApp(clock);
});

afterAll(async () => {
  await t.close();
});

const STATUS_URL = '/Participant/UpdateParticipantStatus';

describe(`POST /Participant/UpdateParticipantStatus on ${databaseUnderTest}`, () => {
  it('terminates by potentialId: the enrolment, its history and the participant record', async () => {
    const p = await addParticipant(t.app);
    const res = await send(t.app, 'POST', STATUS_URL, {
      potentialId: p.potentialId,
      isActiveEnrollment: 0,
      journeyStatus: 'Terminated',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enrollmentId: p.enrollmentId,
      journeyStatus: 'Terminated',
      isActiveEnrollment: 0,
    });
    expect(await enrollment(t.deps.db, p.tenantKey, p.enrollmentId)).toMatchObject({
      journey_status: 'Terminated',
      is_active_enrollment: 0,
      guest_ref: p.guestRef,
      potential_id: p.potentialId,
    });
    expect(await history(t.deps.db, p.enrollmentId)).toMatchObject([
      { previous_status: null, journey_status: 'Partial', cause: 'Participant/Add' },
      {
        previous_status: 'Partial',
        journey_status: 'Terminated',
        cause: 'Participant/UpdateParticipantStatus',
      },
    ]);
    const participant = await t.deps.db
      .selectFrom('participants')
      .select('journey_status')
      .where('potential_id', '=', p.potentialId)
      .executeTakeFirstOrThrow();
    expect(participant.journey_status).toBe('Terminated');
  });

  it('finds the enrolment by guestRef and enrollmentId', async () => {
    const p = await addParticipant(t.app);
    const res = await send(t.app, 'POST', STATUS_URL, {
      guestRef: p.guestRef,
      enrollmentId: p.enrollmentId,
      isActiveEnrollment: 0,
      journeyStatus: 'Re-registrationProhibited',
    });
    expect(res.json()).toMatchObject({ journeyStatus: 'Re-registrationProhibited' });
  });

  it('ignores a stale report: a terminated enrolment is not revived', async () => {
    const p = await addParticipant(t.app);
    await send(t.app, 'POST', STATUS_URL, {
      potentialId: p.potentialId,
      isActiveEnrollment: 0,
      journeyStatus: 'Terminated',
    });
    const res = await send(t.app, 'POST', STATUS_URL, {
      potentialId: p.potentialId,
      isActiveEnrollment: 1,
      journeyStatus: 'Partial',
    });
    expect(res.json()).toEqual({
      enrollmentId: p.enrollmentId,
      journeyStatus: 'Terminated',
      isActiveEnrollment: 0,
    });
    expect(await history(t.deps.db, p.enrollmentId)).toHaveLength(2);
  });

  it('appends a history row when only the active flag changes', async () => {
    const p = await addParticipant(t.app);
    await send(t.app, 'POST', STATUS_URL, {
      potentialId: p.potentialId,
      isActiveEnrollment: 1,
      journeyStatus: 'Partial',
    });
    await send(t.app, 'POST', STATUS_URL, {
      potentialId: p.potentialId,
      isActiveEnrollment: 1,
      journeyStatus: 'Partial',
    });
    expect(await history(t.deps.db, p.enrollmentId)).toMatchObject([
      { journey_status: 'Partial', is_active_enrollment: 0 },
      { journey_status: 'Partial', is_active_enrollment: 1 },
    ]);
  });

  it('replays the stored answer for the same key without a second effect', async () => {
    const p = await addParticipant(t.app);
    const key = randomUUID();
    const body = { potentialId: p.potentialId, isActiveEnrollment: 0, journeyStatus: 'Terminated' };
    const first = await send(t.app, 'POST', STATUS_URL, body, { key });
    const again = await send(t.app, 'POST', STATUS_URL, body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await history(t.deps.db, p.enrollmentId)).toHaveLength(2);
  });

  it('answers 404 for an unknown enrolment (also for a potentialId that is not a uuid)', async () => {
    for (const potentialId of [randomUUID(), 'not-a-uuid']) {
      const res = await send(t.app, 'POST', STATUS_URL, {
        potentialId,
        isActiveEnrollment: 0,
        journeyStatus: 'Terminated',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual([{ field: 'body.potentialId', reason: 'Unknown enrolment' }]);
    }
  });

  it.each([
    ['no identifiers', { isActiveEnrollment: 0, journeyStatus: 'Terminated' }, 'body.potentialId'],
    [
      'guestRef without enrollmentId',
      { guestRef: 'g', isActiveEnrollment: 0, journeyStatus: 'Terminated' },
      'body.potentialId',
    ],
    [
      'an unknown status',
      { potentialId: randomUUID(), isActiveEnrollment: 0, journeyStatus: 'Done' },
      'body.journeyStatus',
    ],
    [
      'isActiveEnrollment 2',
      { potentialId: randomUUID(), isActiveEnrollment: 2, journeyStatus: 'Partial' },
      'body.isActiveEnrollment',
    ],
    [
      'an unknown field',
      { potentialId: randomUUID(), isActiveEnrollment: 0, journeyStatus: 'Partial', extra: 1 },
      'body',
    ],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_name, body, field) => {
    const before = await countRows(t.deps.db, 'journey_status_history');
    const res = await send(t.app, 'POST', STATUS_URL, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await countRows(t.deps.db, 'journey_status_history')).toBe(before);
  });

  it('requires an Idempotency-Key', async () => {
    const p = await addParticipant(t.app);
    const res = await send(
      t.app,
      'POST',
      STATUS_URL,
      { potentialId: p.potentialId, isActiveEnrollment: 0, journeyStatus: 'Terminated' },
      { key: null },
    );
    expect(res.statusCode).toBe(400);
    expect((await enrollment(t.deps.db, p.tenantKey, p.enrollmentId))?.journey_status ?? 'Partial').toBe(
      'Partial',
    );
  });
});
