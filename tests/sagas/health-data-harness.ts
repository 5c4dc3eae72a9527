import { configureStore, type AnyAction, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import journeyReducer, { type JourneyState } from '../../src/features/journey/journey-slice';
import journeyUiReducer, { siteSettingsReceived } from '../../src/features/journey/journey-ui-slice';
import { outboxReducer } from '../../src/features/offline/outbox-slice';
import healthDataReducer from '../../src/features/success/health-data-slice';
import successReducer, {
  successDetailsLoaded,
  type SuccessDetails,
} from '../../src/features/success/success-slice';
import type { ConnectOutcome, ConnectSession } from '../../src/lib/health-data/connect-types';
import { healthDataSaga } from '../../sagas/success/health-data-share';
import type { SuccessSagaDeps } from '../../sagas/success/success-deps';
import { fakeApi, settings, type ApiHandler } from './journey-harness';

export const ENROLLMENT = '5f0f7a52-3a55-4b8e-9b5e-3c8b8f7a0005';

const journey: Partial<JourneyState> = {
  guestRef: 'guest-5',
  studyKey: 'migraine-study',
  tenantKey: 'tenant-migraine-study',
  journeyType: '01',
  enrollmentId: ENROLLMENT,
  journeyStatus: 'Completed',
  potentialId: 'P-5',
  rootPath: '/migraine-study',
  patientType: 'adult',
};

export function details(overrides: Partial<SuccessDetails> = {}): SuccessDetails {
  return {
    journeyType: '01',
    patientType: 'adult',
    site: null,
    flags: {
      hideAppointmentDateTime: false,
      hideIconBoxes: false,
      hideConfirmationBanner: false,
      hideHeadingMessage: false,
      hideShareHealthData: false,
      hideNextSteps: false,
      hideAdvancedNextSteps: true,
      hideContent: false,
    },
    appointmentStatus: 'Requested',
    appointmentDateTime: '',
    isHumanAPIEnabledForVirtual: false,
    mergeTags: {},
    contactEmail: 'ana@example.test',
    ...overrides,
  } as SuccessDetails;
}

/** The health-data saga with a real store and fake effects (API, outbox, connect widget, session). */
export function healthHarness(
  options: {
    handlers?: Record<string, ApiHandler>;
    connect?: (s: ConnectSession) => Promise<ConnectOutcome>;
    withDetails?: boolean;
  } = {},
) {
  const actions: AnyAction[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as AnyAction);
    return next(action);
  };
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      journey: journeyReducer,
      journeyUi: journeyUiReducer,
      outbox: outboxReducer,
      success: successReducer,
      healthData: healthDataReducer,
    },
    preloadedState: { journey: { ...journeyReducer(undefined, { type: '@init' }), ...journey } },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(saga, recorder),
  });
  store.dispatch(siteSettingsReceived(settings()));
  if (options.withDetails !== false)
    store.dispatch(successDetailsLoaded({ enrollmentId: ENROLLMENT, details: details() }));
  const { api, calls } = fakeApi(options.handlers ?? {});
  const sessionValues = new Map<string, string>();
  const enqueued: { name: string; body: Record<string, unknown> }[] = [];
  const connect = jest.fn(
    options.connect ?? (async (): Promise<ConnectOutcome> => ({ status: 'Connected', humanId: 'h-1' })),
  );
  const deps: Partial<SuccessSagaDeps> = {
    api,
    connect,
    enqueue: (async (contract: { name: string }, input: { body: Record<string, unknown> }) => {
      enqueued.push({ name: contract.name, body: input.body });
      return {} as never;
    }) as unknown as SuccessSagaDeps['enqueue'],
    session: {
      get: (key) => sessionValues.get(key) ?? null,
      set: (key, value) => void sessionValues.set(key, value),
    },
    origin: () => 'http://localhost',
    log: () => undefined,
  };
  const task = saga.run(healthDataSaga, deps);
  const ofType = (type: string) => actions.filter((a) => a.type === type);
  return { store, actions, ofType, calls, enqueued, connect, sessionValues, task };
}
