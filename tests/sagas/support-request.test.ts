import { selectSupportRequest } from '../../src/features/support/support-slice';
import {
  supportRequestReset,
  supportRequestSubmitted,
  type SupportRequestBody,
} from '../../src/features/support/support-slice';
import type { ApiClient } from '../../src/lib/api-client';
import { SUPPORT_OUTBOX_GROUP, SUPPORT_POLICY } from '../../sagas/support/support-request';
import { supportSagaLoader } from '../../sagas/support/index';
import { countingIds, fakeOutbox, settle, startSagaHarness, type WriteAnswer } from './support/saga-harness';

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

const outboxAnswer = (how: Answer): WriteAnswer =>
  how === 'deliver' ? { response: { data: { sent: true } } } : how;

/** The support saga (through its lazy loader) on the real store with a fake outbox; fake time. */
async function harness(answer: Answer, options: { failSave?: boolean } = {}) {
  const retried: string[] = [];
  const log = jest.fn();
  const outbox = fakeOutbox({
    dispatch: (action) => h.store.dispatch(action),
    answer: () => outboxAnswer(answer),
  });
  const enqueue = jest.fn(async (...args: Parameters<typeof outbox.enqueue>) => {
    if (options.failSave) throw new Error('disk full');
    return outbox.enqueue(...args);
  });
  const h = await startSagaHarness({
    context: {
      api: {} as ApiClient,
      enqueue: enqueue as never,
      retryNow: jest.fn(async (id: string) => {
        retried.push(id);
        return outbox.retryNow(id);
      }),
      randomId: countingIds(),
      log,
    },
    saga: supportSagaLoader,
  });
  return {
    ...h,
    get enqueued() {
      return outbox.written().map(({ name, key, group, body }) => ({ name, key, group, body }));
    },
    retried,
    log,
    /** The server answers a held write now. */
    settle: (id: string, how: Answer) => outbox.deliver(id, outboxAnswer(how)),
    attemptFailed: outbox.attemptFailed,
    status: () => selectSupportRequest(h.store.getState()),
  };
}

const flush = (ms: number) => settle(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the support request saga', () => {
  it('queues the request in the outbox with a fresh idempotency key and shows the success view', async () => {
    const h = await harness('deliver');
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
    const h = await harness('refuse');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(10);
    expect(h.status()).toEqual({ status: 'failed', bannerOpen: true });
  });

  it('fails (loader removed) when the request cannot even be saved, logging why', async () => {
    const h = await harness('deliver', { failSave: true });
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(10);
    expect(h.status().status).toBe('failed');
    expect(h.log).toHaveBeenCalled();
  });

  it('retries at the policy pace, then says it is queued, then sent once the outbox delivers it', async () => {
    const h = await harness('hold');
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
    const h = await harness('hold');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(SUPPORT_POLICY.pauseMs * SUPPORT_POLICY.attempts);
    h.store.dispatch(supportRequestReset());
    h.settle(h.enqueued[0]!.key!, 'deliver');
    expect(h.status().status).toBe('editing');
  });

  it('gives each later request its own key', async () => {
    const h = await harness('deliver');
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
    const h = await harness('hold');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(SUPPORT_POLICY.pauseMs * SUPPORT_POLICY.attempts);
    h.store.dispatch(supportRequestReset());
    h.store.dispatch(supportRequestSubmitted({ body: { ...body, name: 'Next person' } }));
    await flush(10);
    const [first, second] = h.enqueued.map((entry) => entry.group);
    expect(first).not.toBe(second);
  });

  it('when the attempts met server errors, says the server had a problem, not that the person is offline', async () => {
    const h = await harness('hold');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(10);
    h.attemptFailed(h.enqueued[0]!.key!, 500);
    await flush(SUPPORT_POLICY.pauseMs * SUPPORT_POLICY.attempts);
    expect(h.status()).toMatchObject({ status: 'queued', because: 'server' });
  });

  it('says offline when the attempts never reached the server', async () => {
    const h = await harness('hold');
    h.store.dispatch(supportRequestSubmitted({ body }));
    await flush(10);
    h.attemptFailed(h.enqueued[0]!.key!);
    await flush(SUPPORT_POLICY.pauseMs * SUPPORT_POLICY.attempts);
    expect(h.status()).toMatchObject({ status: 'queued', because: 'offline' });
  });
});
