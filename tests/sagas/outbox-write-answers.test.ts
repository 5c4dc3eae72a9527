import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { outboxReducer } from '../../src/features/offline/outbox-slice';
import { delay } from '../../src/lib/clock';
import { enqueueWrite, subscribeToQueuedWrites, type WriteInput } from '../../src/lib/outbox-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import { addParticipant } from '../../src/shared/contracts/participant';
import type { SendResult } from '../../src/shared/outbox/delivery-outcome';
import type { OutboxEntry } from '../../src/shared/outbox/outbox-entry';
import { withDeliveryLock } from '../../src/shared/outbox/with-delivery-lock';
import { deliverWrite, retryEntryNow, type DeliveryResult } from '../../sagas/outbox/deliver-write';
import { outboxSaga } from '../../sagas/outbox/index';
import { fakeOpen, fakeSeal } from '../unit/outbox/support/entries';
import { createMemoryOutboxStore } from '../unit/outbox/support/memory-outbox-store';

/*
 * A write's answer over the REAL outbox saga and engine (in-memory store, scripted server): the
 * flow waiting for it gets the answer its contract describes, or a typed failure, never the body
 * as it came.
 */

const tasks: Task[] = [];
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
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

function run(answer: SendResult) {
  const store = createMemoryOutboxStore([]);
  const sent: number[] = [];
  const send = async (_entry: OutboxEntry): Promise<SendResult> => {
    sent.push(Date.now());
    return answer;
  };
  const outboxLog = jest.fn();
  const saga = createSagaMiddleware();
  configureStore({
    reducer: { outbox: outboxReducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(saga),
  });
  tasks.push(
    saga.run(outboxSaga, {
      store,
      send,
      now: () => Date.now(),
      delay,
      open: fakeOpen,
      seal: fakeSeal,
      lock: (work) => withDeliveryLock(work),
      isOnline: () => true,
      subscribeConnection: () => () => undefined,
      subscribeMessages: () => () => undefined,
      subscribeQueued: subscribeToQueuedWrites,
      intervalMs: 30_000,
      log: outboxLog,
    }),
  );
  const deps = {
    enqueue: ((
      contract: CallContract,
      input: WriteInput<CallContract>,
      meta: { group: string; label: string },
    ) =>
      enqueueWrite(contract, input, meta, {
        store,
        seal: fakeSeal,
        deviceId: () => 'device-0000000000000001',
        requestSync: async () => undefined,
      })) as typeof enqueueWrite,
    retryNow: (id: string, tried: number) => retryEntryNow(store, id, tried, Date.now()),
    log: jest.fn(),
  };
  const results: Array<DeliveryResult<typeof addParticipant>> = [];
  tasks.push(
    saga.run(function* () {
      const result: DeliveryResult<typeof addParticipant> = yield call(
        deliverWrite,
        deps,
        addParticipant,
        { body: record },
        { group: 'enrol-1', label: 'Visit recorded' },
        { attempts: 3, pauseMs: 1_000 },
      );
      results.push(result);
    }),
  );
  return { store, sent, results, outboxLog };
}

describe('the answer of a write delivered through the outbox', () => {
  it('reaches the waiting flow parsed by its contract', async () => {
    const r = run({ status: 201, body: { potentialId: 'P-1', email: 'ada@example.org' } });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(r.results).toEqual([
      { kind: 'delivered', answer: { ok: true, response: { potentialId: 'P-1' } } },
    ]);
  });

  it('reaches the flow as a typed failure when a 2xx does not match its contract, and is not retried', async () => {
    const r = run({ status: 201, body: { potentialId: 42, email: 'ada@example.org' } });
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
