import { configureStore, type AnyAction, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import journeyReducer, { potentialIdReceived, started } from '../../src/features/journey/journey-slice';
import journeyUiReducer, {
  pageViewed,
  siteSettingsReceived,
} from '../../src/features/journey/journey-ui-slice';
import { entryChanged, entryDelivered, outboxReducer } from '../../src/features/offline/outbox-slice';
import outcomeReducer from '../../src/features/outcome/outcome-slice';
import siteConfirmationReducer, {
  type SiteConfirmationState,
} from '../../src/features/site-selection/site-confirmation-slice';
import siteSelectionReducer, {
  siteSelectionOpened,
  type SiteSelectionRef,
} from '../../src/features/site-selection/site-selection-slice';
import type { ApiClient } from '../../src/lib/api-client';
import { ApiError } from '../../src/lib/api-client';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { SiteInfo, SponsorConsent } from '../../src/shared/contracts/site-info';
import { nextSteps, searchAnswer, siteInfo } from './site-selection-fixtures';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import type { StoredWrite } from '../../sagas/contact/contact-deps';
import { siteSelectionSaga } from '../../sagas/site-selection/site-selection';
import type { SiteSelectionSagaDeps } from '../../sagas/site-selection/site-selection-deps';
import { fakeCookieJar } from './journey-cookie-jar';
import { nextUuid } from './contact-harness';
import { settings, study, view, type StudyKey } from './journey-harness';

export { nextSteps, searchAnswer, siteInfo } from './site-selection-fixtures';

export const GUEST = 'guest-1';
export const ENROLMENT = 'enrol-1';
export const POTENTIAL = 'potential-1';

type Answer = { response: unknown } | 'refuse' | 'hold';
type ReadHandler = (input: { body?: unknown; query?: unknown }) => unknown;

export interface SiteSelectionHarnessOptions {
  studyKey?: StudyKey;
  sites?: SiteInfo[];
  sponsor?: SponsorConsent;
  reads?: Record<string, ReadHandler>;
  writes?: Record<string, (body: unknown) => Answer>;
  online?: boolean;
  query?: string;
  ref?: Partial<SiteSelectionRef>;
  /** What a reload finds: the persisted confirmation and the outbox of the previous page. */
  reloadedFrom?: { confirmation: SiteConfirmationState; entries: OutboxEntries };
}

export type OutboxEntries = Map<
  string,
  { name: string; state: StoredWrite['state']; response?: unknown; body: unknown }
>;

export const refusal = (name = 'x') => new ApiError(name, 409, { title: 'Conflict' } as never);

/** A real store running the site-selection sagas with a fake outbox, API, cookies and page loads. */
export function siteSelectionHarness(options: SiteSelectionHarnessOptions = {}) {
  const studyKey = options.studyKey ?? 'migraine-study';
  const s = study(studyKey);
  const actions: AnyAction[] = [];
  const calls: Array<{ name: string; query?: unknown; body?: unknown }> = [];
  const enqueued: Array<{ name: string; key: string; body: unknown; query: unknown; params: unknown }> = [];
  const entries: OutboxEntries = options.reloadedFrom?.entries ?? new Map();
  let online = options.online ?? true;
  let waiters: Array<() => void> = [];
  const sites = options.sites ?? [siteInfo('S-1'), siteInfo('S-2', { tier: 2, distance: 80 })];
  const reads: Record<string, ReadHandler> = {
    'sites/Search': () => searchAnswer(sites, options.sponsor),
    'journey/SiteSelectionNextSteps': () => nextSteps(),
    'lifelink/GetUrl': () => ({ lifeLinkUrl: 'https://life-link.example.org/go' }),
    ...options.reads,
  };
  const writes: Record<string, (body: unknown) => Answer> = {
    'SiteSelection/AddOrUpdatePatientSiteDetails': () => ({ response: { stored: true, referralId: 'r' } }),
    ...options.writes,
  };
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as AnyAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      journey: journeyReducer,
      journeyUi: journeyUiReducer,
      outbox: outboxReducer,
      siteSelection: siteSelectionReducer,
      siteConfirmation: siteConfirmationReducer,
      outcome: outcomeReducer,
    },
    ...(options.reloadedFrom
      ? { preloadedState: { siteConfirmation: options.reloadedFrom.confirmation } }
      : {}),
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false }).concat(recorder, sagaMiddleware),
  });
  /** The last error the outbox recorded per entry (an attempt that failed), as its mirror keeps it. */
  const lastErrors = new Map<string, NonNullable<OutboxEntrySummary['lastError']>>();
  const summary = (id: string, name: string, state: OutboxEntrySummary['state']): OutboxEntrySummary => ({
    ...(lastErrors.has(id) ? { lastError: lastErrors.get(id) } : {}),
    id,
    callName: name,
    group: ENROLMENT,
    label: 'x',
    state,
    attempts: 1,
    createdAt: Date.now(),
    nextAttemptAt: Date.now(),
  });
  const deliver = (id: string) => {
    const entry = entries.get(id);
    if (!entry || entry.state !== 'saved') return;
    const answer = writes[entry.name]?.(entry.body) ?? { response: { updated: true, data: true } };
    if (answer === 'hold') return;
    if (answer === 'refuse') {
      entry.state = 'failed';
      store.dispatch(entryChanged(summary(id, entry.name, 'failed')));
      return;
    }
    entry.state = 'delivered';
    entry.response = answer.response;
    store.dispatch(entryDelivered({ id, callName: entry.name, group: ENROLMENT, response: answer.response }));
  };
  /** The outbox reports that an attempt of `id` met a server error (or, without a status, no network). */
  const attemptFailed = (id: string, status?: number) => {
    const entry = entries.get(id);
    if (!entry) return;
    lastErrors.set(id, { message: 'x', ...(status === undefined ? {} : { status }) });
    store.dispatch(entryChanged(summary(id, entry.name, 'saved')));
  };
  const enqueue = jest.fn(
    async (
      contract: CallContract,
      input: { body?: unknown; query?: unknown; params?: unknown },
      meta: { idempotencyKey?: string },
    ) => {
      const key = meta.idempotencyKey ?? nextUuid();
      contract.body.parse(input.body ?? {});
      contract.query.parse(input.query ?? {});
      contract.params.parse(input.params ?? {});
      enqueued.push({ name: contract.name, key, body: input.body, query: input.query, params: input.params });
      entries.set(key, { name: contract.name, state: 'saved', body: input.body });
      if (online) setTimeout(() => deliver(key), 0);
      return summary(key, contract.name, 'saved');
    },
  );
  const api: ApiClient = {
    call: (async (contract: CallContract, input: { body?: unknown; query?: unknown } = {}) => {
      calls.push({ name: contract.name, query: input.query, body: input.body });
      if (!online) throw Object.assign(new Error('offline'), { name: 'NetworkError' });
      const handler = reads[contract.name];
      if (!handler) throw new Error(`unexpected read ${contract.name}`);
      if (input.query) contract.query.parse(input.query);
      if (input.body) contract.body.parse(input.body);
      return contract.response.parse(await handler(input));
    }) as ApiClient['call'],
  };
  const cookies = fakeCookieJar();
  const assign = jest.fn();
  const setSessionFlag = jest.fn();
  const deps: Partial<SiteSelectionSagaDeps> = {
    api,
    enqueue: enqueue as unknown as SiteSelectionSagaDeps['enqueue'],
    retryNow: jest.fn(async (id: string) => {
      const entry = entries.get(id);
      return entry ? summary(id, entry.name, entry.state) : undefined;
    }),
    readWrite: jest.fn(async (id: string) => {
      const entry = entries.get(id);
      return entry ? { state: entry.state, response: entry.response } : undefined;
    }),
    randomId: nextUuid,
    isOnline: () => online,
    waitForOnline: () => new Promise<void>((resolve) => waiters.push(resolve)),
    cookies,
    assign,
    setSessionFlag,
    log: jest.fn(),
  };
  store.dispatch(
    started({
      guestRef: GUEST,
      enrollmentId: ENROLMENT,
      study: { key: s.key, tenantKey: s.tenantKey, journeyType: s.journeyType },
      startedAt: new Date().toISOString(),
      language: 'en',
      rootPath: s.rootPath,
    }),
  );
  store.dispatch(potentialIdReceived({ enrollmentId: ENROLMENT, potentialId: POTENTIAL }));
  store.dispatch(siteSettingsReceived(settings({ tenantKey: s.tenantKey })));
  store.dispatch(
    pageViewed(view(`/${studyKey}/site-selection/adult${options.query ?? ''}`, { study: studyKey })),
  );
  const task: Task = sagaMiddleware.run(siteSelectionSaga, deps);
  const open = () =>
    store.dispatch(
      siteSelectionOpened({
        studyKey: s.key,
        rootPath: s.rootPath,
        siteSettingsId: s.siteSettingsId,
        tenantKey: s.tenantKey,
        journeyType: s.journeyType,
        language: 'en',
        patientType: 'adult',
        isHome: false,
        ...options.ref,
      }),
    );
  return {
    store,
    task,
    actions,
    calls,
    enqueued,
    cookies,
    assign,
    setSessionFlag,
    open,
    attemptFailed,
    state: () => store.getState().siteSelection,
    entries,
    confirmation: () => store.getState().siteConfirmation,
    reads: (name: string) => calls.filter((c) => c.name === name),
    writesOf: (name: string) => enqueued.filter((e) => e.name === name),
    navigations: () =>
      actions
        .filter((a) => a.type === 'journeyUi/navigationRequested')
        .map((a) => (a.payload as { to: string }).to),
    events: () =>
      actions
        .filter((a) => a.type === 'analytics/eventTracked')
        .map((a) => (a.payload as { name: string }).name),
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
      const pending = waiters;
      waiters = [];
      pending.forEach((resolve) => resolve());
      for (const id of entries.keys()) deliver(id);
    },
    stop: () => task.cancel(),
  };
}

export const flush = (ms = 0) => jest.advanceTimersByTimeAsync(ms);
