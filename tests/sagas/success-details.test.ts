import { selectSuccess, successPageOpened } from '../../src/features/success/success-slice';
import { successDetailsSaga } from '../../sagas/success/success-details';
import { details, ENROLLMENT } from './health-data-harness';
import { fakeApi, startSagaHarness, type ApiHandler } from './support/saga-harness';

async function run(enrollmentId: string | null, handler: ApiHandler) {
  const server = fakeApi({ 'success/Details': handler });
  const { store } = await startSagaHarness({
    stored: { journey: { enrollmentId } },
    context: { api: server.api, log: () => undefined },
    saga: successDetailsSaga,
  });
  return { store, queries: () => server.calls.map((c) => c.query) };
}

// Fake time: the store's rehydration time-out (a 10 s timer) must not outlive the test.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const settle = () => jest.advanceTimersByTimeAsync(0);

describe('success details saga', () => {
  it('loads the details of the journey’s enrolment in the page language', async () => {
    const { store, queries } = await run(ENROLLMENT, () => details({ mergeTags: { FirstName: 'Ana' } }));
    store.dispatch(successPageOpened({ language: 'es' }));
    expect(selectSuccess(store.getState()).status).toBe('loading');
    await settle();
    expect(queries()).toEqual([{ enrollmentId: ENROLLMENT, language: 'es' }]);
    expect(selectSuccess(store.getState())).toMatchObject({
      status: 'loaded',
      enrollmentId: ENROLLMENT,
      details: { mergeTags: { FirstName: 'Ana' } },
    });
  });

  it('fails without calling when there is no enrolment', async () => {
    const { store, queries } = await run(null, () => details());
    store.dispatch(successPageOpened({ language: 'en' }));
    await settle();
    expect(queries()).toEqual([]);
    expect(selectSuccess(store.getState()).status).toBe('failed');
  });

  it('fails when the server refuses', async () => {
    const { store } = await run(ENROLLMENT, () => {
      throw new Error('404');
    });
    store.dispatch(successPageOpened({ language: 'en' }));
    await settle();
    expect(selectSuccess(store.getState()).status).toBe('failed');
  });
});
