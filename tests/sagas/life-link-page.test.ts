import { lifeLinkPageOpened } from '../../src/features/life-link/life-link-slice';
import { selectLifeLinkPage } from '../../src/features/life-link/life-link-slice';
import { NetworkError } from '../../src/lib/api-client';
import { getLifeLinkPageUrl } from '../../src/shared/contracts/life-link-page';
import { lifeLinkRedirectTarget } from '../../src/shared/domain/life-link-redirect';
import { LIFE_LINK_PAGE_TIMEOUT_MS, lifeLinkPageSaga } from '../../sagas/life-link/life-link-page';
import { lifeLinkPageSagaLoader } from '../../sagas/life-link/index';
import { fakeApi, startSagaHarness } from './support/saga-harness';

type Answer = () => Promise<unknown>;

async function harness(
  answer: Answer,
  saga: typeof lifeLinkPageSaga | typeof lifeLinkPageSagaLoader = lifeLinkPageSaga,
) {
  const server = fakeApi({ [getLifeLinkPageUrl.name]: () => answer() });
  const assign = jest.fn();
  const log = jest.fn();
  const h = await startSagaHarness({
    context: { api: server.api, assign, log },
    saga,
  });
  // Time is fake in this file: settling runs the pending promises, never the 20 s timeout.
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await jest.advanceTimersByTimeAsync(0);
  };
  return {
    ...h,
    get calls() {
      return server.calls.map(({ name, body }) => ({ name, body }));
    },
    assign,
    log,
    settle,
    state: () => selectLifeLinkPage(h.store.getState()),
  };
}

describe('lifeLinkRedirectTarget', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['   ', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['not a url', null],
    ['https://records.example/connect?s=1', 'https://records.example/connect?s=1'],
    ['  http://records.example/  ', 'http://records.example/'],
    ['/sandbox/life-link?session=abc', '/sandbox/life-link?session=abc'],
  ])('%p → %p', (answer, target) => {
    expect(lifeLinkRedirectTarget(answer)).toBe(target);
  });
});

describe('life-link page saga', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('exchanges the uToken and redirects to the address', async () => {
    const h = await harness(async () => ({ lifeLinkUrl: 'https://records.example/go?s=9' }));
    h.store.dispatch(lifeLinkPageOpened({ token: ' tok-1 ', websiteTheme: 'dark' }));
    await h.settle();
    expect(h.calls).toEqual([
      { name: 'lifelink/PageUrl', body: { lifeLinkToken: 'tok-1', websiteTheme: 'dark' } },
    ]);
    expect(h.assign).toHaveBeenCalledWith('https://records.example/go?s=9');
    expect(h.state()).toEqual({ status: 'redirecting', failure: null });
  });

  it.each([
    ['a null answer', async () => ({ lifeLinkUrl: null }), 'no-address'],
    ['an empty answer', async () => ({ lifeLinkUrl: '' }), 'no-address'],
    ['an unsafe address', async () => ({ lifeLinkUrl: 'javascript:alert(1)' }), 'no-address'],
    [
      'a failed call',
      async () => Promise.reject(new NetworkError('lifelink/PageUrl', 'ERR_NETWORK')),
      'call-failed',
    ],
    ['an answer that breaks the contract', async () => ({ nope: true }), 'call-failed'],
  ])('shows the error on %s and never redirects', async (_label, answer, failure) => {
    const h = await harness(answer as Answer);
    h.store.dispatch(lifeLinkPageOpened({ token: 'tok-1' }));
    await h.settle();
    expect(h.assign).not.toHaveBeenCalled();
    expect(h.state()).toEqual({ status: 'failed', failure });
  });

  it('fails at once without a uToken, calling nothing', async () => {
    const h = await harness(async () => ({ lifeLinkUrl: 'https://records.example/' }));
    h.store.dispatch(lifeLinkPageOpened({ token: null }));
    await h.settle();
    expect(h.calls).toEqual([]);
    expect(h.state()).toEqual({ status: 'failed', failure: 'no-token' });
  });

  it('gives up with the error when the service does not answer in time', async () => {
    const h = await harness(() => new Promise(() => undefined));
    h.store.dispatch(lifeLinkPageOpened({ token: 'tok-1' }));
    await jest.advanceTimersByTimeAsync(LIFE_LINK_PAGE_TIMEOUT_MS - 1);
    expect(h.state().status).toBe('loading');
    await jest.advanceTimersByTimeAsync(1);
    expect(h.state()).toEqual({ status: 'failed', failure: 'timed-out' });
    expect(h.assign).not.toHaveBeenCalled();
  });

  it('the loader downloads the saga on the first opening and handles later ones too', async () => {
    let answer = 'https://records.example/one';
    const h = await harness(async () => ({ lifeLinkUrl: answer }), lifeLinkPageSagaLoader);
    h.store.dispatch(lifeLinkPageOpened({ token: 'tok-1' }));
    await h.settle();
    expect(h.assign).toHaveBeenLastCalledWith('https://records.example/one');
    answer = 'https://records.example/two';
    h.store.dispatch(lifeLinkPageOpened({ token: 'tok-2' }));
    await h.settle();
    expect(h.assign).toHaveBeenLastCalledWith('https://records.example/two');
    expect(h.calls.map((c) => c.body)).toEqual([{ lifeLinkToken: 'tok-1' }, { lifeLinkToken: 'tok-2' }]);
  });
});
