import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import journeyUiReducer from '../../src/features/journey/journey-ui-slice';
import subscriptionsReducer from '../../src/features/subscriptions/subscriptions-slice';
import type { ApiClient } from '../../src/lib/api-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { SubscriptionsSagaDeps } from '../../sagas/subscriptions/subscriptions-deps';

export interface RecordedCall {
  name: string;
  query?: unknown;
  body?: unknown;
}

/** Answers by call name; a function may throw to fail the call. */
export type Answers = Record<string, (call: RecordedCall) => unknown>;

/** A real store (subscriptions + journeyUi), a fake API, cookie jar and session storage. */
export function subscriptionsHarness(saga: Saga, answers: Answers) {
  const calls: RecordedCall[] = [];
  const api: ApiClient = {
    call: (async (contract: CallContract, input: { query?: unknown; body?: unknown } = {}) => {
      const recorded = { name: contract.name, ...input };
      calls.push(recorded);
      const answer = answers[contract.name];
      if (!answer) throw new Error(`unexpected call ${contract.name}`);
      return contract.response.parse(await answer(recorded));
    }) as ApiClient['call'],
  };
  const written: string[] = [];
  const cookies = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  const sessionValues = new Map<string, string>();
  const session = {
    get: (key: string) => sessionValues.get(key) ?? null,
    set: (key: string, value: string) => void sessionValues.set(key, value),
  };
  const assign = jest.fn();
  const log = jest.fn();
  const actions: { type: string; payload?: unknown }[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as { type: string });
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { subscriptions: subscriptionsReducer, journeyUi: journeyUiReducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder).concat(sagaMiddleware),
  });
  const deps: Partial<SubscriptionsSagaDeps> = { api, cookies, session, assign, log };
  const task = sagaMiddleware.run(saga, deps);
  const settle = async () => {
    for (let i = 0; i < 10; i += 1) await jest.advanceTimersByTimeAsync(0);
  };
  return {
    store,
    calls,
    written,
    sessionValues,
    assign,
    log,
    actions,
    task,
    settle,
    state: () => store.getState().subscriptions,
    tracked: () => actions.filter((a) => a.type === 'analytics/eventTracked').map((a) => a.payload),
  };
}
