import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import screenerReducer, { frameOpened, type ScreenerFrame } from '../../src/features/screener/screener-slice';
import { screenerSagaLoader } from '../../sagas/screener/index';
import { screenerSaga } from '../../sagas/screener/screener';

jest.mock('../../sagas/screener/screener', () => ({ screenerSaga: jest.fn(function* () {}) }));
const started = screenerSaga as unknown as jest.Mock;

const frame = {
  study: { key: 'migraine-study' },
  patientType: 'adult',
  language: 'en',
  enrollmentId: 'e-1',
  query: {},
} as unknown as ScreenerFrame;

function setup() {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { screener: screenerReducer },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
  });
  return { store, run: () => saga.run(screenerSagaLoader, {}) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the screener sagas load only where a questionnaire is shown', () => {
  beforeEach(() => started.mockClear());

  it('does not load them on a page without a questionnaire frame', async () => {
    const { run } = setup();
    run();
    await settle();
    expect(started).not.toHaveBeenCalled();
  });

  it('loads them when a frame opens', async () => {
    const { store, run } = setup();
    run();
    store.dispatch(frameOpened(frame));
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('loads them at once when a frame was already open before the saga started', async () => {
    const { store, run } = setup();
    store.dispatch(frameOpened(frame));
    run();
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
