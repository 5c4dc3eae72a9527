import { configureStore, type AnyAction, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import contactFormReducer, { contactFormOpened } from '../../src/features/contact-form/contact-form-slice';
import contactSubmissionReducer, {
  type ContactSubmissionState,
} from '../../src/features/contact-form/contact-submission-slice';
import journeyReducer, {
  potentialIdReceived,
  started,
  type JourneyState,
} from '../../src/features/journey/journey-slice';
import journeyUiReducer, {
  pageViewed,
  siteSettingsReceived,
} from '../../src/features/journey/journey-ui-slice';
import { entryChanged, entryDelivered, outboxReducer } from '../../src/features/offline/outbox-slice';
import { completed } from '../../src/features/screener/screener-slice';
import type { ApiClient, CallOptions } from '../../src/lib/api-client';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import { checkAnswer as checkAgainstContract } from '../../src/shared/contracts/check-answer';
import type { CallContract } from '../../src/shared/contracts/define-call';
import type { ContactFormType } from '../../src/shared/domain/contact-form/contact-values';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import { contactSaga } from '../../sagas/contact/contact';
import type { ContactSagaDeps, StoredWrite } from '../../sagas/contact/contact-deps';
import { fakeCookieJar } from './journey-cookie-jar';
import { settings, study, view, type StudyKey } from './journey-harness';

export const GUEST = 'guest-1';
export const ENROLMENT = 'enrol-1';
export const POTENTIAL = 'potential-1';

/** The server's answer to one outbox write: a response, a refusal (4xx), or none yet. */
export type WriteAnswer = { response: unknown } | 'refuse' | 'hold';
export type WriteScript = (body: unknown) => WriteAnswer;

/** What a fake outbox holds; shared between two harnesses to stand for the device across a reload. */
export interface FakeOutbox {
  entries: Map<
    string,
    {
      contract: CallContract;
      callName: string;
      body: unknown;
      state: StoredWrite['state'];
      response?: unknown;
      answerUnusable?: true;
    }
  >;
  order: string[];
}

export function fakeOutbox(): FakeOutbox {
  return { entries: new Map(), order: [] };
}

export interface ApiRecord {
  name: string;
  body: unknown;
  query: unknown;
  options: CallOptions | undefined;
  at: number;
}

export const checkAnswer = (overrides: Record<string, unknown> = {}) => ({
  showResumeEmailModal: false,
  isReturningUser: false,
  potentialParticipantId: GUEST,
  browserId: 'browser-1',
  showCustomErrorMessageModel: false,
  showPatientExistModel: false,
  primaryconsent: null,
  secondaryconsent: null,
  resumeEmailSent: false,
  ...overrides,
});

export const patientAnswer = (formType: ContactFormType = 'adult') => ({
  patientId: 'patient-1',
  enrollmentId: ENROLMENT,
  potentialId: POTENTIAL,
  potentialParticipantId: GUEST,
  formType,
  created: true,
});

export const site = (overrides: Record<string, unknown> = {}) => ({
  siteCode: 'S-1',
  name: 'Site',
  address: '1 Main St',
  city: 'Chicago',
  state: 'IL',
  zip: '60611',
  country: 'US',
  contactPhoneNumber: '',
  warmTransferNumber: '',
  eConsentUrl: '',
  piName: '',
  protocol: 'P-1',
  studyName: 'Study',
  projectCode: '',
  nctid: '',
  sponsor: '',
  indication: '',
  isVirtual: false,
  isSiteKiElementsEnabled: false,
  isProtocalKiElementsEnabled: false,
  isLifeLinkEnabled: false,
  isHumanAPIEnabled: false,
  ...overrides,
});

export const nextStepsAnswer = (overrides: Record<string, unknown> = {}) => ({
  nextStepUrl: '/migraine-study/site-selection',
  isVirtual: false,
  isHumanAPIEnabledForVirtual: false,
  sitesData: [site()],
  appointmentStatus: '',
  isPostTOLL: false,
  kind: 'site-selection',
  ...overrides,
});

/** The default server: every write answered, the reads a contact form needs. */
export function defaultWrites(formType: ContactFormType = 'adult'): Record<string, WriteScript> {
  return {
    'contacts/CheckResumingReturningUser': () => ({ response: checkAnswer() }),
    'contacts/AddUpdatePatientDetails': () => ({
      response: { stored: true, guestRef: GUEST, enrollmentId: ENROLMENT },
    }),
    'Patient/Add': () => ({ response: patientAnswer(formType) }),
    'Delegate/Add': () => ({ response: patientAnswer(formType) }),
    'SiteSelection/AddOrUpdatePatientSiteDetails': () => ({ response: { stored: true, referralId: null } }),
    'lifelink/Update': () => ({ response: { updated: true, enrollmentId: ENROLMENT } }),
    'contacts/SendSMS': () => ({ response: { sent: true, alreadySent: false } }),
    'Send/AddContactsToCRMailingList': () => ({ response: { added: true } }),
  };
}

type ReadHandler = (input: { body?: unknown; query?: unknown }, options?: CallOptions) => unknown;

export function defaultReads(): Record<string, ReadHandler> {
  return {
    'journey/ContactNextSteps': () => nextStepsAnswer(),
    'api/getIp': () => ({ ip: '203.0.113.7' }),
    'contacts/GetConsentDetails': () => ({
      primaryconsent: true,
      secondaryconsent: false,
      secondaryConsentMedium: null,
    }),
    'contacts/CheckResumingReturningUser': () => checkAnswer(),
    'Participant/UpdatePotentialParticipantId': (input) => input.query,
  };
}

export interface ContactHarnessOptions {
  studyKey?: StudyKey;
  formType?: ContactFormType;
  settings?: Partial<SiteSettings>;
  writes?: Record<string, WriteScript>;
  reads?: Record<string, ReadHandler>;
  online?: boolean;
  outbox?: FakeOutbox;
  /** The persisted slice of an earlier page (a reload). */
  persisted?: ContactSubmissionState;
  journey?: Partial<JourneyState>;
  deps?: Partial<ContactSagaDeps>;
  openForm?: boolean;
  pSec?: string | null;
  query?: string;
}

let uuidCounter = 0;
/** Distinct, valid v4 UUIDs (the outbox's idempotency keys must be). */
export function nextUuid(): string {
  uuidCounter += 1;
  return `00000000-0000-4000-8000-${uuidCounter.toString(16).padStart(12, '0')}`;
}

/**
 * A real store running the contact sagas with a fake outbox (queue, deliver when online, refuse),
 * a fake API, fake cookies and page loads. Time is jest's fake timers.
 */
export function contactHarness(options: ContactHarnessOptions = {}) {
  const studyKey = options.studyKey ?? 'migraine-study';
  const formType = options.formType ?? 'adult';
  const outbox = options.outbox ?? fakeOutbox();
  const writes = { ...defaultWrites(formType), ...options.writes };
  const reads = { ...defaultReads(), ...options.reads };
  const actions: AnyAction[] = [];
  const apiCalls: ApiRecord[] = [];
  const enqueued: Array<{ name: string; key: string; body: unknown; at: number; group: string }> = [];
  const retried: Array<{ id: string; at: number }> = [];
  const cookies = fakeCookieJar();
  const assign = jest.fn();
  const log = jest.fn();
  let online = options.online ?? true;
  let onlineWaiters: Array<() => void> = [];
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
      contactForm: contactFormReducer,
      contactSubmission: contactSubmissionReducer,
    },
    preloadedState: options.persisted ? { contactSubmission: options.persisted } : undefined,
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

  /** The server answers one stored entry (as the outbox saga would announce it). */
  const deliver = (id: string) => {
    const entry = outbox.entries.get(id);
    if (!entry || entry.state !== 'saved') return;
    const answer = writes[entry.callName]?.(entry.body) ?? 'hold';
    if (answer === 'hold') return;
    if (answer === 'refuse') {
      entry.state = 'failed';
      store.dispatch(entryChanged(summary(id, entry.callName, 'failed')));
      return;
    }
    entry.state = 'delivered';
    // As the real drain does: only an answer that matches the contract is kept, as it parsed it.
    const checked = checkAgainstContract(entry.contract, { status: 200, body: answer.response });
    if (checked.ok) entry.response = checked.response;
    else entry.answerUnusable = true;
    const kept = checked.ok ? { response: checked.response } : { answerUnusable: true };
    store.dispatch(entryDelivered({ id, callName: entry.callName, group: ENROLMENT, ...kept }));
  };
  const deliverAll = () => {
    for (const id of outbox.order) deliver(id);
  };
  /** The outbox reports that an attempt of `id` met a server error (or, without a status, no network). */
  const attemptFailed = (id: string, status?: number) => {
    const entry = outbox.entries.get(id);
    if (!entry) return;
    lastErrors.set(id, { message: 'x', ...(status === undefined ? {} : { status }) });
    store.dispatch(entryChanged(summary(id, entry.callName, 'saved')));
  };

  const enqueue = jest.fn(
    async (
      contract: CallContract,
      input: { body?: unknown },
      meta: { group: string; idempotencyKey?: string },
    ) => {
      const key = meta.idempotencyKey ?? nextUuid();
      if (outbox.entries.has(key)) throw new Error(`duplicate key ${key}`);
      contract.body.parse(input.body ?? {});
      enqueued.push({ name: contract.name, key, body: input.body, at: Date.now(), group: meta.group });
      outbox.entries.set(key, { contract, callName: contract.name, body: input.body, state: 'saved' });
      outbox.order.push(key);
      // The outbox sends at once when online.
      if (online) setTimeout(() => deliver(key), 0);
      return summary(key, contract.name, 'saved');
    },
  );
  const retryNow = jest.fn(async (id: string) => {
    retried.push({ id, at: Date.now() });
    const entry = outbox.entries.get(id);
    return entry ? summary(id, entry.callName, entry.state) : undefined;
  });
  const readWrite = jest.fn(async (id: string): Promise<StoredWrite | undefined> => {
    const entry = outbox.entries.get(id);
    if (!entry) return undefined;
    if (entry.state !== 'delivered') return { state: entry.state };
    return entry.answerUnusable
      ? { state: entry.state, answerUnusable: true }
      : { state: entry.state, response: entry.response };
  });
  const api: ApiClient = {
    call: (async (
      contract: CallContract,
      input: { body?: unknown; query?: unknown } = {},
      callOptions?: CallOptions,
    ) => {
      apiCalls.push({
        name: contract.name,
        body: input.body,
        query: input.query,
        options: callOptions,
        at: Date.now(),
      });
      if (!online) throw Object.assign(new Error('offline'), { name: 'NetworkError' });
      const handler = reads[contract.name];
      if (!handler) throw new Error(`unexpected read ${contract.name}`);
      if (contract.body) contract.body.parse(input.body ?? {});
      const answer = await handler(input, callOptions);
      return contract.response.parse(answer);
    }) as ApiClient['call'],
  };
  const deps: Partial<ContactSagaDeps> = {
    api,
    enqueue: enqueue as unknown as ContactSagaDeps['enqueue'],
    retryNow,
    readWrite,
    randomId: nextUuid,
    isOnline: () => online,
    waitForOnline: () => new Promise<void>((resolve) => onlineWaiters.push(resolve)),
    botCheck: null,
    cookies,
    assign,
    log,
    ...options.deps,
  };

  // The page as the journey left it: a started journey, its settings, the contact-info page.
  const s = study(studyKey);
  if (!options.persisted || options.journey) {
    store.dispatch(
      started({
        guestRef: GUEST,
        enrollmentId: ENROLMENT,
        study: { key: s.key, tenantKey: s.tenantKey, journeyType: s.journeyType },
        startedAt: new Date().toISOString(),
        browserId: 'browser-0',
        language: 'en',
        rootPath: s.rootPath,
      }),
    );
    store.dispatch(potentialIdReceived({ enrollmentId: ENROLMENT, potentialId: POTENTIAL }));
  } else {
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
  }
  store.dispatch(siteSettingsReceived(settings({ tenantKey: s.tenantKey, ...options.settings })));
  store.dispatch(
    pageViewed(view(`/${studyKey}/contact-info/${formType}${options.query ?? ''}`, { study: studyKey })),
  );
  if (!options.persisted && options.pSec !== null) {
    store.dispatch(
      completed({
        pId: 'P',
        pdfContent: '',
        pSec: options.pSec ?? 'P-1',
        r: '',
        ed: '',
        g: '',
        d: '1',
        m: '2',
        y: '1980',
        zipCode: '60611',
        cm: '',
        b: '',
        et: '',
        ch: '',
        patientType: formType,
        ac: '',
        lastQuestion: 'q',
        condition: 'C',
        genericAnswers: [],
        screenerID: 'screener-1',
        screenerResponseID: 'response-1',
      }),
    );
  }
  if (options.openForm !== false) {
    store.dispatch(contactFormOpened({ key: `${formType}-form`, formType, studyKey, language: 'en' }));
  }
  const task: Task = sagaMiddleware.run(contactSaga, deps);

  return {
    store,
    task,
    actions,
    apiCalls,
    enqueued,
    retried,
    outbox,
    cookies,
    assign,
    log,
    enqueue,
    deliver,
    deliverAll,
    attemptFailed,
    ofType: (type: string) => actions.filter((action) => action.type === type),
    reads: (name: string) => apiCalls.filter((c) => c.name === name),
    writesOf: (name: string) => enqueued.filter((e) => e.name === name),
    phase: () => store.getState().contactForm.submit.phase,
    because: () => store.getState().contactForm.submit.because,
    modal: () => store.getState().contactForm.modal,
    submission: () => store.getState().contactSubmission.current,
    persisted: (): ContactSubmissionState => store.getState().contactSubmission,
    navigations: () =>
      actions
        .filter((a) => a.type === 'journeyUi/navigationRequested')
        .map((a) => (a.payload as { to: string }).to),
    events: () =>
      actions
        .filter((a) => a.type === 'analytics/eventTracked')
        .map((a) => a.payload as { name: string; data?: Record<string, unknown> }),
    goOffline: () => {
      online = false;
    },
    goOnline: () => {
      online = true;
      const waiters = onlineWaiters;
      onlineWaiters = [];
      waiters.forEach((resolve) => resolve());
      deliverAll();
    },
    stop: () => task.cancel(),
  };
}

export const flush = (ms = 0) => jest.advanceTimersByTimeAsync(ms);

/** Valid adult values (the seeded adult form's names). */
export const adultValues = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Email: 'ada@example.org',
  ContactNumber: '3125550100',
  isMobile: true,
  Zipcode: '60611',
  Day: '1',
  Month: '2',
  Year: '1980',
  SecondaryConsentMedium: ['SMS', 'Email'],
};

export const caregiverValues = {
  CaregiverFirstName: 'Carol',
  CaregiverLastName: 'Giver',
  CaregiverEmail: 'carol@example.org',
  ParticipantFirstName: 'Pat',
  ParticipantLastName: 'Ient',
  Day: '3',
  Month: '4',
  Year: '1950',
  CaregiverZipCode: '60611',
};
