import { randomUUID } from 'node:crypto';
import { countRows, participantBody, postParticipant } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';

let t: TestApp;
const NOW = new Date('2025-03-01T10:00:05.000Z');

beforeEach(async () => {
  t = await createTestApp({ deps: { now: () => NOW } });
});

afterEach(async () => {
  await t.close();
});

const participants = () => t.deps.db.selectFrom('participants').selectAll().orderBy('created_at').execute();

describe(`POST /Participant/Add on ${databaseUnderTest}`, () => {
  it('stores the record with the connection IP and answers a server-assigned potentialId', async () => {
    const body = participantBody({
      ipAddress: '6.6.6.6',
      potentialId: 'chosen-by-client',
      sessionEndDateTime: '2025-03-01T11:00:00+01:00',
      projectTherapeuticArea: 'Neurology',
      dataControllerOrg: 'Sponsor Ltd',
      callCenterNumber: '+18005550100',
    });
    const res = await postParticipant(t.app, body, { remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(200);
    const { potentialId } = res.json();
    expect(potentialId).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await participants();
    expect(row).toMatchObject({
      potential_id: potentialId,
      potential_participant_id: 'guest-ref-1',
      tenant_key: 'tenant-migraine',
      enrollment_id: body.enrollmentId,
      journey_id: '01',
      journey_status: 'Partial',
      ip_address: '203.0.113.7',
      project_therapeutic_area: 'Neurology',
      source: 'CR',
      data_controller_org: 'Sponsor Ltd',
      call_center_number: '+18005550100',
    });
    expect(new Date(row!.session_start_at).toISOString()).toBe('2025-03-01T10:00:00.000Z');
    expect(new Date(row!.session_end_at!).toISOString()).toBe('2025-03-01T10:00:00.000Z');
    expect(new Date(row!.created_at).toISOString()).toBe(NOW.toISOString());
  });

  it('keeps one participant per enrolment when the record is re-sent with a new key', async () => {
    const body = participantBody();
    const first = (await postParticipant(t.app, body)).json();
    const again = await postParticipant(t.app, { ...body, callCenterNumber: '+18005550199' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json()).toEqual(first);
    const rows = await participants();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.call_center_number).toBe('+18005550199');
  });

  it('never moves an ended journey back to Partial', async () => {
    const body = participantBody();
    await postParticipant(t.app, body);
    await postParticipant(t.app, { ...body, journeyStatus: 'Completed' });
    await postParticipant(t.app, { ...body, journeyStatus: 'Partial' });
    const [row] = await participants();
    expect(row!.journey_status).toBe('Completed');
  });

  it('tells enrolments of different tenants apart', async () => {
    const enrollmentId = randomUUID();
    const a = (await postParticipant(t.app, participantBody({ enrollmentId, tenantKey: 'tenant-a' }))).json();
    const b = (await postParticipant(t.app, participantBody({ enrollmentId, tenantKey: 'tenant-b' }))).json();
    expect(a.potentialId).not.toBe(b.potentialId);
    expect(await countRows(t.deps.db, 'participants')).toBe(2);
  });

  it('gives concurrent records of one enrolment (different keys) one participant', async () => {
    const body = participantBody();
    const responses = await Promise.all(Array.from({ length: 6 }, () => postParticipant(t.app, body)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().potentialId)).size).toBe(1);
    expect(await countRows(t.deps.db, 'participants')).toBe(1);
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(6);
  });
});
