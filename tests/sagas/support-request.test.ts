import { configureStore, type AnyAction, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { entryChanged, entryDelivered, outboxReducer } from '../../src/features/offline/outbox-slice';
import supportRequestReducer, {
  supportRequestReset,
  supportRequestSubmitted,
  type SupportRequestBody,
} from '../../src/features/support/support-slice';
import type { ApiClient } from '../../src/lib/api-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { SUPPORT_OUTBOX_GROUP, SUPPORT_POLICY } from '../../sagas/support/support-request';
import { supportSagaLoader } from '../../sagas/support/index';

type Answer = 'deliver' | 'refuse' | 'hold';

const body: SupportRequestBody = {
  pagePath: '/support/technical',
  language: 'en',
  formId: 'support-technical-form',
  name: 'Ana',
  email: 'ana@example.com',
  issue: 'Login',
  message: 'Help',
};

/** A real store running the support saga (through its lazy loader) with a fake outbox; fake time. */
function harness(answer: Answer, options: { failSave?: boolean } = {}) {
  const actions: AnyAction[] = [];
  const enqueued: Array<{ name: string; key?: string; group: string; body: unknown }> = [];
  const retried: string[] = [];
  const log = jest.fn();
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as AnyAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { supportRequest: supportRequestReducer, outbox: outboxReducer },
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(recorder, sagaMiddleware),
  });
  const lastErrors = new Map<string, NonNullable<OutboxEntrySummary['lastError']>>();
  const summary = (id: string, state: OutboxEntrySummary['state']): OutboxEntrySummary => ({
    ...(lastErrors.has(id) ? { lastError: lastErrors.get(id) } : {}),
    id,
    callName: 'Send/EmailSupport',
    group: `${SUPPORT_OUTBOX_GROUP}:${id}`,
    label: 'support request',
    state,
    attempts: 1,
    createdAt: Date.now(),
    nextAttemptAt: Date.now(),
  });
  const settle = (id: string, how: Answer) => {
    if (how === 'deliver') {
      store.dispatch(
        entryDelivered({
          id,
          callName: 'Send/EmailSupport',
          group: `${SUPPORT_OUTBOX_GROUP}:${id}`,
          response: { data: { sent: true } },
        }),
      );
    } else if (how === 'refuse') {
      store.dispatch(entryChanged(summary(id, 'failed')));
    }
  };
  const enqueue = jest.fn(
    async (
      contract: CallContract,
      input: { body?: unknown },
      meta: { group: string; idempotencyKey?: string },
    ) => {
      if (options.failSave) throw new Error('disk full');
      contract.body.parse(input.body);
      enqueued.push({ name: contract.name, key: meta.idempotencyKey, group: meta.group, body: input.body });
      const id = meta.idempotencyKey ?? 'no-key';
      setTimeout(() => settle(id, answer), 0);
      return summary(id, 'saved');
    },
  );
  const retryNow = jest.fn(async (id: string) => {
    retried.push(id);
    return summary(id, 'saved');
  });
  let counter = 0;
  const randomId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
  sagaMiddleware.run(supportSagaLoader, {
    api: {} as ApiClient,
    enqueue: enqueue as never,
    retryNow,
    randomId,
    log,
  });
  /** The outbox reports that an attempt met a server error (or, without a status, no network). */
  const attemptFailed = (id: string, status?: number) => {
    lastErrors.set(id, { message: 'x', ...(status === undefined ? {} : { status }) });
    store.dispatch(entryChanged(summary(id, 'saved')));
  };
  return {
    store,
    actions,
    enqueued,
    retried,
    log,
    settle,
    attemptFailed,
    status: () => store.getState().supportRequest,
  };
}

async function flush(ms: number) {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the support request saga', () => {
  it('queues the request in the outbox with a fresh idempotency key and shows the success view', async () => {
    const h = harness('deliver');
    h.store.dispatch(supportRequestSubmitted({ body }));
    expect(h.status().status).toBe('sending');
    await flush(10);
    expect(h.enqueued).toEqual([
      {
        name: 'Send/EmailSupport',
        key: '00000000-0000-4000-8000-000000000001',
        group: `${SUPPORT_OUTBOX_GROUP}:00000000-0000-4000-8000-000000000001`,
        body,
      },
    ]);
    expect(h.status()).toEqual({ status: 'sent', bannerOpen: false });
  });

  it('goes back to the form with the banner open when the server refuses it', async () => {
    const h = harness('refuse');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(10);
    expect(h.status()).toEqual({ status: 'failed', bannerOpen: true });
  });

  it('fails (loader removed) when the request cannot even be saved, logging why', async () => {
    const h = harness('deliver', { failSave: true });
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(10);
    expect(h.status().status).toBe('failed');
    expect(h.log).toHaveBeenCalled();
  });

  it('retries at the policy pace, then says it is queued, then sent once the outbox delivers it', async () => {
    const h = harness('hold');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(SUPPORT_POLICY.pauseMs - 1);
    expect(h.retried).toHaveLength(0);
    expect(h.status().status).toBe('sending');
    await flush(1);
    expect(h.retried).toHaveLength(1);
    await flush(SUPPORT_POLICY.pauseMs * (SUPPORT_POLICY.attempts - 1));
    expect(h.retried).toHaveLength(SUPPORT_POLICY.attempts - 1);
    expect(h.status().status).toBe('queued');
    h.settle(h.enqueued[0]!.key!, 'deliver');
    expect(h.status().status).toBe('sent');
  });

  it('stops following a queued request when the page is left', async () => {
    const h = harness('hold');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(SUPPORT_POLICY.pauseMs * SUPPORT_POLICY.attempts);
    h.store.dispatch(supportRequestReset());
    h.settle(h.enqueued[0]!.key!, 'deliver');
    expect(h.status().status).toBe('editing');
  });

  it('gives each later request its own key', async () => {
    const h = harness('deliver');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(10);
    h.store.dispatch(supportRequestReset());
    h.store.dispatch(supportRequestSubmitted({ body: { ...body, message: 'Again' } }));
    await flush(10);
    expect(h.enqueued.map((entry) => entry.key)).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]);
    expect(h.status().status).toBe('sent');
  });

  it('gives each request its own outbox group: one the server cannot process never holds back the next', async () => {
    const h = harness('hold');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(SUPPORT_POLICY.pauseMs * SUPPORT_POLICY.attempts);
    h.store.dispatch(supportRequestReset());
    h.store.dispatch(supportRequestSubmitted({ body: { ...body, name: 'Next person' } }));
    await flush(10);
    const [first, second] = h.enqueued.map((entry) => entry.group);
    expect(first).not.toBe(second);
  });

  it('when the attempts met server errors, says the server had a problem, not that the person is offline', async () => {
    const h = harness('hold');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(10);
    h.attemptFailed(h.enqueued[0]!.key!, 500);
    await flush(SUPPORT_POLICY.pauseMs * SUPPORT_POLICY.attempts);
    expect(h.status()).toMatchObject({ status: 'queued', because: 'server' });
  });

  it('says offline when the attempts never reached the server', async () => {
    const h = harness('hold');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(10);
    h.attemptFailed(h.enqueued[0]!.key!);
    await flush(SUPPORT_POLICY.pauseMs * SUPPORT_POLICY.attempts);
    expect(h.status()).toMatchObject({ status: 'queued', because: 'offline' });
  });
});
