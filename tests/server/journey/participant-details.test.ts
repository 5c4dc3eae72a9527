import { randomUUID } from 'node:crypto';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { addParticipant, createJourneyApp, enrollment, send, testClock } from './support';

const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createJourneyApp(clock);
});

afterAll(async () => {
  await t.close();
});

describe(`POST /Participant/UpdateParticipantType on ${databaseUnderTest}`, () => {
  const URL = '/Participant/UpdateParticipantType';

  it('stores the chosen type on the enrolment', async () => {
    const p = await addParticipant(t.app);
    const res = await send(t.app, 'POST', URL, {
      potentialId: p.potentialId,
      enrollmentId: p.enrollmentId,
      participantType: 'caregiver',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enrollmentId: p.enrollmentId, participantType: 'caregiver' });
    expect((await enrollment(t.deps.db, p.tenantKey, p.enrollmentId))?.participant_type).toBe('caregiver');
    await send(t.app, 'POST', URL, {
      enrollmentId: p.enrollmentId,
      tenantKey: p.tenantKey,
      participantType: 'minor',
    });
    expect((await enrollment(t.deps.db, p.tenantKey, p.enrollmentId))?.participant_type).toBe('minor');
  });

  it('answers 404 for an unknown enrolment or a potentialId of another enrolment', async () => {
    const p = await addParticipant(t.app);
    const other = await addParticipant(t.app);
    const unknown = await send(t.app, 'POST', URL, { enrollmentId: randomUUID(), participantType: 'adult' });
    expect(unknown.statusCode).toBe(404);
    const mismatch = await send(t.app, 'POST', URL, {
      potentialId: other.potentialId,
      enrollmentId: p.enrollmentId,
      participantType: 'adult',
    });
    expect(mismatch.statusCode).toBe(404);
    expect((await enrollment(t.deps.db, p.tenantKey, p.enrollmentId))?.participant_type ?? null).toBeNull();
  });

  it('refuses an unknown type with a 400 naming the field', async () => {
    const p = await addParticipant(t.app);
    const res = await send(t.app, 'POST', URL, { enrollmentId: p.enrollmentId, participantType: 'guardian' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.participantType');
    expect(await enrollment(t.deps.db, p.tenantKey, p.enrollmentId)).toBeUndefined();
  });
});

describe(`GET /Participant/UpdatePotentialParticipantId on ${databaseUnderTest}`, () => {
  const url = (potentialId: string, potentialParticipantId: string) =>
    `/Participant/UpdatePotentialParticipantId?potentialId=${potentialId}&potentialParticipantId=${potentialParticipantId}`;

  it('changes the guest reference of the participant and the enrolment, once per key', async () => {
    const p = await addParticipant(t.app);
    const key = randomUUID();
    const res = await send(t.app, 'GET', url(p.potentialId, 'new-guest'), undefined, { key });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ potentialId: p.potentialId, potentialParticipantId: 'new-guest' });
    expect((await enrollment(t.deps.db, p.tenantKey, p.enrollmentId))?.guest_ref).toBe('new-guest');
    const participant = await t.deps.db
      .selectFrom('participants')
      .select('potential_participant_id')
      .where('potential_id', '=', p.potentialId)
      .executeTakeFirstOrThrow();
    expect(participant.potential_participant_id).toBe('new-guest');
    const again = await send(t.app, 'GET', url(p.potentialId, 'new-guest'), undefined, { key });
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('is a state change: no key, no change; HEAD is not served', async () => {
    const p = await addParticipant(t.app);
    const res = await send(t.app, 'GET', url(p.potentialId, 'x'), undefined, { key: null });
    expect(res.statusCode).toBe(400);
    const head = await t.app.inject({ method: 'HEAD', url: url(p.potentialId, 'x') });
    expect(head.statusCode).not.toBe(200);
    const participant = await t.deps.db
      .selectFrom('participants')
      .select('potential_participant_id')
      .where('potential_id', '=', p.potentialId)
      .executeTakeFirstOrThrow();
    expect(participant.potential_participant_id).toBe(p.guestRef);
  });

  it('answers 404 for an unknown potentialId and 400 without the query', async () => {
    expect((await send(t.app, 'GET', url(randomUUID(), 'x'))).statusCode).toBe(404);
    const missing = await send(t.app, 'GET', '/Participant/UpdatePotentialParticipantId?potentialId=abc');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('query.potentialParticipantId');
  });
});

describe(`POST /Participant/AddOrUpdateQueryParams on ${databaseUnderTest}`, () => {
  const URL = '/Participant/AddOrUpdateQueryParams';
  const params = (db: TestApp['deps']['db'], enrollmentId: string) =>
    db
      .selectFrom('journey_query_params')
      .select(['param_key', 'param_value'])
      .where('enrollment_id', '=', enrollmentId)
      .orderBy('param_key')
      .execute();

  it('adds new keys and updates known ones (the last of a repeated key wins)', async () => {
    const p = await addParticipant(t.app);
    const base = { enrollmentId: p.enrollmentId, tenantKey: p.tenantKey, potentialId: p.potentialId };
    const first = await send(t.app, 'POST', URL, {
      ...base,
      queryParams: [
        { queryParamKey: 'utm_source', queryParamValue: 'mail' },
        { queryParamKey: 'utm_medium', queryParamValue: 'x' },
        { queryParamKey: 'utm_medium', queryParamValue: 'banner' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ enrollmentId: p.enrollmentId, stored: 2 });
    await send(t.app, 'POST', URL, {
      ...base,
      queryParams: [{ queryParamKey: 'utm_source', queryParamValue: 'sms' }],
    });
    expect(await params(t.deps.db, p.enrollmentId)).toEqual([
      { param_key: 'utm_medium', param_value: 'banner' },
      { param_key: 'utm_source', param_value: 'sms' },
    ]);
  });

  it('creates the enrolment when Participant/Add has not named it, and replays by key', async () => {
    const enrollmentId = randomUUID();
    const key = randomUUID();
    const body = {
      enrollmentId,
      tenantKey: 'cr-demo',
      queryParams: [{ queryParamKey: 'pn', queryParamValue: '8005550100' }],
    };
    await send(t.app, 'POST', URL, body, { key });
    const again = await send(t.app, 'POST', URL, body, { key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await enrollment(t.deps.db, 'cr-demo', enrollmentId)).toMatchObject({ journey_status: 'Partial' });
    expect(await params(t.deps.db, enrollmentId)).toHaveLength(1);
  });

  it('refuses an empty key with a 400 naming it, storing nothing', async () => {
    const enrollmentId = randomUUID();
    const res = await send(t.app, 'POST', URL, {
      enrollmentId,
      tenantKey: 'cr-demo',
      queryParams: [
        { queryParamKey: 'ok', queryParamValue: '1' },
        { queryParamKey: ' ', queryParamValue: '2' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.queryParams.1.queryParamKey');
    expect(await params(t.deps.db, enrollmentId)).toHaveLength(0);
    expect(await enrollment(t.deps.db, 'cr-demo', enrollmentId)).toBeUndefined();
  });
});
