import { enqueueWrite } from '../../src/lib/outbox-client';
import { resumeChosen, startOverChosen } from '../../src/features/journey/journey-ui-slice';
import type { JourneyState } from '../../src/features/journey/journey-slice';
import type { ContactSubmission } from '../../src/features/contact-form/contact-submission-slice';
import { fetchTAResumingJourneyDetails, updateParticipantStatus } from '../../src/shared/contracts/journey';
import { addParticipant } from '../../src/shared/contracts/participant';
import { fakeApi, journeyHarness, settings, view, type StudyKey } from './journey-harness';

jest.mock('../../src/lib/outbox-client', () => {
  const actual = jest.requireActual('../../src/lib/outbox-client');
  return { ...actual, enqueueWrite: jest.fn(async () => ({ id: 'entry' })) };
});
const enqueue = enqueueWrite as jest.MockedFunction<typeof enqueueWrite>;
const callsOf = (name: string) => enqueue.mock.calls.filter(([contract]) => contract.name === name);

function saved(key: StudyKey, overrides: Partial<JourneyState> = {}): Partial<JourneyState> {
  const type = key === 'migraine-study' ? '01' : key === 'asthma-study' ? '02' : '03';
  return {
    guestRef: 'guest-1',
    browserId: 'browser-1',
    enrollmentId: 'enrol-1',
    potentialId: 'P-1',
    studyKey: key,
    tenantKey: `tenant-${key}`,
    journeyType: type,
    journeyStatus: 'Partial',
    journeyStep: 'contact-info',
    patientType: 'minor',
    language: 'en',
    rootPath: `/${key}`,
    sessionStartedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const home = (key: StudyKey, query = '') => view(`/${key}${query}`, { study: key, isHome: true });

describe('a returning visitor', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    enqueue.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('with a Partial journey and a saved step is offered resume or start over on the home page', async () => {
    const h = await journeyHarness({ journey: saved('asthma-study') });
    h.visit(home('asthma-study'));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.popup).toBe('resume-or-start-over');
    // The same enrolment continues meanwhile.
    await jest.advanceTimersByTimeAsync(300);
    expect(callsOf(addParticipant.name)[0]?.[1].body).toMatchObject({ enrollmentId: 'enrol-1' });
  });

  it('is not asked without a saved step, in another language, or on another study', async () => {
    const cases = [
      { journey: saved('asthma-study', { journeyStep: null }), page: home('asthma-study') },
      { journey: saved('asthma-study', { language: 'es' }), page: home('asthma-study') },
      { journey: saved('asthma-study', { journeyStatus: 'Completed' }), page: home('asthma-study') },
      { journey: saved('asthma-study'), page: home('migraine-study') },
      { journey: saved('asthma-study'), page: view('/asthma-study/adult', { study: 'asthma-study' }) },
    ];
    for (const { journey, page } of cases) {
      const h = await journeyHarness({ journey });
      h.visit(page);
      await jest.advanceTimersByTimeAsync(3_000);
      expect(h.store.getState().journeyUi.popup).toBeNull();
    }
  });

  it('Resume refreshes the details when online and goes to the saved step', async () => {
    const api = fakeApi({
      [fetchTAResumingJourneyDetails.name]: () => ({
        journeyStatus: 'Partial',
        journeyStep: 'pre-screener',
        enrollmentId: 'enrol-1',
        journeyType: '02',
        potentialId: 'P-1',
        studyKey: 'asthma-study',
        participantType: 'minor',
      }),
    });
    const h = await journeyHarness({ journey: saved('asthma-study'), services: { api: api.api } });
    h.visit(home('asthma-study', '?utm_source=x'));
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(resumeChosen());
    await jest.advanceTimersByTimeAsync(0);
    expect(api.calls).toEqual([
      {
        name: fetchTAResumingJourneyDetails.name,
        body: { tenantKey: 'tenant-asthma-study', guestRef: 'guest-1', selectedLanguage: 'en' },
      },
    ]);
    expect(h.store.getState().journeyUi.popup).toBeNull();
    expect(h.store.getState().journeyUi.navigation?.to).toBe('/asthma-study/minor?utm_source=x');
  });

  it('Resume offline (or a failed refresh) uses the saved step', async () => {
    const h = await journeyHarness({ journey: saved('migraine-study', { language: 'es' }) });
    h.visit(view('/es/migraine-study', { study: 'migraine-study', isHome: true }));
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(resumeChosen());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.navigation?.to).toBe('/es/migraine-study/contact-info/minor');
  });

  it('is not asked while this device still delivers the contact form of the journey (its pipeline leads on)', async () => {
    // Submitted offline, the browser closed, the home reopened: the persisted submission resumes
    // and takes the person to site selection; Start over or Resume would contradict it.
    const pending = { id: 's-1', enrollmentId: 'enrol-1', failed: false } as ContactSubmission;
    const h = await journeyHarness({
      journey: saved('asthma-study'),
      contactSubmission: { current: pending },
    });
    h.visit(home('asthma-study'));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(h.store.getState().journeyUi.popup).toBeNull();
    // A submission that failed for good is the person's to retry: the popup is offered again.
    const failed = await journeyHarness({
      journey: saved('asthma-study'),
      contactSubmission: { current: { ...pending, failed: true } },
    });
    failed.visit(home('asthma-study'));
    await jest.advanceTimersByTimeAsync(0);
    expect(failed.store.getState().journeyUi.popup).toBe('resume-or-start-over');
  });

  it('Resume after the contact details were sent goes on to site selection, never to the form already sent', async () => {
    const h = await journeyHarness({
      journey: saved('migraine-study'),
      contactSubmission: { savedEnrollments: ['enrol-1'] },
    });
    h.setOnline(false);
    h.visit(home('migraine-study'));
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(resumeChosen());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.navigation?.to).toBe('/migraine-study/site-selection/minor');
  });

  it('Start over: Terminated and inactive on the server, cookies and ids cleared, home reloaded with the query', async () => {
    const h = await journeyHarness({ journey: saved('asthma-study') });
    h.visit(home('asthma-study', '?utm_source=x&gclid=1'));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.cookies.jar.get('enrollmentID')?.value).toBe('enrol-1');
    h.store.dispatch(startOverChosen());
    await jest.advanceTimersByTimeAsync(0);
    const [status] = callsOf(updateParticipantStatus.name);
    expect(status?.[1].body).toEqual({
      potentialId: 'P-1',
      guestRef: 'guest-1',
      enrollmentId: 'enrol-1',
      isActiveEnrollment: 0,
      journeyStatus: 'Terminated',
    });
    expect(status?.[2].group).toBe('enrol-1');
    const journey = h.store.getState().journey;
    expect(journey).toMatchObject({
      enrollmentId: null,
      guestRef: null,
      browserId: null,
      journeyStatus: null,
    });
    for (const name of [
      'enrollmentID',
      'journeyStatus',
      'journeyStep',
      'journeyType',
      'tenantKey',
      'bx_guest_ref',
      'bx_browser_id',
    ]) {
      expect(h.cookies.jar.has(name)).toBe(false);
    }
    expect(h.reload).toHaveBeenCalledWith('/asthma-study?utm_source=x&gclid=1');
  });

  it('Start over keeps the guest reference and browser id of a signed-in visitor', async () => {
    const h = await journeyHarness({ journey: saved('asthma-study'), signedIn: true });
    h.visit(home('asthma-study'));
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(startOverChosen());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journey).toMatchObject({
      guestRef: 'guest-1',
      browserId: 'browser-1',
      enrollmentId: null,
    });
    expect(h.cookies.jar.get('bx_guest_ref')?.value).toBe('guest-1');
    expect(h.cookies.jar.has('enrollmentID')).toBe(false);
  });

  it('Start over of a prohibited enrolment keeps Re-registrationProhibited', async () => {
    const h = await journeyHarness({
      journey: saved('asthma-study', { journeyStatus: 'Re-registrationProhibited' }),
    });
    h.store.dispatch(startOverChosen());
    await jest.advanceTimersByTimeAsync(0);
    expect(callsOf(updateParticipantStatus.name)[0]?.[1].body).toMatchObject({
      journeyStatus: 'Re-registrationProhibited',
      isActiveEnrollment: 0,
    });
  });

  it.each(['asthma-study', 'knee-oa-study'] as const)(
    'disableResumeJourney on %s (journeys 02, 03): terminated and restarted without asking',
    async (key) => {
      const h = await journeyHarness({
        journey: saved(key),
        settings: settings({ disableResumeJourney: true }),
      });
      h.visit(home(key));
      await jest.advanceTimersByTimeAsync(300);
      expect(h.store.getState().journeyUi.popup).toBeNull();
      expect(callsOf(updateParticipantStatus.name)[0]?.[1].body).toMatchObject({
        enrollmentId: 'enrol-1',
        journeyStatus: 'Terminated',
        isActiveEnrollment: 0,
      });
      const fresh = h.store.getState().journey;
      expect(fresh.enrollmentId).not.toBe('enrol-1');
      expect(fresh.guestRef).not.toBe('guest-1');
      expect(fresh).toMatchObject({ journeyStatus: 'Partial', journeyStep: null, studyKey: key });
      expect(callsOf(addParticipant.name)[0]?.[1].body).toMatchObject({ enrollmentId: fresh.enrollmentId });
      expect(h.reload).not.toHaveBeenCalled();
    },
  );

  it('disableResumeJourney never applies to journey 01: resume is offered', async () => {
    const h = await journeyHarness({
      journey: saved('migraine-study'),
      settings: settings({ disableResumeJourney: true }),
    });
    h.visit(home('migraine-study'));
    await jest.advanceTimersByTimeAsync(300);
    expect(h.store.getState().journeyUi.popup).toBe('resume-or-start-over');
    expect(callsOf(updateParticipantStatus.name)).toHaveLength(0);
  });
});
