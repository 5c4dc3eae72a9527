import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import { selectProfileState } from '../../src/features/profile/profile-selectors';
import { signedIn } from '../../src/features/session/session-slice';
import { ApiError } from '../../src/lib/api-client';
import { PROFILE_TOKEN_SESSION_KEY } from '../../src/shared/domain/subscriptions/unsubscribe-token';
import { profileSagaLoader } from '../../sagas/profile/index';
import type { SagaServices } from '../../sagas/shared/saga-services';
import { settings } from './journey-harness';
import {
  countingIds,
  fakeApi,
  fakeOutbox,
  memoryLocal,
  memorySession,
  settle,
  startSagaHarness,
  type WriteAnswer as OutboxAnswer,
} from './support/saga-harness';

export { profileFixture } from '../unit/profile/profile-fixture';

export const TOKEN = 'T'.repeat(43);

export const problem = (callName: string, status: number) =>
  new ApiError(callName, status, { type: 'about:blank', title: 'Problem', status });

/** How the fake outbox settles a write: delivered, refused with a status, answered 409, or held. */
export type WriteAnswer = 'deliver' | 'hold' | { refuse: number } | 'conflict';
type Reads = Record<string, (body: unknown) => unknown>;

interface Options {
  reads?: Reads;
  write?: WriteAnswer;
  token?: string | null;
  signedIn?: boolean;
}

const outboxAnswer = (how: WriteAnswer): OutboxAnswer => {
  if (how === 'deliver') return { response: { updated: true } };
  if (how === 'conflict') return { fail: 409 };
  return how;
};

/** The profile sagas (through their lazy loader) on the real store, a member signed in. */
export async function profileHarness(options: Options = {}) {
  const server = fakeApi(
    Object.fromEntries(
      Object.entries(options.reads ?? {}).map(([name, read]) => [name, (input) => read(input.body)]),
    ),
  );
  const outbox = fakeOutbox({
    dispatch: (action) => h.store.dispatch(action),
    answer: () => outboxAnswer(options.write ?? 'deliver'),
  });
  const session = memorySession(
    options.token === null ? {} : { [PROFILE_TOKEN_SESSION_KEY]: options.token ?? TOKEN },
  );
  const local = memoryLocal();
  const services: Partial<SagaServices> = {
    api: server.api,
    enqueue: outbox.enqueue as never,
    retryNow: outbox.retryNow,
    randomId: countingIds(),
    log: () => undefined,
    session,
    localStorage: local,
    refuseWrite: outbox.refuseWrite,
  };
  const h = await startSagaHarness({
    before: [
      siteSettingsReceived(settings()),
      ...((options.signedIn ?? true) ? [signedIn({ isVerifiedEmail: true })] : []),
    ],
    context: services,
    saga: profileSagaLoader,
  });
  return {
    ...h,
    calls: server.calls,
    get enqueued() {
      return outbox.written().map(({ name, key, group, body }) => ({ name, key, group, body }));
    },
    refused: outbox.refused,
    local: local.values,
    /** sessionStorage as the sagas see it (the token, and the registration it may wait for). */
    session: session.values,
    /** The server answers a held write now. */
    settle: (id: string, how: WriteAnswer) => outbox.deliver(id, outboxAnswer(how)),
    attemptFailed: outbox.attemptFailed,
    profile: () => selectProfileState(h.store.getState()),
  };
}

/** Lets the lazy import and pending promises settle, then moves fake time on. */
export const advance = (ms: number) => settle(ms);
