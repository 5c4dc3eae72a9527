import { enqueueWrite } from '../../src/lib/outbox-client';
import { NetworkError } from '../../src/lib/api-client';
import { connectionChanged } from '../../src/features/offline/outbox-slice';
import { popupClosed, resumeConfirmed } from '../../src/features/journey/journey-ui-slice';
import { getResumeJourneyDetails } from '../../src/shared/contracts/journey';
import { resumeJourney } from '../../src/shared/contracts/journey-resume';
import { fakeApi, journeyHarness, view, type ApiHandler } from './journey-harness';

jest.mock('../../src/lib/outbox-client', () => {
  const actual = jest.requireActual('../../src/lib/outbox-client');
  return { ...actual, enqueueWrite: jest.fn(async () => ({ id: 'entry' })) };
});
const enqueue = enqueueWrite as jest.MockedFunction<typeof enqueueWrite>;

const TOKEN = 'T'.repeat(43);

function details(overrides: Record<string, unknown> = {}) {
  return {
    guestRef: 'guest-from-mail',
    journeyStep: 'contact-info',
    journeyStatus: 'Partial',
    enrollmentId: 'enrol-from-mail',
    journeyType: '02',
    browserId: 'browser-from-mail',
    potentialId: 'P-77',
    isEnrollmentExpired: false,
    isLinkExpired: false,
    studyKey: 'asthma-study',
    participantType: 'caregiver',
    language: 'en',
    tenantKey: 'tenant-asthma-study',
    ...overrides,
  };
}

/** The read names nobody: the ids come with the person's Continue. */
const readOf = (answer: Record<string, unknown>) => ({
  ...answer,
  guestRef: null,
  enrollmentId: null,
  browserId: null,
  potentialId: null,
});

const SCREENER = {
  status: 'qualified',
  protocols: ['AST-204'],
  zipCode: '60611',
  dob: { day: '1', month: '1', year: '1985' },
};

/** ResumeJourney's answer: the journey with what the server knows of it. */
function continued(overrides: Record<string, unknown> = {}) {
  return { ...details(), screener: SCREENER, contactGiven: false, ...overrides };
}

async function withAnswer(handler: ApiHandler, onContinue: ApiHandler = () => continued()) {
  const api = fakeApi({
    [getResumeJourneyDetails.name]: async (body) => readOf((await handler(body)) as Record<string, unknown>),
    [resumeJourney.name]: onContinue,
  });
  const h = await journeyHarness({ services: { api: api.api } });
  return { ...h, apiCalls: api.calls };
}

const openLink = (
  h: Awaited<ReturnType<typeof journeyHarness>>,
  path = `/asthma-study?utm_source=mail&resumeJourneyToken=${TOKEN}`,
) => h.visit(view(path, { study: 'asthma-study', isHome: true }));

describe('a resume link', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    enqueue.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('takes the token out of the address at once and asks for the details', async () => {
    const h = await withAnswer(() => details());
    openLink(h);
    expect(h.store.getState().journeyUi.navigation).toMatchObject({
      to: '/asthma-study?utm_source=mail',
      replace: true,
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(h.apiCalls).toEqual([
      {
        name: getResumeJourneyDetails.name,
        body: { resumeJourneyToken: TOKEN, resumeEnrollmentExprirationDays: 45 },
      },
    ]);
    expect(h.store.getState().journey.pendingResumeToken).toBeNull();
  });

  it('(a) opens the resume modal and changes nothing until the person confirms', async () => {
    const h = await withAnswer(() => details());
    openLink(h);
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.popup).toBe('resume-journey');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(h.store.getState().journey.enrollmentId).not.toBe('enrol-from-mail');
    expect(h.store.getState().journeyUi.popup).toBe('resume-journey');
  });

  it('(a) declining closes the modal and keeps the local journey', async () => {
    const h = await withAnswer(() => details());
    openLink(h);
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(popupClosed());
    await jest.advanceTimersByTimeAsync(5_000);
    expect(h.store.getState().journey.guestRef).not.toBe('guest-from-mail');
  });

  it('(a) confirmed: adopts the journey, Partial, guest-id cookie after 2 s, then the step URL', async () => {
    const h = await withAnswer(() => details());
    openLink(h);
    await jest.advanceTimersByTimeAsync(0);
    const oldGuest = h.store.getState().journey.guestRef;
    h.store.dispatch(resumeConfirmed());
    await jest.advanceTimersByTimeAsync(0);
    const journey = h.store.getState().journey;
    expect(journey).toMatchObject({
      guestRef: 'guest-from-mail',
      enrollmentId: 'enrol-from-mail',
      journeyType: '02',
      potentialId: 'P-77',
      browserId: 'browser-from-mail',
      journeyStatus: 'Partial',
      journeyStep: 'contact-info',
      patientType: 'caregiver',
    });
    expect(h.store.getState().journeyUi.popup).toBeNull();
    expect(h.store.getState().journeyUi.navigation?.to).toBe(
      '/asthma-study/contact-info/caregiver?utm_source=mail',
    );
    expect(h.cookies.jar.get('enrollmentID')?.value).toBe('enrol-from-mail');
    expect(h.cookies.jar.get('journeyStatus')?.value).toBe('Partial');
    expect(h.cookies.jar.get('bx_guest_ref')?.value).toBe(oldGuest);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(h.cookies.jar.get('bx_guest_ref')?.value).toBe(oldGuest);
    await jest.advanceTimersByTimeAsync(1);
    expect(h.cookies.jar.get('bx_guest_ref')?.value).toBe('guest-from-mail');
  });

  it('(a) a link opened elsewhere than the study page still resumes in its language', async () => {
    const h = await withAnswer(
      () => details({ language: 'es', journeyStep: 'participant-type' }),
      () => continued({ language: 'es', journeyStep: 'participant-type', screener: null }),
    );
    h.visit(view(`/?resumeJourneyToken=${TOKEN}`, { study: null, isHome: true }));
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(resumeConfirmed());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.navigation?.to).toBe('/es/asthma-study/participant-type');
  });

  it('(a) Continue uses the link up with one key, and brings over the questionnaire result', async () => {
    const h = await withAnswer(() => details());
    openLink(h);
    await jest.advanceTimersByTimeAsync(0);
    expect(h.apiCalls.map((c) => c.name)).toEqual([getResumeJourneyDetails.name]);
    h.store.dispatch(resumeConfirmed());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.apiCalls.map((c) => c.name)).toEqual([getResumeJourneyDetails.name, resumeJourney.name]);
    expect(h.apiCalls[1]?.body).toEqual({ resumeJourneyToken: TOKEN, resumeEnrollmentExprirationDays: 45 });
    // The contact form's checks and prefill need it; without it its next steps are refused.
    expect(h.store.getState().contactSubmission.screener).toEqual(SCREENER);
    expect(h.store.getState().contactSubmission.savedEnrollments).toEqual([]);
  });

  it('(a) contact details already given elsewhere: site selection, never the form again', async () => {
    const h = await withAnswer(
      () => details(),
      () => continued({ journeyStep: 'site-selection', contactGiven: true }),
    );
    openLink(h);
    await jest.advanceTimersByTimeAsync(0);
    h.store.dispatch(resumeConfirmed());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.navigation?.to).toBe(
      '/asthma-study/site-selection/caregiver?utm_source=mail',
    );
    expect(h.store.getState().contactSubmission.savedEnrollments).toEqual(['enrol-from-mail']);
  });

  it('(a) a link used up on another device meanwhile: the expired popup, the local journey kept', async () => {
    const h = await withAnswer(
      () => details(),
      () => ({
        ...readOf(details({ journeyStatus: null, isLinkExpired: true })),
        screener: null,
        contactGiven: false,
      }),
    );
    openLink(h);
    await jest.advanceTimersByTimeAsync(0);
    const before = h.store.getState().journey.enrollmentId;
    h.store.dispatch(resumeConfirmed());
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.popup).toBe('expired');
    expect(h.store.getState().journey.enrollmentId).toBe(before);
  });

  it('(b) Completed: the completed popup after 1 s; the journey and status cookie are not touched', async () => {
    const h = await withAnswer(() => details({ journeyStatus: 'Completed' }));
    openLink(h);
    await jest.advanceTimersByTimeAsync(999);
    expect(h.store.getState().journeyUi.popup).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(h.store.getState().journeyUi.popup).toBe('completed');
    expect(h.store.getState().journey.enrollmentId).not.toBe('enrol-from-mail');
  });

  it('(c) Terminated (and Re-registrationProhibited): the terminated popup', async () => {
    for (const status of ['Terminated', 'Re-registrationProhibited']) {
      const h = await withAnswer(() => details({ journeyStatus: status }));
      openLink(h);
      await jest.advanceTimersByTimeAsync(0);
      expect(h.store.getState().journeyUi.popup).toBe('terminated');
    }
  });

  it('otherwise the expired-link popup: link or enrolment expired, unknown or malformed token', async () => {
    const answers = [
      details({ isLinkExpired: true }),
      details({ isEnrollmentExpired: true }),
      details({ journeyStatus: null, guestRef: null, enrollmentId: null, isLinkExpired: true }),
    ];
    for (const answer of answers) {
      const h = await withAnswer(() => answer);
      openLink(h);
      await jest.advanceTimersByTimeAsync(0);
      expect(h.store.getState().journeyUi.popup).toBe('expired');
    }
    const malformed = await withAnswer(() => details());
    openLink(malformed, '/asthma-study?resumeJourneyToken=short');
    await jest.advanceTimersByTimeAsync(0);
    expect(malformed.store.getState().journeyUi.popup).toBe('expired');
    expect(malformed.apiCalls).toHaveLength(0);
  });

  it('a failure hides the loader and does nothing else', async () => {
    const h = await withAnswer(() => {
      throw new Error('500');
    });
    openLink(h);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(h.store.getState().journeyUi.loader).toBe(false);
    expect(h.store.getState().journeyUi.popup).toBeNull();
    expect(h.store.getState().journeyUi.resumeOffline).toBe(false);
  });

  it('offline: says so, keeps the token, and asks again when the connection is back', async () => {
    let reachable = false;
    const h = await withAnswer(() => {
      if (!reachable) throw new NetworkError('contacts/GetResumeJourneyDetails', 'ERR_NETWORK');
      return details({ journeyStatus: 'Terminated' });
    });
    h.setOnline(false);
    openLink(h);
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.resumeOffline).toBe(true);
    expect(h.store.getState().journey.pendingResumeToken).toBe(TOKEN);
    reachable = true;
    h.setOnline(true);
    h.store.dispatch(connectionChanged({ online: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.resumeOffline).toBe(false);
    expect(h.store.getState().journeyUi.popup).toBe('terminated');
    expect(h.store.getState().journey.pendingResumeToken).toBeNull();
  });

  it('a link kept from an offline visit is tried again when the app starts', async () => {
    const api = fakeApi({ [getResumeJourneyDetails.name]: () => details({ journeyStatus: 'Completed' }) });
    const h = await journeyHarness({ journey: { pendingResumeToken: TOKEN }, services: { api: api.api } });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(api.calls).toHaveLength(1);
    expect(h.store.getState().journeyUi.popup).toBe('completed');
  });

  it('does not offer the returning-visitor popup at the same time', async () => {
    const api = fakeApi({ [getResumeJourneyDetails.name]: () => details() });
    const h = await journeyHarness({
      services: { api: api.api },
      journey: {
        guestRef: 'g',
        enrollmentId: 'e',
        studyKey: 'asthma-study',
        tenantKey: 'tenant-asthma-study',
        journeyType: '02',
        journeyStatus: 'Partial',
        journeyStep: 'participant-type',
        language: 'en',
      },
    });
    openLink(h);
    // The address without the token is a new view of the home page.
    h.visit(view('/asthma-study?utm_source=mail', { study: 'asthma-study', isHome: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(h.store.getState().journeyUi.popup).toBe('resume-journey');
  });
});
