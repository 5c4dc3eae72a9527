import { signedIn } from '../../src/features/session/session-slice';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { trialsSagaLoader } from '../../sagas/trials/index';
import type { SagaServices } from '../../sagas/shared/saga-services';
import {
  countingIds,
  fakeApi,
  fakeOutbox,
  memorySession,
  settle,
  startSagaHarness,
  type WriteAnswer as OutboxAnswer,
} from './support/saga-harness';

export const TOKEN = 'T'.repeat(43);

/** How the fake outbox settles a write: delivered, refused with a status, or held (offline). */
export type WriteAnswer = 'deliver' | 'hold' | { refuse: number };
type Read = (input: { query?: unknown; body?: unknown }, signal?: AbortSignal) => unknown;

interface Options {
  reads?: Record<string, Read>;
  write?: WriteAnswer;
  token?: string | null;
}

const outboxAnswer = (how: WriteAnswer): OutboxAnswer =>
  how === 'deliver' ? { response: { saved: true } } : how;

/** The trial sagas (through their lazy loader) on the real store, a member signed in. */
export async function trialsHarness(options: Options = {}) {
  const server = fakeApi(
    Object.fromEntries(
      Object.entries(options.reads ?? {}).map(([name, read]) => [
        name,
        (input: { query?: unknown; body?: unknown }, callOptions?: { signal?: AbortSignal }) =>
          read(input, callOptions?.signal),
      ]),
    ),
  );
  const outbox = fakeOutbox({
    dispatch: (action) => h.store.dispatch(action),
    answer: () => outboxAnswer(options.write ?? 'deliver'),
  });
  const session = memorySession(
    options.token === null ? {} : { [PROFILE_TOKEN_SESSION_KEY]: options.token ?? TOKEN },
  );
  const services: Partial<SagaServices> = {
    api: server.api,
    enqueue: outbox.enqueue as never,
    retryNow: outbox.retryNow,
    randomId: countingIds(),
    log: () => undefined,
    session,
    localStorage: null,
    refuseWrite: outbox.refuseWrite,
    suggestDebounceMs: 300,
  };
  const h = await startSagaHarness({
    before: [signedIn({ isVerifiedEmail: true })],
    context: services,
    saga: trialsSagaLoader,
  });
  return {
    ...h,
    calls: server.calls,
    get enqueued() {
      return outbox.written().map(({ name, key, body }) => ({ name, key, body }));
    },
    /** The server answers a held write now. */
    settle: (id: string, how: WriteAnswer) => outbox.deliver(id, outboxAnswer(how)),
    trials: () => h.store.getState().trials,
  };
}

/** Lets the lazy import and pending promises settle, then moves fake time on. */
export const advance = (ms: number) => settle(ms);

/** A read that never answers until its request is aborted (then it rejects like axios would). */
export function hanging(): Read {
  return (_input, signal) =>
    new Promise((_resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
}
