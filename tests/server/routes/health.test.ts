import { sql } from 'kysely';
import { enqueueMessage } from '../../../src/server/jobs/message-queue';
import { createTestApp } from '../support/test-app';
import { databaseUnderTest } from '../support/test-database';

describe('GET /healthz', () => {
  it(`reports ok, the database kind and each check (${databaseUnderTest})`, async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ok',
        db: databaseUnderTest,
        checks: { database: 'ok', writes: 'ok' },
        messageQueue: { depth: 0, oldestDueSeconds: 0, deadLetters: 0 },
      });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });

  it('reports the outgoing-message queue: depth, the oldest due message’s wait, dead letters', async () => {
    let now = new Date('2025-06-01T09:00:00.000Z');
    const t = await createTestApp({ deps: { now: () => now } });
    try {
      const mail = {
        to: 'ana@example.org',
        subject: 'Hello',
        text: 'Hello',
        category: 'transactional' as const,
      };
      const dead = await enqueueMessage(t.deps.db, { channel: 'email', kind: 'support', message: mail }, now);
      await t.deps.db.updateTable('message_queue').set({ status: 'dead' }).where('id', '=', dead).execute();
      await enqueueMessage(t.deps.db, { channel: 'email', kind: 'support', message: mail }, now);
      now = new Date(now.getTime() + 90_000);
      await enqueueMessage(t.deps.db, { channel: 'email', kind: 'support', message: mail }, now);
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
      expect(res.json().messageQueue).toEqual({ depth: 2, oldestDueSeconds: 90, deadLetters: 1 });
      expect(res.body).not.toContain('ana@example.org');
    } finally {
      await t.close();
    }
  });

  it('answers 503 problem+json naming every failing check when the database is gone', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({
        status: 503,
        detail: 'Failing checks: database, writes.',
        checks: { database: 'failed', writes: 'failed' },
      });
    } finally {
      await t.app.close();
    }
  });

  it('answers 503 naming the write check when reads work but writes fail (a full disk)', async () => {
    const t = await createTestApp();
    try {
      // What a full disk does to a write: PostgreSQL's disk_full error, from a trigger.
      await sql`create function refuse_write() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`.execute(
        t.deps.db,
      );
      await sql`create trigger refuse_write before insert or update on health_heartbeat
        for each row execute function refuse_write()`.execute(t.deps.db);
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 503,
        detail: 'Failing checks: writes.',
        checks: { database: 'ok', writes: 'failed' },
      });
      // The answer says which check failed, never the database's own words.
      expect(res.body).not.toMatch(/No space|extend file/);
    } finally {
      await t.close();
    }
  });
});
