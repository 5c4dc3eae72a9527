import type { UnknownAction } from '@reduxjs/toolkit';
import { contactFormOpened, selectContactForm } from '../../src/features/contact-form/contact-form-slice';
import type { ContactSubmissionState } from '../../src/features/contact-form/contact-submission-slice';
import { potentialIdReceived, started, type JourneyState } from '../../src/features/journey/journey-slice';
import { pageViewed } from '../../src/features/journey/journey-ui-slice';
import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import { completed } from '../../src/features/screener/screener-slice';
import type { SiteSettings } from '../../src/shared/content-model/site-settings';
import type { ContactFormType } from '../../src/shared/domain/contact-form/contact-values';
import { contactSaga } from '../../sagas/contact/contact';
import type { SagaServices } from '../../sagas/shared/saga-services';
import { fakeCookieJar } from './support/cookie-jar';
import { settings, study, view, type StudyKey } from './journey-harness';
import {
  fakeApi,
  fakeConnection,
  fakeOutbox,
  startSagaHarness,
  type ApiHandler as ReadHandler,
  type OutboxEntries,
  type WriteAnswer,
} from './support/saga-harness';

export const GUEST = 'guest-1';
export const ENROLMENT = 'enrol-1';
export const POTENTIAL = 'potential-1';

export type { WriteAnswer };
export type WriteScript = (body: unknown) => WriteAnswer;

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
  /** The device's outbox entries left by an earlier page (a reload). */
  outbox?: { entries: OutboxEntries };
  /** The persisted slice of an earlier page (a reload). */
  persisted?: ContactSubmissionState;
  journey?: Partial<JourneyState>;
  services?: Partial<SagaServices>;
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
 * The contact sagas on the real store with a fake outbox (queue, deliver when online, refuse),
 * a fake API, fake cookies and page loads.
 */
export async function contactHarness(options: ContactHarnessOptions = {}) {
  const studyKey = options.studyKey ?? 'migraine-study';
  const formType = options.formType ?? 'adult';
  const writes = { ...defaultWrites(formType), ...options.writes };
  const connection = fakeConnection(options.online ?? true);
  const server = fakeApi({ ...defaultReads(), ...options.reads }, { isOnline: connection.isOnline });
  const outbox = fakeOutbox({
    dispatch: (action) => h.store.dispatch(action),
    answer: (write) => writes[write.name]?.(write.body) ?? 'hold',
    isOnline: connection.isOnline,
    newKey: nextUuid,
    ...(options.outbox ? { entries: options.outbox.entries } : {}),
  });
  const retried: Array<{ id: string; at: number }> = [];
  const cookies = fakeCookieJar();
  const assign = jest.fn();
  const log = jest.fn();
  const services: Partial<SagaServices> = {
    api: server.api,
    enqueue: outbox.enqueue as unknown as SagaServices['enqueue'],
    retryNow: jest.fn(async (id: string) => {
      retried.push({ id, at: Date.now() });
      return outbox.retryNow(id);
    }),
    readWrite: outbox.readWrite,
    randomId: nextUuid,
    isOnline: connection.isOnline,
    waitForOnline: connection.waitForOnline,
    botCheck: null,
    cookies,
    assign,
    log,
    ...options.services,
  };

  // The page as the journey left it: a started journey, its settings, the contact-info page.
  const s = study(studyKey);
  const reloaded = options.persisted && !options.journey;
  const before: UnknownAction[] = [
    started({
      guestRef: GUEST,
      enrollmentId: ENROLMENT,
      study: { key: s.key, tenantKey: s.tenantKey, journeyType: s.journeyType },
      startedAt: new Date().toISOString(),
      ...(reloaded ? {} : { browserId: 'browser-0' }),
      language: 'en',
      rootPath: s.rootPath,
    }),
    potentialIdReceived({ enrollmentId: ENROLMENT, potentialId: POTENTIAL }),
    siteSettingsReceived(settings({ tenantKey: s.tenantKey, ...options.settings })),
    pageViewed(view(`/${studyKey}/contact-info/${formType}${options.query ?? ''}`, { study: studyKey })),
  ];
  if (!options.persisted && options.pSec !== null) {
    before.push(
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
    before.push(contactFormOpened({ key: `${formType}-form`, formType, studyKey, language: 'en' }));
  }
  const h = await startSagaHarness({
    ...(options.persisted ? { stored: { contactSubmission: options.persisted } } : {}),
    before,
    context: services,
    saga: contactSaga,
  });
  const state = () => h.store.getState();

  return {
    ...h,
    apiCalls: server.calls,
    /** What this page queued, in order. */
    get enqueued() {
      return outbox.written();
    },
    retried,
    outbox: { entries: outbox.entries },
    cookies,
    assign,
    log,
    enqueue: outbox.enqueue,
    deliver: (id: string) => outbox.deliver(id),
    deliverAll: outbox.deliverAll,
    attemptFailed: outbox.attemptFailed,
    reads: server.of,
    writesOf: outbox.writesOf,
    phase: () => selectContactForm(state()).submit.phase,
    because: () => selectContactForm(state()).submit.because,
    modal: () => selectContactForm(state()).modal,
    submission: () => state().contactSubmission.current,
    persisted: (): ContactSubmissionState => state().contactSubmission,
    goOffline: connection.goOffline,
    goOnline: () => {
      connection.goOnline();
      outbox.deliverAll();
    },
  };
}

/** The same page after a reload: what `before` stored (the submission) and the device's outbox. */
export function reloadedContactHarness(
  before: Awaited<ReturnType<typeof contactHarness>>,
  options: Omit<ContactHarnessOptions, 'outbox' | 'persisted'> = {},
) {
  return contactHarness({ ...options, outbox: before.outbox, persisted: before.persisted() });
}

export { flush } from './support/saga-harness';

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
