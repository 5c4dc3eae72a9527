import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { outboxReducer } from '../../src/features/offline/outbox-slice';
import { delay } from '../../src/lib/clock';
import { enqueueWrite, subscribeToQueuedWrites } from '../../src/lib/outbox-client';
import { addPrescreener, addPrescreenerToDataExtension } from '../../src/shared/contracts/prescreener';
import type { SendResult } from '../../src/shared/outbox/delivery-outcome';
import type { OutboxEntry } from '../../src/shared/outbox/outbox-entry';
import { withDeliveryLock } from '../../src/shared/outbox/with-delivery-lock';
import { outboxSaga } from '../../sagas/outbox/index';
import {
  deliverWrite,
  retryEntryNow,
  type DeliveryPolicy,
  type DeliveryResult,
} from '../../sagas/outbox/deliver-write';
import { DATA_EXTENSION_POLICY, PRESCREENER_ADD_POLICY } from '../../sagas/screener/screener-write-policies';
import { screenerDeps } from '../../sagas/screener/screener-deps';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { WriteInput } from '../../src/lib/outbox-client';
import { createMemoryOutboxStore } from '../unit/outbox/support/memory-outbox-store';
import { fakeOpen, fakeSeal } from '../unit/outbox/support/entries';

/*
 * The screener writes with the REAL outbox saga and engine (in-memory store, scripted network):
 * what goes over the wire is the spec's timing, then the outbox's own back-off, and nothing is lost.
 */

const tasks: Task[] = [];
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  tasks.splice(0).forEach((task) => task.cancel());
  jest.useRealTimers();
});

function run(network: (entry: OutboxEntry) => SendResult | Error) {
  const store = createMemoryOutboxStore([]);
  const sent: number[] = [];
  const send = async (entry: OutboxEntry): Promise<SendResult> => {
    sent.push(Date.now());
    const answer = network(entry);
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const saga = createSagaMiddleware();
  const redux = configureStore({
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
      log: jest.fn(),
    }),
  );
  const deps = screenerDeps({
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
      })) as never,
    retryNow: (id, tried) => retryEntryNow(store, id, tried, Date.now()),
    log: jest.fn(),
  });
  const results: DeliveryResult[] = [];
  const deliver = <C extends CallContract>(contract: C, input: WriteInput<C>, policy: DeliveryPolicy) => {
    tasks.push(
      saga.run(function* () {
        const result: DeliveryResult = yield call(
          deliverWrite,
          deps,
          contract,
          input,
          { group: 'enrol-1', label: 'x' },
          policy,
        );
        results.push(result);
      }),
    );
  };
  return { store, sent, redux, deliver, results };
}

const record = {
  potentialParticipant_ID: 'guest-1',
  screenerID: 'asthma-screener',
  screenerResponseID: 'response-1',
  tenantKey: 'cr-demo',
  enrollmentId: 'enrol-1',
};

describe('the screener writes over the real outbox', () => {
  it('Prescreener/Add goes out at 0, 1 and 2 s, then only on the outbox back-off, and is kept', async () => {
    const t0 = Date.now();
    const r = run(() => new TypeError('Failed to fetch'));
    r.deliver(addPrescreener, { body: record }, PRESCREENER_ADD_POLICY);
    await jest.advanceTimersByTimeAsync(3_500);
    expect(r.sent.map((at) => at - t0)).toEqual([0, 1_000, 2_000]);
    expect(r.results).toEqual([{ kind: 'pending', because: 'offline' }]);
    await jest.advanceTimersByTimeAsync(3_000);
    // After the third failure the back-off is 4 s: the next try is at 6 s, not 3 s.
    expect(r.sent.map((at) => at - t0)).toEqual([0, 1_000, 2_000, 6_000]);
    expect((await r.store.list())[0]).toMatchObject({ state: 'saved', callName: 'Prescreener/Add' });
  });

  it('is delivered on the second attempt, once', async () => {
    const t0 = Date.now();
    let calls = 0;
    const r = run(() =>
      ++calls === 1
        ? new TypeError('Failed to fetch')
        : { status: 200, body: { prescreenerId: 'p', potentialId: null } },
    );
    r.deliver(addPrescreener, { body: record }, PRESCREENER_ADD_POLICY);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(r.sent.map((at) => at - t0)).toEqual([0, 1_000]);
    expect(r.results).toEqual([
      { kind: 'delivered', answer: { ok: true, response: { prescreenerId: 'p', potentialId: null } } },
    ]);
  });

  it('AddPrescreenerToDataExtension gets 4 attempts 1 s apart (RETRY_COUNT)', async () => {
    const t0 = Date.now();
    const r = run(() => ({ status: 503, body: { title: 'down' } }));
    r.deliver(
      addPrescreenerToDataExtension,
      {
        params: { guestRef: 'guest-1' },
        query: { guestType: 'visitor' },
        body: {
          participantType: 'adult',
          journeyStep: 'pre-screener',
          screenerId: 'asthma-screener',
          screenerResponseID: 'response-1',
          screenerStatus: 'disqualified',
          screenerCompleted: true,
          screenerOutcomeParams: {
            pId: 'AST-204',
            pdfContent: '',
            patientType: 'adult',
            lastQuestion: 'diagnosed',
            condition: 'Asthma',
            genericAnswers: [],
          },
          JourneyStatus: 'Partial',
        },
      },
      DATA_EXTENSION_POLICY,
    );
    await jest.advanceTimersByTimeAsync(4_500);
    expect(r.sent.map((at) => at - t0)).toEqual([0, 1_000, 2_000, 3_000]);
    expect(r.results).toEqual([{ kind: 'pending', because: 'server' }]);
  });
});
