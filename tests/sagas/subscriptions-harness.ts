import type { Saga } from 'redux-saga';
import { selectSubscriptions } from '../../src/features/subscriptions/subscriptions-slice';
import { fakeCookieJar } from './support/cookie-jar';
import { fakeApi, memorySession, settle, startSagaHarness } from './support/saga-harness';

export interface RecordedCall {
  name: string;
  query?: unknown;
  body?: unknown;
}

/** Answers by call name; a function may throw to fail the call. */
export type Answers = Record<string, (call: RecordedCall) => unknown>;

/** The subscriptions saga (or its loader) on the real store, with a fake API, cookies and session. */
export async function subscriptionsHarness(saga: Saga<[]>, answers: Answers) {
  const server = fakeApi(
    Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [
        name,
        (input: { body?: unknown; query?: unknown }) => answer({ name, ...input }),
      ]),
    ),
  );
  const cookies = fakeCookieJar();
  const session = memorySession();
  const assign = jest.fn();
  const log = jest.fn();
  const h = await startSagaHarness({
    context: { api: server.api, cookies, session, assign, log },
    saga,
  });
  return {
    ...h,
    /** The calls as the server saw them: name and what was sent. */
    get calls(): RecordedCall[] {
      return server.calls.map(({ name, body, query }) => ({
        name,
        ...(body === undefined ? {} : { body }),
        ...(query === undefined ? {} : { query }),
      }));
    },
    written: cookies.writes,
    sessionValues: session.values,
    assign,
    log,
    settle: () => settle(0, 10),
    state: () => selectSubscriptions(h.store.getState()),
    tracked: () => h.ofType('analytics/eventTracked').map((action) => action.payload),
  };
}
