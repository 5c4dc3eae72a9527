import { homePageLoaded } from '../../src/features/journey/journey-slice';
import { offlineStudyWarmupSaga } from '../../sagas/offline/index';
import { startSagaHarness } from './support/saga-harness';

const study = { key: 'asthma-study', tenantKey: 't', journeyType: 'Adult' } as never;

async function start(warm: jest.Mock, idle: () => Promise<void> = () => Promise.resolve()) {
  const { store, runWith } = await startSagaHarness({});
  const task = runWith({ whenIdle: idle, warmStudy: warm }, offlineStudyWarmupSaga);
  return { store, task };
}

const visit = (path: string, language = 'en', withStudy = true) =>
  homePageLoaded({ study: withStudy ? study : null, path, language, query: {} });

// Fake time: the store's rehydration time-out (a 10 s timer) must not outlive the test.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const flush = () => jest.advanceTimersByTimeAsync(0);

describe('offline warm-up of a study after its home is visited', () => {
  it('asks the service worker once per study and language, at an idle moment', async () => {
    let idle: () => void = () => undefined;
    const warm = jest.fn(async () => true);
    const { store, task } = await start(warm, () => new Promise<void>((resolve) => (idle = resolve)));
    store.dispatch(visit('/asthma-study'));
    await flush();
    expect(warm).not.toHaveBeenCalled(); // not before the page is idle (LCP first)
    idle();
    await flush();
    expect(warm).toHaveBeenCalledWith('/asthma-study', 'en');
    store.dispatch(visit('/asthma-study'));
    store.dispatch(visit('/asthma-study', 'es'));
    await flush();
    idle();
    await flush();
    expect(warm.mock.calls).toEqual([
      ['/asthma-study', 'en'],
      ['/asthma-study', 'es'],
    ]);
    task.cancel();
  });

  it('ignores home pages without a study, and asks again after a failure', async () => {
    const warm = jest.fn().mockRejectedValueOnce(new Error('no worker')).mockResolvedValue(true);
    const { store, task } = await start(warm);
    store.dispatch(visit('/', 'en', false));
    await flush();
    expect(warm).not.toHaveBeenCalled();
    store.dispatch(visit('/knee-study'));
    await flush();
    store.dispatch(visit('/knee-study'));
    await flush();
    expect(warm).toHaveBeenCalledTimes(2);
    task.cancel();
  });
});
