import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import { registrationSagaLoader } from '../../sagas/registration/index';
import type { SagaServices } from '../../sagas/shared/saga-services';
import { siteSettings } from '../components/app/fixtures';
import {
  countingIds,
  fakeApi,
  fakeOutbox,
  memorySession,
  settle,
  startSagaHarness,
  type WriteAnswer as OutboxAnswer,
} from './support/saga-harness';

/** The server's answer to a queued write, in the order they are queued: delivered, refused, or none yet. */
export type WriteAnswer = { deliver: unknown } | 'refuse' | 'hold';
type Handler = (input: { body?: unknown }) => unknown;

export const SESSION_TOKEN = 'T'.repeat(43);

const outboxAnswer = (answer: WriteAnswer): OutboxAnswer =>
  typeof answer === 'string' ? answer : { response: answer.deliver };

/**
 * The registration sagas (through their lazy loader) on the real store, with a fake outbox, a
 * fake API and an in-memory session storage.
 */
export async function registrationHarness(
  options: { answers?: WriteAnswer[]; api?: Record<string, Handler>; online?: boolean } = {},
) {
  const server = fakeApi(options.api ?? {});
  const answers = [...(options.answers ?? [])];
  const outbox = fakeOutbox({
    dispatch: (action) => h.store.dispatch(action),
    answer: () => outboxAnswer(answers.shift() ?? 'hold'),
  });
  const session = memorySession();
  const log = jest.fn();
  const services: Partial<SagaServices> = {
    api: server.api,
    enqueue: outbox.enqueue as never,
    retryNow: jest.fn(async () => undefined),
    readWrite: async () => undefined,
    randomId: countingIds(),
    isOnline: () => options.online ?? true,
    cookies: null,
    session,
    newSessionToken: () => SESSION_TOKEN,
    log,
  };
  const h = await startSagaHarness({
    context: services,
    saga: registrationSagaLoader,
  });
  h.store.dispatch(siteSettingsReceived(siteSettings()));
  return {
    ...h,
    get calls() {
      return server.calls.map(({ name, body }) => ({ name, body }));
    },
    get enqueued() {
      return outbox
        .written()
        .map(({ name, key, group, body, params }) => ({ name, key, group, body, params }));
    },
    stored: session.values,
    /** The server answers a held write now. */
    settle: (id: string, answer: WriteAnswer) => outbox.deliver(id, outboxAnswer(answer)),
    attemptFailed: outbox.attemptFailed,
    log,
    state: () => h.store.getState().registration,
  };
}

/** Lets the saga's promises settle, then moves fake time on. */
export const flush = (ms = 0) => settle(ms, 100);
