import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import journeyReducer, { started } from '../../src/features/journey/journey-slice';
import journeyUiReducer, { siteSettingsReceived } from '../../src/features/journey/journey-ui-slice';
import { outboxReducer } from '../../src/features/offline/outbox-slice';
import screenerReducer, { frameOpened, type ScreenerFrame } from '../../src/features/screener/screener-slice';
import type { ApiClient } from '../../src/lib/api-client';
import { demoItems, demoSiteSettings } from '../support/demo-content';
import { siteSettingsSchema } from '../../src/shared/content-model/site-settings';
import { studySettingsSchema, type StudySettings } from '../../src/shared/content-model/study';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { screenerSaga } from '../../sagas/screener/screener';
import type { FrameEvent, ScreenerSagaDeps } from '../../sagas/screener/screener-deps';

export const ORIGIN = 'http://app.test';
export const GUEST = 'guest-1';
export const ENROLMENT = 'enrol-1';

export function study(key: string, language: 'en' | 'es' = 'en'): StudySettings {
  const raw = demoItems('study', language).find((s) => s.key === key);
  return studySettingsSchema.parse(raw);
}

export interface ApiCall {
  name: string;
  query: Record<string, unknown>;
  at: number;
}

type Answer = (query: Record<string, unknown>) => Promise<unknown>;

/**
 * A real store running the screener sagas with fakes: window messages, the outbox (enqueue and
 * retry-now), the API and the connection. Time is jest's fake timers.
 */
export function startScreener(options: { answers?: Record<string, Answer> } = {}) {
  const listeners = new Set<(event: FrameEvent) => void>();
  const actions: Array<{ type: string; payload?: unknown }> = [];
  const apiCalls: ApiCall[] = [];
  let online: () => void = () => undefined;
  let counter = 0;
  const enqueue = jest.fn(
    async (contract: CallContract, _input: unknown, meta: { group: string; label: string }) => {
      counter += 1;
      const summary: OutboxEntrySummary = {
        id: `entry-${counter}`,
        callName: contract.name,
        group: meta.group,
        label: meta.label,
        state: 'saved',
        attempts: 0,
        createdAt: Date.now(),
        nextAttemptAt: Date.now(),
      };
      return summary;
    },
  );
  const retryNow = jest.fn(async (id: string) => ({
    id,
    callName: 'x',
    group: ENROLMENT,
    label: 'x',
    state: 'saved' as const,
    attempts: 1,
    createdAt: 0,
    nextAttemptAt: Date.now(),
  }));
  const api: ApiClient = {
    call: (async (contract: CallContract, input: { query?: Record<string, unknown> } = {}) => {
      apiCalls.push({ name: contract.name, query: input.query ?? {}, at: Date.now() });
      const answer = options.answers?.[contract.name];
      if (!answer) throw new Error(`unexpected call ${contract.name}`);
      return answer(input.query ?? {});
    }) as ApiClient['call'],
  };
  const log = jest.fn();
  const deps: Partial<ScreenerSagaDeps> = {
    api,
    enqueue: enqueue as unknown as ScreenerSagaDeps['enqueue'],
    retryNow,
    subscribeMessages: (emit) => {
      listeners.add(emit);
      return () => listeners.delete(emit);
    },
    origin: () => ORIGIN,
    waitForOnline: () => new Promise((resolve) => (online = resolve)),
    log,
  };
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as { type: string; payload?: unknown });
    return next(action);
  };
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      journey: journeyReducer,
      journeyUi: journeyUiReducer,
      screener: screenerReducer,
      outbox: outboxReducer,
    },
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(recorder, saga),
  });
  const task: Task = saga.run(screenerSaga, deps);
  const settings = siteSettingsSchema.parse({ ...demoSiteSettings('en'), mapsApiKeyConfigured: false });
  store.dispatch(siteSettingsReceived(settings));

  const open = (key: string, frame: Partial<ScreenerFrame> = {}) => {
    const s = study(key, frame.language ?? 'en');
    store.dispatch(
      started({
        guestRef: GUEST,
        enrollmentId: ENROLMENT,
        study: { key: s.key, tenantKey: s.tenantKey, journeyType: s.journeyType },
        startedAt: new Date().toISOString(),
      }),
    );
    store.dispatch(
      frameOpened({
        study: { ...s, screenerKey: s.screenerKey ?? '' },
        patientType: 'adult',
        language: 'en',
        enrollmentId: ENROLMENT,
        query: {},
        ...frame,
      }),
    );
  };

  return {
    store,
    task,
    actions,
    apiCalls,
    enqueue,
    retryNow,
    log,
    open,
    /** A window 'message' event from `origin`. */
    post: (data: unknown, origin = ORIGIN) => listeners.forEach((listener) => listener({ origin, data })),
    goOnline: () => online(),
    ofType: (type: string) => actions.filter((action) => action.type === type),
    navigations: () =>
      actions
        .filter((a) => a.type === 'journeyUi/navigationRequested')
        .map((a) => (a.payload as { to: string }).to),
  };
}

/** The final object for a screener: qualified when pSec is given. */
export function completion(screenerID: string, pSec?: string, extra: Record<string, unknown> = {}) {
  return {
    pId: 'P',
    pdfContent: '',
    ...(pSec ? { pSec } : {}),
    zipCode: '60611',
    patientType: 'adult',
    lastQuestion: 'diagnosed',
    condition: 'C',
    genericAnswers: [],
    screenerID,
    screenerResponseID: 'response-1',
    ...extra,
  };
}

export const flush = (ms = 0) => jest.advanceTimersByTimeAsync(ms);
