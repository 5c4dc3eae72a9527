import { randomUUID } from 'node:crypto';
import { countRows } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import {
  addParticipant,
  createJourneyApp,
  enrollment,
  globalSettings as settings,
  globalSettingsUrl as url,
  history,
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

const posts = (guestRef: string) =>
  t.deps.db
    .selectFrom('journey_global_settings')
    .selectAll()
    .where('guest_ref', '=', guestRef)
    .orderBy('received_at')
    .execute();

describe(`POST /api/contacts/AddGlobalSettingsToDataExtension/:guestRef on ${databaseUnderTest}`, () => {
  it('stores the payload as received and ties it to the enrolment named by potentialId', async () => {
    const p = await addParticipant(t.app);
    const body = settings({ potentialId: p.potentialId, journeyStep: 'pre-screener' });
    const res = await send(t.app, 'POST', url(p.guestRef), body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recorded: true, enrollmentId: p.enrollmentId });
    const [row] = await posts(p.guestRef);
    expect(row).toMatchObject({
      guest_type: 'visitor',
      tenant_key: 'cr-demo',
      enrollment_id: p.enrollmentId,
      potential_id: p.potentialId,
    });
    expect(row!.payload).toEqual(body);
    expect(await enrollment(t.deps.db, p.tenantKey, p.enrollmentId)).toMatchObject({
      journey_step: 'pre-screener',
      study_key: 'migraine-study',
      browser_id: 'browser-9',
      language: 'en',
      guest_type: 'visitor',
    });
  });

  it('ties a post to its enrolment by our enrollmentId before potentialId is known, creating it', async () => {
    const guestRef = randomUUID();
    const enrollmentId = randomUUID();
    const res = await send(t.app, 'POST', url(guestRef), settings({ enrollmentId, potentialId: '' }));
    expect(res.json()).toEqual({ recorded: true, enrollmentId });
    expect(await enrollment(t.deps.db, 'cr-demo', enrollmentId)).toMatchObject({
      guest_ref: guestRef,
      journey_status: 'Partial',
      journey_type: '01',
    });
    expect(await history(t.deps.db, enrollmentId)).toMatchObject([
      { journey_status: 'Partial', cause: 'contacts/AddGlobalSettingsToDataExtension' },
    ]);
  });

  it('keeps a post whose enrolment is not known yet, changing no enrolment', async () => {
    const guestRef = randomUUID();
    const res = await send(t.app, 'POST', url(guestRef), settings());
    expect(res.json()).toEqual({ recorded: true, enrollmentId: null });
    expect(await posts(guestRef)).toHaveLength(1);
  });

  it('applies an outcome report: Completed, active, customer; a late Partial does not undo it', async () => {
    const p = await addParticipant(t.app);
    await send(
      t.app,
      'POST',
      url(p.guestRef, 'customer'),
      settings({ potentialId: p.potentialId, journeyStatus: 'Completed', isActiveEnrollment: 1 }),
    );
    await send(
      t.app,
      'POST',
      url(p.guestRef),
      settings({ potentialId: p.potentialId, journeyStatus: 'Partial', journeyStep: 'pre-screener' }),
    );
    expect(await enrollment(t.deps.db, p.tenantKey, p.enrollmentId)).toMatchObject({
      journey_status: 'Completed',
      journey_step: null,
      is_active_enrollment: 1,
      guest_type: 'customer',
    });
    expect((await history(t.deps.db, p.enrollmentId)).map((h) => h.journey_status)).toEqual([
      'Partial',
      'Completed',
    ]);
    expect(await posts(p.guestRef)).toHaveLength(2);
  });

  it("keeps a post naming another guest's enrolment without changing it", async () => {
    const p = await addParticipant(t.app);
    const res = await send(
      t.app,
      'POST',
      url('someone-else'),
      settings({ enrollmentId: p.enrollmentId, journeyStatus: 'Terminated' }),
    );
    expect(res.json()).toEqual({ recorded: true, enrollmentId: null });
    expect(await enrollment(t.deps.db, p.tenantKey, p.enrollmentId)).toMatchObject({
      journey_status: 'Partial',
      guest_ref: p.guestRef,
    });
  });

  it('does not apply a potentialId of another tenant', async () => {
    const p = await addParticipant(t.app);
    const res = await send(
      t.app,
      'POST',
      url(p.guestRef),
      settings({ potentialId: p.potentialId, tenantKey: 'other', journeyStatus: 'Terminated' }),
    );
    expect(res.json().enrollmentId).toBeNull();
    expect((await enrollment(t.deps.db, p.tenantKey, p.enrollmentId))?.journey_status ?? 'Partial').toBe(
      'Partial',
    );
  });

  it('replays by key with one stored post', async () => {
    const guestRef = randomUUID();
    const key = randomUUID();
    await send(t.app, 'POST', url(guestRef), settings(), { key });
    const again = await send(t.app, 'POST', url(guestRef), settings(), { key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await posts(guestRef)).toHaveLength(1);
  });

  it.each([
    ['an unknown guest type', url('g-1', 'member'), settings(), 'query.guestType'],
    ['no guest type', '/api/contacts/AddGlobalSettingsToDataExtension/g-1', settings(), 'query.guestType'],
    ['a missing tenantKey', url('g-1'), settings({ tenantKey: undefined }), 'body.tenantKey'],
    ['an unknown journey step', url('g-1'), settings({ journeyStep: 'contact info' }), 'body.journeyStep'],
    ['an unknown journeyId', url('g-1'), settings({ journeyId: '04' }), 'body.journeyId'],
    [
      'a malformed urlParams entry',
      url('g-1'),
      settings({ urlParams: [{ key: 'a' }] }),
      'body.urlParams.0.value',
    ],
    ['a field the payload does not have', url('g-1'), settings({ password: 'x' }), 'body'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_name, target, body, field) => {
    const before = await countRows(t.deps.db, 'journey_global_settings');
    const res = await send(t.app, 'POST', target, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await countRows(t.deps.db, 'journey_global_settings')).toBe(before);
  });
});
