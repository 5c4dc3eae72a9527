import type { WriteInput } from '../../src/lib/outbox-client';
import { addParticipant } from '../../src/shared/contracts/participant';
import type { SendResult } from '../../src/shared/outbox/delivery-outcome';
import { outboxWrites, stopAllOutboxSagas } from './outbox-harness';

/*
 * A write's answer over the REAL outbox saga and engine (in-memory store, scripted server): the
 * flow waiting for it gets the answer its contract describes, or a typed failure, never the body
 * as it came.
 */

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stopAllOutboxSagas();
  jest.useRealTimers();
});

const record = {
  potentialParticipant_ID: 'guest-1',
  sessionStartDateTime: '2025-01-01T00:00:00.000Z',
  journeyStatus: 'Partial',
  journeyId: '01',
  tenantKey: 'tenant-1',
  enrollmentId: 'enrol-1',
} as WriteInput<typeof addParticipant>['body'];

/** A flow waiting for Participant/Add (3 attempts 1 s apart); the server answers every send with `answer`. */
async function run(answer: SendResult) {
  const outboxLog = jest.fn();
  const r = await outboxWrites(() => answer, { log: outboxLog });
  r.deliver(
    addParticipant,
    { body: record },
    { group: 'enrol-1', label: 'Visit recorded' },
    { attempts: 3, pauseMs: 1_000 },
  );
  return { ...r, outboxLog };
}

describe('the answer of a write delivered through the outbox', () => {
  it('reaches the waiting flow parsed by its contract', async () => {
    const r = await run({ status: 201, body: { potentialId: 'P-1', email: 'ada@example.org' } });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(r.results).toEqual([
      { kind: 'delivered', answer: { ok: true, response: { potentialId: 'P-1' } } },
    ]);
  });

  it('reaches the flow as a typed failure when a 2xx does not match its contract, and is not retried', async () => {
    const r = await run({ status: 201, body: { potentialId: 42, email: 'ada@example.org' } });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(r.results).toEqual([
      { kind: 'delivered', answer: expect.objectContaining({ ok: false, callName: 'Participant/Add' }) },
    ]);
    // The server committed it: delivered once, never sent again, its body not kept.
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(r.sent).toHaveLength(1);
    const [entry] = await r.store.list();
    expect(entry).toMatchObject({ state: 'delivered', attempts: 1, answerUnusable: true });
    expect(entry?.response).toBeUndefined();
    // Logged by call name, without the answer's content.
    expect(r.outboxLog).toHaveBeenCalledWith(expect.stringContaining('Participant/Add'), null);
    expect(JSON.stringify(r.outboxLog.mock.calls)).not.toContain('ada@example.org');
  });
});
