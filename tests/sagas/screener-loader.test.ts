import { frameOpened, type ScreenerFrame } from '../../src/features/screener/screener-slice';
import { screenerSagaLoader } from '../../sagas/screener/index';
import { screenerSaga } from '../../sagas/screener/screener';
import { startSagaHarness } from './support/saga-harness';

jest.mock('../../sagas/screener/screener', () => ({ screenerSaga: jest.fn(function* () {}) }));
const started = screenerSaga as unknown as jest.Mock;

const frame = {
  study: { key: 'migraine-study' },
  patientType: 'adult',
  language: 'en',
  enrollmentId: 'e-1',
  query: {},
} as unknown as ScreenerFrame;

async function setup() {
  const h = await startSagaHarness({});
  return { store: h.store, run: () => h.run(screenerSagaLoader) };
}

// Fake time: the store's rehydration time-out (a 10 s timer) must not outlive the test.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = () => jest.advanceTimersByTimeAsync(0);

describe('the screener sagas load only where a questionnaire is shown', () => {
  beforeEach(() => started.mockClear());

  it('does not load them on a page without a questionnaire frame', async () => {
    const { run } = await setup();
    run();
    await settle();
    expect(started).not.toHaveBeenCalled();
  });

  it('loads them when a frame opens', async () => {
    const { store, run } = await setup();
    run();
    store.dispatch(frameOpened(frame));
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('loads them at once when a frame was already open before the saga started', async () => {
    const { store, run } = await setup();
    store.dispatch(frameOpened(frame));
    run();
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
