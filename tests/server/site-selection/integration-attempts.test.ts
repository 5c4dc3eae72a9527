import { randomUUID } from 'node:crypto';
import { countRows } from '../support/participants';
import type { TestApp } from '../support/test-app';
import { expectProblem } from '../registry/support';
import { createContactApp, send, submitContactForm, testClock } from '../contact/support';
import { choiceBody, TENANT } from './support';

const SAVE = '/SiteSelection/AddOrUpdatePatientSiteDetails';
const ATTEMPT = '/SiteSelection/AddOrUpdateIntegrationAttemptHistory';

describe('POST /SiteSelection/AddOrUpdateIntegrationAttemptHistory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createContactApp(testClock());
  });
  afterAll(() => t.close());

  /** An enrolment with its patient (Patient/Add) and its chosen site saved. */
  async function enrolmentWithSite() {
    const enrollmentId = randomUUID();
    const { res } = await submitContactForm(t.app, { enrollmentId });
    const patientId = res.json().patientId as string;
    expect((await send(t.app, 'POST', SAVE, choiceBody({ enrollmentId }))).statusCode).toBe(200);
    return { enrollmentId, patientId };
  }

  const attemptBody = (enrollmentId: string, overrides: Record<string, unknown> = {}) => ({
    potentialId: 'PP-1',
    baseUrl: 'https://trials.example.org',
    isVirtual: false,
    enrollmentId,
    tenantKey: TENANT,
    ...overrides,
  });

  const row = (enrollmentId: string) =>
    t.deps.db
      .selectFrom('integration_attempt_history')
      .selectAll()
      .where('enrollment_id', '=', enrollmentId)
      .executeTakeFirst();

  it("records the attempt with the enrolment's own patient, and counts each new one once", async () => {
    const { enrollmentId, patientId } = await enrolmentWithSite();
    const key = randomUUID();
    const first = await send(t.app, 'POST', ATTEMPT, attemptBody(enrollmentId), { key });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: true, attempts: 1 });
    expect(await row(enrollmentId)).toMatchObject({
      tenant_key: TENANT,
      potential_id: 'PP-1',
      patient_id: patientId,
      base_url: 'https://trials.example.org',
      is_virtual: false,
      attempt_count: 1,
    });
    const replay = await send(t.app, 'POST', ATTEMPT, attemptBody(enrollmentId), { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await row(enrollmentId))?.attempt_count).toBe(1);
    const again = await send(t.app, 'POST', ATTEMPT, attemptBody(enrollmentId, { patientId }));
    expect(again.json()).toEqual({ recorded: true, attempts: 2 });
  });

  it.each([
    ['an enrolment without a saved site', 'unknown', {}, 'body.enrollmentId'],
    ["a virtual flag that is not the saved site's", 'known', { isVirtual: true }, 'body.isVirtual'],
    ["another enrolment's patient", 'known', { patientId: 'P-someone-else' }, 'body.patientId'],
    ['an address that is not http(s)', 'known', { baseUrl: 'javascript:alert(1)' }, 'body.baseUrl'],
    ['no tenant key', 'known', { tenantKey: undefined }, 'body.tenantKey'],
    ['a field the call does not have', 'known', { email: 'a@example.org' }, 'body'],
  ])('400 naming the field for %s, nothing written', async (_name, which, overrides, field) => {
    const enrollmentId = which === 'known' ? (await enrolmentWithSite()).enrollmentId : randomUUID();
    const before = await countRows(t.deps.db, 'integration_attempt_history');
    expectProblem(await send(t.app, 'POST', ATTEMPT, attemptBody(enrollmentId, overrides)), 400, field);
    expect(await countRows(t.deps.db, 'integration_attempt_history')).toBe(before);
  });
});
