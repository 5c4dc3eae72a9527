import type { JourneyState } from '../../src/features/journey/journey-slice';
import { siteSettingsReceived } from '../../src/features/site-settings/site-settings-slice';
import '../../src/features/success/health-data-slice';
import { successDetailsLoaded, type SuccessDetails } from '../../src/features/success/success-slice';
import type { ConnectOutcome, ConnectSession } from '../../src/lib/health-data/connect-types';
import { healthDataSaga } from '../../sagas/success/health-data-share';
import type { SagaServices } from '../../sagas/shared/saga-services';
import { fakeApi, settings, type ApiHandler } from './journey-harness';
import { fakeOutbox, memorySession, startSagaHarness } from './support/saga-harness';

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

/** The health-data saga on the real store, with fake effects (API, outbox, connect widget, session). */
export async function healthHarness(
  options: {
    handlers?: Record<string, ApiHandler>;
    connect?: (s: ConnectSession) => Promise<ConnectOutcome>;
    withDetails?: boolean;
  } = {},
) {
  const { api, calls } = fakeApi(options.handlers ?? {});
  const session = memorySession();
  // The server has not answered the write yet: what the saga queued is what matters here.
  const outbox = fakeOutbox({ dispatch: (action) => h.store.dispatch(action), answer: () => 'hold' });
  const connect = jest.fn(
    options.connect ?? (async (): Promise<ConnectOutcome> => ({ status: 'Connected', humanId: 'h-1' })),
  );
  const services: Partial<SagaServices> = {
    api,
    connect,
    enqueue: outbox.enqueue as unknown as SagaServices['enqueue'],
    session,
    origin: () => 'http://localhost',
    log: () => undefined,
  };
  const h = await startSagaHarness({
    stored: { journey },
    before: [
      siteSettingsReceived(settings()),
      ...(options.withDetails === false
        ? []
        : [successDetailsLoaded({ enrollmentId: ENROLLMENT, details: details() })]),
    ],
    context: services,
    saga: healthDataSaga,
  });
  return {
    ...h,
    calls,
    /** The writes the saga queued: call name and body. */
    get enqueued() {
      return outbox.written().map(({ name, body }) => ({ name, body }));
    },
    connect,
    sessionValues: session.values,
  };
}
