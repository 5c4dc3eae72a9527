import type { OutboundMail } from '../../../src/server/integrations/mail';
import type { SendOptions } from '../../../src/server/integrations/outbound-message';
import { enqueueMessage } from '../../../src/server/jobs/message-queue';
import { createMessageWorker, type MessageLog } from '../../../src/server/jobs/message-worker';
import { recordingSms } from '../support/fakes';
import { createTestDatabase, databaseUnderTest, type TestDatabase } from '../support/test-database';

/*
 * The outgoing-message worker on its own: a fake clock (no sleeping), adapters that fail on
 * demand, and the queue rows read back to see what it decided.
 */

const START = new Date('2025-06-01T09:00:00.000Z');
const POLICY = { maxAttempts: 4, baseDelayMs: 1_000, maxDelayMs: 3_000, leaseMs: 60_000 };

let database: TestDatabase;
let clock: { now: Date };

beforeEach(async () => {
  database = await createTestDatabase();
  clock = { now: new Date(START) };
});

afterEach(async () => {
  await database.close();
});

const advance = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};

const resumeMail = (to = 'ana.torres@example.org'): OutboundMail => ({
  to,
  subject: 'Resume your journey',
  text: 'Continue: https://trials.example.org/asthma-study?resumeJourneyToken=secret-token',
  category: 'transactional',
});

interface Attempt {
  to: string;
  key: string | undefined;
}

/** A mail adapter failing the first `failures` attempts (all when Infinity), as an SMTP server would. */
function flakyMail(failures: number) {
  const attempts: Attempt[] = [];
  return {
    attempts,
    send: async (message: OutboundMail, options?: SendOptions) => {
      attempts.push({ to: message.to, key: options?.idempotencyKey });
      if (attempts.length <= failures) {
        throw new Error(`450 4.2.1 <${message.to}>: mailbox busy, call +1 555 555 0123`);
      }
      return { id: `smtp-${attempts.length}` };
    },
  };
}

function recordingLog() {
  const lines: Array<{ level: string; details: object; message: string }> = [];
  const at =
    (level: string) =>
    (details: object, message: string): void => {
      lines.push({ level, details, message });
    };
  const log: MessageLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { lines, log };
}

function workerWith(mail: ReturnType<typeof flakyMail>, log?: MessageLog) {
  return createMessageWorker({
    db: database.db,
    mail,
    sms: recordingSms(),
    now: () => clock.now,
    policy: POLICY,
    ...(log ? { log } : {}),
  });
}

const rowOf = (id: string) =>
  database.db.selectFrom('message_queue').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`outgoing-message worker on ${databaseUnderTest}`, () => {
  it('delivers a due message once with its idempotency key, then keeps no content', async () => {
    const id = await enqueueMessage(
      database.db,
      { channel: 'email', kind: 'resume-link', message: resumeMail() },
      clock.now,
    );
    const mail = flakyMail(0);
    const worker = workerWith(mail);
    expect(await worker.drain()).toEqual({ sent: 1, retried: 0, dead: 0, suppressed: 0 });
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, dead: 0, suppressed: 0 });
    const row = await rowOf(id);
    expect(mail.attempts).toEqual([{ to: 'ana.torres@example.org', key: row.idempotency_key }]);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, provider_id: 'smtp-1' });
    expect(row.message).toEqual({});
    expect(JSON.stringify(row)).not.toContain('secret-token');
  });

  it('retries with exponential back-off under a cap, the same key every time, then dead-letters', async () => {
    const id = await enqueueMessage(
      database.db,
      { channel: 'email', kind: 'resume-link', message: resumeMail() },
      clock.now,
    );
    const mail = flakyMail(Infinity);
    const { lines, log } = recordingLog();
    const worker = workerWith(mail, log);

    expect((await worker.drain()).retried).toBe(1);
    // 1 s after the first failure, 2 s after the second, then the 3 s cap.
    for (const wait of [1_000, 2_000, 3_000]) {
      advance(wait - 1);
      expect(await worker.drain()).toEqual({ sent: 0, retried: 0, dead: 0, suppressed: 0 });
      advance(1);
      await worker.drain();
    }
    expect(mail.attempts).toHaveLength(4);
    const row = await rowOf(id);
    expect(new Set(mail.attempts.map((a) => a.key))).toEqual(new Set([row.idempotency_key]));
    expect(row).toMatchObject({ status: 'dead', attempts: 4 });
    expect(row.message).toEqual({});
    expect(row.last_error).toBe('Error: 450 4.2.1 <[address]>: mailbox busy, call [number]');
    advance(60 * 60_000);
    expect(await worker.drain()).toEqual({ sent: 0, retried: 0, dead: 0, suppressed: 0 });
    expect(lines.map((l) => [l.level, l.message])).toEqual([
      ['warn', 'outgoing message failed; retrying'],
      ['warn', 'outgoing message failed; retrying'],
      ['warn', 'outgoing message failed; retrying'],
      ['error', 'outgoing message dead-lettered'],
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/ana\.torres|555/);
  });

  it('sends a message that failed once on its next attempt, and marks it sent', async () => {
    const id = await enqueueMessage(
      database.db,
      { channel: 'email', kind: 'support', message: resumeMail() },
      clock.now,
    );
    const mail = flakyMail(1);
    const worker = workerWith(mail);
    await worker.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
    advance(1_000);
    expect((await worker.drain()).sent).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(mail.attempts[0]!.key).toBe(mail.attempts[1]!.key);
  });

  it('claims a message again, with the same key, once the lease of a worker that died ran out', async () => {
    const id = await enqueueMessage(
      database.db,
      { channel: 'email', kind: 'support', message: resumeMail() },
      clock.now,
    );
    // A worker that claims and never answers: its process died mid-send.
    const hung = workerWith({ attempts: [], send: () => new Promise<never>(() => {}) });
    void hung.runOnce();
    await waitForStatus(id, 'sending');
    const mail = flakyMail(0);
    const worker = workerWith(mail);
    expect((await worker.drain()).sent).toBe(0);
    advance(POLICY.leaseMs);
    expect((await worker.drain()).sent).toBe(1);
    expect(mail.attempts).toEqual([{ to: 'ana.torres@example.org', key: (await rowOf(id)).idempotency_key }]);
  });

  it('never hands one message to two workers draining side by side', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const message = resumeMail(`person${i}@example.org`);
      ids.push(await enqueueMessage(database.db, { channel: 'email', kind: 'support', message }, clock.now));
    }
    const second = database.reopen ? await database.reopen() : null;
    try {
      const a = flakyMail(0);
      const b = flakyMail(0);
      const workerA = workerWith(a);
      const workerB = createMessageWorker({
        db: second?.db ?? database.db,
        mail: b,
        sms: recordingSms(),
        now: () => clock.now,
        policy: POLICY,
      });
      await Promise.all([workerA.drain(), workerB.drain()]);
      const delivered = [...a.attempts, ...b.attempts].map((attempt) => attempt.to).sort();
      expect(delivered).toHaveLength(30);
      expect(new Set(delivered).size).toBe(30);
    } finally {
      await second?.close();
    }
  });
});

describe(`the worker kicked after a write on ${databaseUnderTest}`, () => {
  /** A due message recorded by another server process: this process's count does not move. */
  async function queuedElsewhere(to: string): Promise<void> {
    const id = crypto.randomUUID();
    await database.db
      .insertInto('message_queue')
      .values({
        id,
        channel: 'email',
        kind: 'resume-link',
        message: JSON.stringify(resumeMail(to)),
        idempotency_key: id,
        next_attempt_at: clock.now,
        created_at: clock.now,
        updated_at: clock.now,
      })
      .execute();
  }

  it('claims only when this process recorded a message since its last claim', async () => {
    const mail = flakyMail(0);
    const worker = workerWith(mail);
    await worker.runOnce();
    await queuedElsewhere('other.server@example.org');
    // A write that queued nothing: no claim (the message of the other server waits for the timer).
    worker.kick();
    await worker.stop();
    expect(mail.attempts).toEqual([]);
    // A write that queued a message: the kick claims, and delivers everything due.
    await enqueueMessage(
      database.db,
      { channel: 'email', kind: 'resume-link', message: resumeMail() },
      clock.now,
    );
    worker.kick();
    await worker.stop();
    expect(mail.attempts.map((attempt) => attempt.to).sort()).toEqual([
      'ana.torres@example.org',
      'other.server@example.org',
    ]);
  });

  it('claims on its first kick, whatever was recorded before it started', async () => {
    await queuedElsewhere('before.start@example.org');
    const mail = flakyMail(0);
    const worker = workerWith(mail);
    worker.kick();
    await worker.stop();
    expect(mail.attempts.map((attempt) => attempt.to)).toEqual(['before.start@example.org']);
  });
});

/** Polls the row (no timers involved): the hung worker's claim is one statement away. */
async function waitForStatus(id: string, status: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const row = await database.db
      .selectFrom('message_queue')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    if (row?.status === status) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`message never reached ${status}`);
}
