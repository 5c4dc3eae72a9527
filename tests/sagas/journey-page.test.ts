import { enqueueWrite, OutboxQuotaError } from '../../src/lib/outbox-client';
import {
  participantTypeSubmitted,
  resumeLinkRequestChanged,
  resumeLinkRequested,
} from '../../src/features/journey/journey-ui-slice';
import { entryChanged, entryDelivered } from '../../src/features/offline/outbox-slice';
import type { OutboxEntrySummary } from '../../src/shared/outbox/outbox-entry';
import type { JourneyState } from '../../src/features/journey/journey-slice';
import {
  addGlobalSettingsToDataExtension,
  sendResumeJourneyLink,
  updateParticipantType,
} from '../../src/shared/contracts/journey';
import { journeyHarness, view } from './journey-harness';

jest.mock('../../src/lib/outbox-client', () => {
  const actual = jest.requireActual('../../src/lib/outbox-client');
  return { ...actual, enqueueWrite: jest.fn(async () => ({ id: 'entry' })) };
});
const enqueue = enqueueWrite as jest.MockedFunction<typeof enqueueWrite>;
const callsOf = (name: string) => enqueue.mock.calls.filter(([contract]) => contract.name === name);

const asthma: Partial<JourneyState> = {
  guestRef: 'guest-1',
  enrollmentId: 'enrol-1',
  potentialId: 'P-1',
  studyKey: 'asthma-study',
  tenantKey: 'tenant-asthma-study',
  journeyType: '02',
  journeyStatus: 'Partial',
  language: 'en',
  rootPath: '/asthma-study',
};

/** The outbox's summary of the "Email me a link" request, after an attempt that met `lastError`. */
function resumeLinkEntry(lastError?: OutboxEntrySummary['lastError']): OutboxEntrySummary {
  return {
    id: 'entry',
    callName: sendResumeJourneyLink.name,
    group: 'enrol-1',
    label: 'Resume link requested',
    state: 'saved',
    attempts: 1,
    createdAt: Date.now(),
    nextAttemptAt: Date.now(),
    ...(lastError ? { lastError } : {}),
  };
}

describe('journey pages', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    enqueue.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it.each([
    '/asthma-study/adult',
    '/asthma-study/minor',
    '/asthma-study/caregiver',
    '/asthma-study/participant-type',
    '/asthma-study/contact-info/minor',
  ])('%s before the flow started goes back to the study home after 500 ms', async (path) => {
    const h = await journeyHarness();
    h.visit(view(`${path}?utm_source=x`, { study: 'asthma-study' }));
    await jest.advanceTimersByTimeAsync(499);
    expect(h.store.getState().journeyUi.navigation).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(h.store.getState().journeyUi.navigation).toMatchObject({
      to: '/asthma-study?utm_source=x',
      replace: true,
    });
  });

  it('sends a Spanish visitor to the Spanish home, and not when they leave first', async () => {
    const h = await journeyHarness();
    h.visit(view('/es/asthma-study/adult', { study: 'asthma-study' }));
    await jest.advanceTimersByTimeAsync(500);
    expect(h.store.getState().journeyUi.navigation?.to).toBe('/es/asthma-study');
    const left = await journeyHarness();
    left.visit(view('/asthma-study/adult', { study: 'asthma-study' }));
    await jest.advanceTimersByTimeAsync(200);
    left.visit(view('/about', { study: null }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(left.store.getState().journeyUi.navigation).toBeNull();
  });

  it('does not redirect a started flow, nor a study page outside the flow', async () => {
    const started = await journeyHarness({ journey: asthma });
    started.visit(view('/asthma-study/adult', { study: 'asthma-study' }));
    const other = await journeyHarness();
    other.visit(view('/asthma-study/about', { study: 'asthma-study' }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(started.store.getState().journeyUi.navigation).toBeNull();
    expect(other.store.getState().journeyUi.navigation).toBeNull();
  });

  it('records the step and patient type of a flow page and tells the server the new step', async () => {
    const h = await journeyHarness({ journey: asthma });
    h.visit(view('/asthma-study/caregiver', { study: 'asthma-study' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journey).toMatchObject({
      journeyStep: 'pre-screener',
      patientType: 'caregiver',
    });
    expect(callsOf(addGlobalSettingsToDataExtension.name)[0]?.[1].body).toMatchObject({
      journeyStep: 'pre-screener',
      enrollmentId: 'enrol-1',
    });
    expect(h.cookies.jar.get('journeyStep')?.value).toBe('pre-screener');
    // The same step again sends nothing more.
    h.visit(view('/asthma-study/caregiver', { study: 'asthma-study' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(callsOf(addGlobalSettingsToDataExtension.name)).toHaveLength(1);
  });

  it('participant type: reports the type, then goes to the link with the allowed query only', async () => {
    const h = await journeyHarness({ journey: asthma });
    h.visit(view('/asthma-study/participant-type?utm_source=a&gclid=b&other=c', { study: 'asthma-study' }));
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(participantTypeSubmitted({ patientType: 'minor', link: '/asthma-study/minor' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(callsOf(updateParticipantType.name)[0]?.[1].body).toEqual({
      potentialId: 'P-1',
      enrollmentId: 'enrol-1',
      tenantKey: 'tenant-asthma-study',
      participantType: 'minor',
    });
    expect(h.store.getState().journey.patientType).toBe('minor');
    expect(h.store.getState().journeyUi.navigation?.to).toBe('/asthma-study/minor?utm_source=a');
  });

  it('participant type in preview mode only follows the link', async () => {
    const h = await journeyHarness({ journey: asthma });
    h.visit(view('/asthma-study/participant-type?sc_mode=preview', { study: 'asthma-study' }));
    h.store.dispatch(participantTypeSubmitted({ patientType: 'adult', link: '/asthma-study/adult' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(callsOf(updateParticipantType.name)).toHaveLength(0);
    expect(h.store.getState().journeyUi.navigation?.to).toBe('/asthma-study/adult');
  });

  it('"Email me a link": SendResumeJourneyLink through the outbox, then sent (or queued offline)', async () => {
    const h = await journeyHarness({ journey: asthma });
    h.visit(view('/asthma-study/participant-type', { study: 'asthma-study' }));
    h.store.dispatch(resumeLinkRequested({ email: ' ana@example.org ' }));
    await jest.advanceTimersByTimeAsync(0);
    const [call] = callsOf(sendResumeJourneyLink.name);
    expect(call?.[1].body).toEqual({
      email: 'ana@example.org',
      enrollmentId: 'enrol-1',
      guestRef: 'guest-1',
      tenantKey: 'tenant-asthma-study',
      studyKey: 'asthma-study',
      language: 'en',
    });
    expect(call?.[2]).toMatchObject({ group: 'enrol-1', label: 'Resume link requested' });
    expect(h.store.getState().journeyUi.resumeLinkRequest).toBe('sent');
    h.setOnline(false);
    h.store.dispatch(resumeLinkRequested({ email: 'ana@example.org' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.resumeLinkRequest).toBe('queued');
  });

  it('"Email me a link": when an attempt met a server error, says the server had a problem, not offline', async () => {
    const h = await journeyHarness({ journey: asthma });
    h.visit(view('/asthma-study/participant-type', { study: 'asthma-study' }));
    h.setOnline(false);
    h.store.dispatch(resumeLinkRequested({ email: 'ana@example.org' }));
    await jest.advanceTimersByTimeAsync(0);
    // Queued offline, an attempt without an answer: still offline.
    h.store.dispatch(entryChanged(resumeLinkEntry({ message: 'network' })));
    expect(h.store.getState().journeyUi).toMatchObject({ resumeLinkRequest: 'queued' });
    expect(h.store.getState().journeyUi.resumeLinkRequestBecause ?? 'offline').toBe('offline');
    // Back online, the server answers 503: the request is kept, the server had a problem.
    h.setOnline(true);
    h.store.dispatch(entryChanged(resumeLinkEntry({ status: 503, message: 'Service Unavailable' })));
    expect(h.store.getState().journeyUi).toMatchObject({
      resumeLinkRequest: 'queued',
      resumeLinkRequestBecause: 'server',
    });
    h.store.dispatch(entryDelivered({ id: 'entry', callName: sendResumeJourneyLink.name, group: 'enrol-1' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.resumeLinkRequest).toBe('sent');
    expect(h.store.getState().journeyUi.resumeLinkRequestBecause).toBeUndefined();
  });

  it('"Email me a link": sent online, then a server error says the server had a problem; leaving stops it', async () => {
    const h = await journeyHarness({ journey: asthma });
    h.visit(view('/asthma-study/participant-type', { study: 'asthma-study' }));
    h.store.dispatch(resumeLinkRequested({ email: 'ana@example.org' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.resumeLinkRequest).toBe('sent');
    h.store.dispatch(entryChanged(resumeLinkEntry({ status: 500, message: 'Internal Server Error' })));
    expect(h.store.getState().journeyUi).toMatchObject({
      resumeLinkRequest: 'queued',
      resumeLinkRequestBecause: 'server',
    });
    h.store.dispatch(resumeLinkRequestChanged({ status: 'idle' }));
    h.store.dispatch(entryDelivered({ id: 'entry', callName: sendResumeJourneyLink.name, group: 'enrol-1' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.resumeLinkRequest).toBe('idle');
  });

  it('"Email me a link" fails plainly without a journey or when the device is full', async () => {
    const none = await journeyHarness();
    none.store.dispatch(resumeLinkRequested({ email: 'ana@example.org' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(none.store.getState().journeyUi.resumeLinkRequest).toBe('failed');
    const full = await journeyHarness({ journey: asthma });
    full.visit(view('/asthma-study/participant-type', { study: 'asthma-study' }));
    await jest.advanceTimersByTimeAsync(0);
    enqueue.mockRejectedValueOnce(new OutboxQuotaError(sendResumeJourneyLink.name));
    full.store.dispatch(resumeLinkRequested({ email: 'ana@example.org' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(full.store.getState().journeyUi.resumeLinkRequest).toBe('failed');
    expect(full.store.getState().outbox.storageFull).toBe(true);
  });
});

describe('journey cookies', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('mirror the journey with the lifetime of resumeEnrollmentExpirationDays', async () => {
    const h = await journeyHarness();
    h.visit(view('/asthma-study', { study: 'asthma-study', isHome: true }));
    await jest.advanceTimersByTimeAsync(0);
    const journey = h.store.getState().journey;
    const expected = {
      bx_guest_ref: journey.guestRef,
      bx_browser_id: journey.browserId,
      enrollmentID: journey.enrollmentId,
      journeyStatus: 'Partial',
      journeyType: '02',
      tenantKey: 'tenant-asthma-study',
    };
    for (const [name, value] of Object.entries(expected)) {
      const cookie = h.cookies.jar.get(name);
      expect(cookie?.value).toBe(value);
      expect(cookie?.maxAgeSeconds).toBe(45 * 86_400);
      expect(cookie?.attributes).toEqual(expect.arrayContaining(['path=/', 'SameSite=Lax']));
    }
    expect(h.cookies.jar.has('journeyStep')).toBe(false);
    expect(h.cookies.jar.get('language')?.maxAgeSeconds).toBe(1_000_000 * 86_400);
  });
});
