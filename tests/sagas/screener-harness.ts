import { started } from '../../src/features/journey/journey-slice';
import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import { frameOpened, type ScreenerFrame } from '../../src/features/screener/screener-slice';
import { demoItems, demoSiteSettings } from '../support/demo-content';
import { siteSettingsSchema } from '../../src/shared/content-model/site-settings';
import { studySettingsSchema, type StudySettings } from '../../src/shared/content-model/study';
import { screenerSaga } from '../../sagas/screener/screener';
import type { FrameEvent, SagaServices } from '../../sagas/shared/saga-services';
import { fakeApi, fakeConnection, fakeOutbox, startSagaHarness } from './support/saga-harness';

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
 * The screener sagas on the real store, with fakes: window messages, the outbox (enqueue and
 * retry-now; the server has not answered yet), the API and the connection.
 */
export async function startScreener(options: { answers?: Record<string, Answer> } = {}) {
  const listeners = new Set<(event: FrameEvent) => void>();
  const server = fakeApi(
    Object.fromEntries(
      Object.entries(options.answers ?? {}).map(([name, answer]) => [
        name,
        (input: { query?: unknown }) => answer((input.query ?? {}) as Record<string, unknown>),
      ]),
    ),
  );
  let entries = 0;
  const outbox = fakeOutbox({
    dispatch: (action) => h.store.dispatch(action),
    answer: () => 'hold',
    newKey: () => `entry-${(entries += 1)}`,
  });
  const connection = fakeConnection();
  const log = jest.fn();
  const services: Partial<SagaServices> = {
    api: server.api,
    enqueue: outbox.enqueue as unknown as SagaServices['enqueue'],
    retryNow: outbox.retryNow,
    windowMessages: (emit) => {
      listeners.add(emit);
      return () => listeners.delete(emit);
    },
    origin: () => ORIGIN,
    waitForOnline: connection.waitForOnline,
    log,
  };
  const h = await startSagaHarness({
    context: services,
    saga: screenerSaga,
  });
  const { store } = h;
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
    ...h,
    /** The reads as the server saw them: name, query and when. */
    get apiCalls(): ApiCall[] {
      return server.calls.map(({ name, query, at }) => ({
        name,
        query: (query ?? {}) as ApiCall['query'],
        at,
      }));
    },
    enqueue: outbox.enqueue,
    retryNow: outbox.retryNow,
    log,
    open,
    /** A window 'message' event from `origin`. */
    post: (data: unknown, origin = ORIGIN) => listeners.forEach((listener) => listener({ origin, data })),
    goOnline: connection.goOnline,
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

export { flush } from './support/saga-harness';
