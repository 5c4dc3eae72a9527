import { potentialIdReceived, started } from '../../src/features/journey/journey-slice';
import { pageViewed } from '../../src/features/journey/journey-ui-slice';
import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import type { SiteConfirmationState } from '../../src/features/site-selection/site-confirmation-slice';
import {
  selectSiteSelection,
  siteSelectionOpened,
  type SiteSelectionRef,
} from '../../src/features/site-selection/site-selection-slice';
import { ApiError } from '../../src/lib/api-client';
import type { SiteInfo, SponsorConsent } from '../../src/shared/contracts/site-info';
import { nextSteps, searchAnswer, siteInfo } from './site-selection-fixtures';
import { siteSelectionSaga } from '../../sagas/site-selection/site-selection';
import type { SagaServices } from '../../sagas/shared/saga-services';
import { fakeCookieJar } from './support/cookie-jar';
import { nextUuid } from './contact-harness';
import { settings, study, view, type StudyKey } from './journey-harness';
import {
  fakeApi,
  fakeConnection,
  fakeOutbox,
  flush,
  startSagaHarness,
  type ApiHandler as ReadHandler,
  type OutboxEntries,
} from './support/saga-harness';

export { nextSteps, searchAnswer, siteInfo } from './site-selection-fixtures';

export const GUEST = 'guest-1';
export const ENROLMENT = 'enrol-1';
export const POTENTIAL = 'potential-1';

type Answer = { response: unknown } | 'refuse' | 'hold';

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

export type { OutboxEntries };

export const refusal = (name = 'x') => new ApiError(name, 409, { title: 'Conflict' } as never);

/** The site-selection sagas on the real store, with a fake outbox, API, cookies and page loads. */
export async function siteSelectionHarness(options: SiteSelectionHarnessOptions = {}) {
  const studyKey = options.studyKey ?? 'migraine-study';
  const s = study(studyKey);
  const connection = fakeConnection(options.online ?? true);
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
  const server = fakeApi(reads, { isOnline: connection.isOnline });
  const outbox = fakeOutbox({
    dispatch: (action) => h.store.dispatch(action),
    answer: (write) => writes[write.name]?.(write.body) ?? { response: { updated: true, data: true } },
    isOnline: connection.isOnline,
    newKey: nextUuid,
    ...(options.reloadedFrom ? { entries: options.reloadedFrom.entries } : {}),
  });
  const cookies = fakeCookieJar();
  const assign = jest.fn();
  const setSessionFlag = jest.fn();
  const services: Partial<SagaServices> = {
    api: server.api,
    enqueue: outbox.enqueue as unknown as SagaServices['enqueue'],
    retryNow: outbox.retryNow,
    readWrite: outbox.readWrite,
    randomId: nextUuid,
    isOnline: connection.isOnline,
    waitForOnline: connection.waitForOnline,
    cookies,
    assign,
    // The life-link redirect's flag is the only session value these sagas write.
    session: { get: () => null, set: setSessionFlag },
    log: jest.fn(),
  };
  const h = await startSagaHarness({
    ...(options.reloadedFrom ? { stored: { siteConfirmation: options.reloadedFrom.confirmation } } : {}),
    before: [
      started({
        guestRef: GUEST,
        enrollmentId: ENROLMENT,
        study: { key: s.key, tenantKey: s.tenantKey, journeyType: s.journeyType },
        startedAt: new Date().toISOString(),
        language: 'en',
        rootPath: s.rootPath,
      }),
      potentialIdReceived({ enrollmentId: ENROLMENT, potentialId: POTENTIAL }),
      siteSettingsReceived(settings({ tenantKey: s.tenantKey })),
      pageViewed(view(`/${studyKey}/site-selection/adult${options.query ?? ''}`, { study: studyKey })),
    ],
    context: services,
    saga: siteSelectionSaga,
  });
  const open = () =>
    h.store.dispatch(
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
    ...h,
    calls: server.calls,
    get enqueued() {
      return outbox
        .written()
        .map(({ name, key, body, query, params }) => ({ name, key, body, query, params }));
    },
    cookies,
    assign,
    setSessionFlag,
    open,
    attemptFailed: outbox.attemptFailed,
    state: () => selectSiteSelection(h.store.getState()),
    entries: outbox.entries,
    confirmation: () => h.store.getState().siteConfirmation,
    reads: server.of,
    writesOf: outbox.writesOf,
    events: () => h.events().map((event) => event.name),
    goOffline: connection.goOffline,
    goOnline: () => {
      connection.goOnline();
      outbox.deliverAll();
    },
  };
}

/** The site-selection page opened and its sites loaded. */
export async function openedSiteSelection(options: SiteSelectionHarnessOptions = {}) {
  const h = await siteSelectionHarness(options);
  h.open();
  await flush();
  return h;
}

/** The same page after a reload: what `before` stored (its confirmation) and the device's outbox. */
export function reloadedSiteSelection(
  before: Awaited<ReturnType<typeof siteSelectionHarness>>,
  options: Omit<SiteSelectionHarnessOptions, 'reloadedFrom'> = {},
) {
  return siteSelectionHarness({
    ...options,
    reloadedFrom: { confirmation: before.confirmation(), entries: before.entries },
  });
}

export { flush };
