import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import journeyReducer from '../../src/features/journey/journey-slice';
import successReducer, { selectSuccess, successPageOpened } from '../../src/features/success/success-slice';
import { successDetailsSaga } from '../../sagas/success/success-details';
import { details, ENROLLMENT } from './health-data-harness';
import { fakeApi, type ApiHandler } from './journey-harness';

function run(enrollmentId: string | null, handler: ApiHandler) {
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: { journey: journeyReducer, success: successReducer },
    preloadedState: { journey: { ...journeyReducer(undefined, { type: '@init' }), enrollmentId } },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga),
  });
  const queries: unknown[] = [];
  const { api } = fakeApi({ 'success/Details': handler });
  const wrapped = {
    call: ((contract: never, input: { query?: unknown }) => {
      queries.push(input?.query);
      return api.call(contract, input as never);
    }) as typeof api.call,
  };
  saga.run(successDetailsSaga, { api: wrapped, log: () => undefined });
  return { store, queries };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('success details saga', () => {
  it('loads the details of the journey’s enrolment in the page language', async () => {
    const { store, queries } = run(ENROLLMENT, () => details({ mergeTags: { FirstName: 'Ana' } }));
    store.dispatch(successPageOpened({ language: 'es' }));
    expect(selectSuccess(store.getState()).status).toBe('loading');
    await settle();
    expect(queries).toEqual([{ enrollmentId: ENROLLMENT, language: 'es' }]);
    expect(selectSuccess(store.getState())).toMatchObject({
      status: 'loaded',
      enrollmentId: ENROLLMENT,
      details: { mergeTags: { FirstName: 'Ana' } },
    });
  });

  it('fails without calling when there is no enrolment', async () => {
    const { store, queries } = run(null, () => details());
    store.dispatch(successPageOpened({ language: 'en' }));
    await settle();
    expect(queries).toEqual([]);
    expect(selectSuccess(store.getState()).status).toBe('failed');
  });

  it('fails when the server refuses', async () => {
    const { store } = run(ENROLLMENT, () => {
      throw new Error('404');
    });
    store.dispatch(successPageOpened({ language: 'en' }));
    await settle();
    expect(selectSuccess(store.getState()).status).toBe('failed');
  });
});
