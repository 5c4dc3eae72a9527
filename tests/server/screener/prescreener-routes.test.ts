import { randomUUID } from 'node:crypto';
import { publishDemoContent } from '../../support/demo-content';
import { countRows, participantBody, postParticipant } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';
import { disqualifiedOutput, post, qualifiedOutput, recordBody, TENANT } from './support';

let t: TestApp;
const NOW = new Date('2025-03-01T10:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => NOW } });
  await publishDemoContent(t.deps.db);
});

afterAll(async () => {
  await t.close();
});

const prescreener = (responseId: unknown) =>
  t.deps.db
    .selectFrom('prescreeners')
    .selectAll()
    .where('screener_response_id', '=', String(responseId))
    .executeTakeFirstOrThrow();

describe(`POST /Prescreener/Add on ${databaseUnderTest}`, () => {
  it('creates the record with the potentialId of the enrolment the server knows', async () => {
    const enrollmentId = randomUUID();
    const participant = await postParticipant(t.app, participantBody({ tenantKey: TENANT, enrollmentId }));
    const { potentialId } = participant.json();
    const body = recordBody({ enrollmentId, potentialId: 'client-claim' });
    const res = await post(t.app, '/Prescreener/Add', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ prescreenerId: expect.any(String), potentialId });
    expect(await prescreener(body.screenerResponseID)).toMatchObject({
      tenant_key: TENANT,
      enrollment_id: enrollmentId,
      screener_id: 'asthma-screener',
      screener_type: 'SurveyJS',
      screener_status: null,
      screener_completed: false,
      potential_id: potentialId,
      potential_participant_id: 'guest-ref-1',
    });
  });

  it('keeps one record per screener response when Add is re-sent with a new key', async () => {
    const body = recordBody();
    const first = await post(t.app, '/Prescreener/Add', body);
    const again = await post(t.app, '/Prescreener/Add', body);
    expect(again.json().prescreenerId).toBe(first.json().prescreenerId);
    const rows = await t.deps.db
      .selectFrom('prescreeners')
      .select('prescreener_id')
      .where('screener_response_id', '=', String(body.screenerResponseID))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers a replay of the same key with the stored answer', async () => {
    const key = randomUUID();
    const body = recordBody();
    const first = await post(t.app, '/Prescreener/Add', body, key);
    const replay = await post(t.app, '/Prescreener/Add', body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
  });

  it('rejects a missing key, an unknown screener and invalid fields with problem details', async () => {
    expect((await post(t.app, '/Prescreener/Add', recordBody(), null)).statusCode).toBe(400);
    const unknown = await post(t.app, '/Prescreener/Add', recordBody({ screenerID: 'no-such-screener' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'body.screenerID', reason: 'Unknown screener' }]);
    const bad = await post(t.app, '/Prescreener/Add', recordBody({ screenerResponseID: 'has spaces', x: 1 }));
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['body.screenerResponseID']));
  });
});

describe(`POST /Prescreener/Update on ${databaseUnderTest}`, () => {
  it('stores the output and completes the record created by Add', async () => {
    const record = recordBody();
    await post(t.app, '/Prescreener/Add', record);
    const body = {
      ...record,
      screenerStatus: 'qualified',
      screenerCompleted: true,
      screenerOutput: qualifiedOutput(),
    };
    const res = await post(t.app, '/Prescreener/Update', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().screenerStatus).toBe('qualified');
    const row = await prescreener(record.screenerResponseID);
    expect(row).toMatchObject({ screener_status: 'qualified', screener_completed: true });
    const output = await t.deps.db
      .selectFrom('prescreener_outputs')
      .selectAll()
      .where('prescreener_id', '=', row.prescreener_id)
      .executeTakeFirstOrThrow();
    expect(output).toMatchObject({
      screener_status: 'qualified',
      qualified_protocols: ['AST-204', 'AST-205'],
      last_question: 'symptoms',
      output: qualifiedOutput(),
    });
  });

  it('creates the record when its Add never arrived, and a late Add does not undo the result', async () => {
    const record = recordBody();
    const body = { ...record, screenerStatus: 'disqualified', screenerCompleted: true };
    const res = await post(t.app, '/Prescreener/Update', { ...body, screenerOutput: disqualifiedOutput() });
    expect(res.statusCode).toBe(200);
    await post(t.app, '/Prescreener/Add', record);
    expect(await prescreener(record.screenerResponseID)).toMatchObject({
      screener_status: 'disqualified',
      screener_completed: true,
    });
  });

  it('rejects protocols foreign to the screener and a status that contradicts pSec', async () => {
    const before = await countRows(t.deps.db, 'prescreener_outputs');
    const foreign = await post(t.app, '/Prescreener/Update', {
      ...recordBody(),
      screenerStatus: 'qualified',
      screenerCompleted: true,
      screenerOutput: qualifiedOutput({ pSec: 'AST-204,MIG-301' }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('body.screenerOutput.pSec');
    const contradicting = await post(t.app, '/Prescreener/Update', {
      ...recordBody(),
      screenerStatus: 'qualified',
      screenerCompleted: true,
      screenerOutput: disqualifiedOutput(),
    });
    expect(contradicting.statusCode).toBe(400);
    expect(contradicting.json().errors[0].field).toBe('body.screenerStatus');
    // A claimed protocol must follow from the output's own answers.
    const unsupported = await post(t.app, '/Prescreener/Update', {
      ...recordBody(),
      screenerStatus: 'qualified',
      screenerCompleted: true,
      screenerOutput: qualifiedOutput({ genericAnswers: [{ question: 'diagnosed', answer: 'no' }] }),
    });
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().errors).toEqual([
      { field: 'body.screenerOutput.pSec', reason: 'The answers do not qualify for: AST-204, AST-205' },
    ]);
    expect(await countRows(t.deps.db, 'prescreener_outputs')).toBe(before);
  });
});

describe(`POST /api/contacts/AddPrescreenerToDataExtension on ${databaseUnderTest}`, () => {
  const extension = (responseId: string, overrides: Record<string, unknown> = {}) => ({
    participantType: 'adult',
    journeyStep: 'pre-screener',
    screenerId: 'asthma-screener',
    screenerResponseID: responseId,
    screenerStatus: 'qualified',
    screenerCompleted: true,
    screenerOutcomeParams: qualifiedOutput(),
    JourneyStatus: 'Partial',
    zipCode: '60611',
    returningUserRequestModel: { returningUserTimeInterval: 24, returningUserTimeValue: 'hours' },
    ...overrides,
  });

  it('stores the latest copy per guest and screener response', async () => {
    const responseId = randomUUID();
    const url = '/api/contacts/AddPrescreenerToDataExtension/guest-7?guestType=visitor';
    expect((await post(t.app, url, extension(responseId))).json()).toEqual({ stored: true });
    await post(t.app, url, extension(responseId, { journeyStep: 'contact-info' }));
    const rows = await t.deps.db
      .selectFrom('prescreener_data_extensions')
      .selectAll()
      .where('guest_ref', '=', 'guest-7')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      guest_type: 'visitor',
      participant_type: 'adult',
      journey_step: 'contact-info',
      screener_status: 'qualified',
      zip_code: '60611',
    });
  });

  it('validates the guest type and the body', async () => {
    const responseId = randomUUID();
    const wrongType = await post(
      t.app,
      '/api/contacts/AddPrescreenerToDataExtension/guest-7?guestType=admin',
      extension(responseId),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors[0].field).toBe('query.guestType');
    const badStep = await post(
      t.app,
      '/api/contacts/AddPrescreenerToDataExtension/guest-7?guestType=visitor',
      extension(responseId, { journeyStep: 'nowhere' }),
    );
    expect(badStep.statusCode).toBe(400);
  });
});
