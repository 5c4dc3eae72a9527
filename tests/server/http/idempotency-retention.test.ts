import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  IDEMPOTENCY_RETENTION_DAYS,
  pruneIdempotencyKeys,
} from '../../../src/server/http/idempotency-retention';
import { countRows, participantBody, postParticipant } from '../support/participants';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});

afterEach(async () => {
  await t.close();
});

const DAY = 86_400_000;

async function ageKey(key: string, days: number): Promise<void> {
  await t.deps.db
    .updateTable('idempotency_keys')
    .set({ created_at: sql<Date>`now() - ${sql.lit(`${days} days`)}::interval` })
    .where('key', '=', key)
    .execute();
}

describe(`idempotency key retention on ${databaseUnderTest}`, () => {
  it('deletes only the keys older than the retention window', async () => {
    const oldKey = randomUUID();
    const recentKey = randomUUID();
    expect((await postParticipant(t.app, participantBody(), { key: oldKey })).statusCode).toBe(200);
    expect((await postParticipant(t.app, participantBody(), { key: recentKey })).statusCode).toBe(200);
    await ageKey(oldKey, IDEMPOTENCY_RETENTION_DAYS + 1);
    await ageKey(recentKey, IDEMPOTENCY_RETENTION_DAYS - 1);

    expect(await pruneIdempotencyKeys(t.deps.db, new Date())).toBe(1);

    const left = await t.deps.db.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((row) => row.key)).toEqual([recentKey]);
  });

  it('keeps answering a replay inside the window from the stored answer (no second effect)', async () => {
    const key = randomUUID();
    const body = participantBody();
    const first = await postParticipant(t.app, body, { key });
    await ageKey(key, IDEMPOTENCY_RETENTION_DAYS - 1);
    await pruneIdempotencyKeys(t.deps.db, new Date());

    const replay = await postParticipant(t.app, body, { key });
    expect(replay.statusCode).toBe(first.statusCode);
    expect(replay.json()).toEqual(first.json());
    expect(await countRows(t.deps.db, 'participants')).toBe(1);
  });

  it('measures the window from the clock it is given', async () => {
    const key = randomUUID();
    await postParticipant(t.app, participantBody(), { key });
    const later = new Date(Date.now() + (IDEMPOTENCY_RETENTION_DAYS + 2) * DAY);
    expect(await pruneIdempotencyKeys(t.deps.db, later)).toBe(1);
    expect(await countRows(t.deps.db, 'idempotency_keys')).toBe(0);
  });
});
