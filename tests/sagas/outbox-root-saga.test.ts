import type { Saga } from 'redux-saga';
import { put, spawn, take } from 'redux-saga/effects';
import { rootSaga, type SagaContext } from '../../sagas/index';
import { supervise } from '../../sagas/shared/supervise';
import { createMemoryOutboxStore } from '../unit/outbox/support/memory-outbox-store';
import { startSagaHarness } from './support/saga-harness';

async function storeRunning<S extends Saga>(saga: S, context: SagaContext = {}, ...args: Parameters<S>) {
  const h = await startSagaHarness({ context });
  return { ...h, task: h.run(saga, ...args) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('supervise', () => {
  it('restarts a crashed saga after a pause while its sibling keeps working', async () => {
    let runs = 0;
    function* flaky() {
      runs += 1;
      yield take('flaky/go');
      if (runs === 1) throw new Error('bug');
      yield put({ type: 'flaky/ok' });
    }
    function* steady() {
      while (true) {
        yield take('steady/ping');
        yield put({ type: 'steady/pong' });
      }
    }
    const log = jest.fn();
    const ctx = { log, restartDelayMs: 1_000 };
    const app = await storeRunning(function* root() {
      yield spawn(supervise, 'flaky', flaky, [], ctx);
      yield spawn(supervise, 'steady', steady, [], ctx);
    });
    app.store.dispatch({ type: 'flaky/go' });
    expect(log).toHaveBeenCalledWith('saga flaky crashed; restarting', expect.any(Error));
    app.store.dispatch({ type: 'steady/ping' });
    expect(app.types()).toContain('steady/pong');
    await jest.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    app.store.dispatch({ type: 'flaky/go' });
    expect(app.types()).toContain('flaky/ok');
    app.task.cancel();
  });

  it('does not restart a saga that finished normally', async () => {
    let runs = 0;
    const app = await storeRunning(function* root() {
      yield spawn(
        supervise,
        'once',
        function* once() {
          runs += 1;
          yield put({ type: 'once/done' });
        },
        [],
      );
    });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(1);
    app.task.cancel();
  });
  it('with startInSlices, takes the first step in a later task, not in the one that started it', async () => {
    const steps: string[] = [];
    const app = await storeRunning(function* root() {
      for (const name of ['first', 'second']) {
        yield spawn(
          supervise,
          name,
          function* feature() {
            steps.push(name);
            yield take('never');
          },
          [],
          { startInSlices: true },
        );
      }
    });
    expect(steps).toEqual([]);
    jest.runOnlyPendingTimers();
    await Promise.resolve();
    expect(steps).toEqual(['first', 'second']);
    app.task.cancel();
  });
});

describe('rootSaga', () => {
  it('keeps the participant-record saga alive while the outbox saga crashes and restarts', async () => {
    let crashed = false;
    const log = jest.fn();
    const ctx: SagaContext = {
      log,
      outboxStore: createMemoryOutboxStore(),
      isOnline: () => {
        if (crashed) return false;
        crashed = true;
        throw new Error('outbox bug');
      },
      subscribeConnection: () => () => undefined,
      outboxBroadcasts: () => () => undefined,
      subscribeQueued: () => () => undefined,
    };
    const app = await storeRunning(rootSaga, ctx, { log });
    expect(log).toHaveBeenCalledWith('saga outbox crashed; restarting', expect.any(Error));
    app.store.dispatch({
      type: 'outbox/entryDelivered',
      payload: { id: 'x', callName: 'Participant/Add', group: 'enrol-1', response: { potentialId: 'P-1' } },
    });
    expect(app.actions).toContainEqual(
      expect.objectContaining({ payload: { enrollmentId: 'enrol-1', potentialId: 'P-1' } }),
    );
    const restarted = { type: 'outbox/connectionChanged', payload: { online: false } };
    expect(app.actions).not.toContainEqual(restarted);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(app.actions).toContainEqual(restarted);
    app.task.cancel();
  });
});
