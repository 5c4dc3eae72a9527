import {
  advanceStep,
  classifyResume,
  mergeStoredStatus,
  newVisit,
  reachOutcome,
  returningVisitAction,
  startOver,
  startOverStatus,
  statusCookieOnResume,
  type JourneySnapshot,
  type ResumeDetails,
  type ReturningVisit,
} from '../../../src/shared/domain/journey-transitions';
import { JOURNEY_STATUSES, type JourneyStatus } from '../../../src/shared/domain/journey-status';

const partial: JourneySnapshot = {
  journeyStatus: 'Partial',
  journeyStep: 'pre-screener',
  isActiveEnrollment: 0,
  guestType: 'visitor',
};

describe('journey transitions', () => {
  it('starts a new visit as Partial with no step, inactive, keeping a customer a customer', () => {
    expect(newVisit()).toEqual({
      journeyStatus: 'Partial',
      journeyStep: null,
      isActiveEnrollment: 0,
      guestType: 'visitor',
    });
    expect(newVisit('customer').guestType).toBe('customer');
  });

  it('records a step only while Partial', () => {
    expect(advanceStep(partial, 'contact-info').journeyStep).toBe('contact-info');
    const completed = { ...partial, journeyStatus: 'Completed' as const, journeyStep: null };
    expect(advanceStep(completed, 'contact-info')).toBe(completed);
  });

  it('completes at an outcome: step cleared, active, customer, older enrolments deactivated', () => {
    expect(reachOutcome(partial)).toEqual({
      journeyStatus: 'Completed',
      journeyStep: null,
      isActiveEnrollment: 1,
      guestType: 'customer',
      deActivateExistingEnrollment: true,
    });
  });

  it.each([
    {
      signedIn: false,
      cleared: [
        'enrollmentID',
        'journeyStatus',
        'journeyStep',
        'journeyType',
        'tenantKey',
        'bx_guest_ref',
        'bx_browser_id',
      ],
    },
    { signedIn: true, cleared: ['enrollmentID', 'journeyStatus', 'journeyStep', 'journeyType', 'tenantKey'] },
  ])(
    'start over (signed in: $signedIn) terminates, deactivates and clears cookies',
    ({ signedIn, cleared }) => {
      const result = startOver({ ...partial, isActiveEnrollment: 1 }, { signedIn });
      expect(result.snapshot).toMatchObject({
        journeyStatus: 'Terminated',
        journeyStep: null,
        isActiveEnrollment: 0,
      });
      expect(result.clearCookies).toEqual(cleared);
      expect(result.clearIdentity).toBe(!signedIn);
    },
  );

  it.each<[JourneyStatus | null, boolean, JourneyStatus]>([
    ['Partial', false, 'Terminated'],
    [null, false, 'Terminated'],
    ['Completed', false, 'Terminated'],
    ['Partial', true, 'Re-registrationProhibited'],
    ['Re-registrationProhibited', false, 'Re-registrationProhibited'],
  ])('start over from %s (prohibited %s) leaves %s', (current, prohibited, expected) => {
    expect(startOverStatus(current, prohibited)).toBe(expected);
  });

  // current → requested → kept
  it.each<[JourneyStatus | null, JourneyStatus, JourneyStatus]>([
    [null, 'Partial', 'Partial'],
    ['Partial', 'Completed', 'Completed'],
    ['Partial', 'Terminated', 'Terminated'],
    ['Completed', 'Partial', 'Completed'],
    ['Completed', 'Terminated', 'Terminated'],
    ['Completed', 'Completed', 'Completed'],
    ['Terminated', 'Partial', 'Terminated'],
    ['Terminated', 'Completed', 'Terminated'],
    ['Terminated', 'Re-registrationProhibited', 'Re-registrationProhibited'],
    ['Re-registrationProhibited', 'Terminated', 'Re-registrationProhibited'],
    ['Re-registrationProhibited', 'Partial', 'Re-registrationProhibited'],
  ])('the server keeps %s over a requested %s as %s', (current, requested, kept) => {
    expect(mergeStoredStatus(current, requested)).toBe(kept);
  });

  it('merging converges whatever order two reports arrive in, when one is an end state', () => {
    for (const a of JOURNEY_STATUSES) {
      expect(mergeStoredStatus(mergeStoredStatus('Partial', a), 'Partial')).toBe(a);
    }
  });

  it('stores a resumed Completed as Partial in the cookie, other statuses as they are', () => {
    expect(statusCookieOnResume('Completed')).toBe('Partial');
    expect(statusCookieOnResume('Partial')).toBe('Partial');
    expect(statusCookieOnResume('Terminated')).toBe('Terminated');
  });
});

function details(overrides: Partial<ResumeDetails>): ResumeDetails {
  return {
    journeyStatus: 'Partial',
    journeyStep: 'contact-info',
    isEnrollmentExpired: false,
    isLinkExpired: false,
    ...overrides,
  };
}

describe('resume-link cases', () => {
  it.each<[string, Partial<ResumeDetails>, string]>([
    ['a Partial, unexpired link', {}, 'resume-to-step'],
    ['a Partial whose link expired', { isLinkExpired: true }, 'expired'],
    ['a Partial whose enrolment expired', { isEnrollmentExpired: true }, 'expired'],
    ['a Completed enrolment', { journeyStatus: 'Completed' }, 'completed'],
    [
      'a Completed enrolment behind an expired link',
      { journeyStatus: 'Completed', isLinkExpired: true },
      'completed',
    ],
    ['a Terminated enrolment', { journeyStatus: 'Terminated' }, 'terminated'],
    ['a Re-registrationProhibited enrolment', { journeyStatus: 'Re-registrationProhibited' }, 'terminated'],
    [
      'a Terminated enrolment, expired',
      { journeyStatus: 'Terminated', isEnrollmentExpired: true },
      'terminated',
    ],
    ['an unknown token', { journeyStatus: null, journeyStep: null, isLinkExpired: true }, 'expired'],
    ['no status, unexpired', { journeyStatus: null }, 'expired'],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(classifyResume(details(overrides)).case).toBe(expected);
  });

  it('resumes to the saved step (home without one) and schedules the guest-id cookie after 2 s', () => {
    expect(classifyResume(details({}))).toEqual({
      case: 'resume-to-step',
      step: 'contact-info',
      statusCookie: 'Partial',
      guestIdCookieDelayMs: 2000,
    });
    expect(classifyResume(details({ journeyStep: null }))).toMatchObject({ step: 'home' });
    expect(classifyResume(details({ journeyStep: 'bogus' }))).toMatchObject({ step: 'home' });
  });

  it('opens the completed popup after 1 s and keeps the status cookie Completed', () => {
    expect(classifyResume(details({ journeyStatus: 'Completed' }))).toEqual({
      case: 'completed',
      popupDelayMs: 1000,
      statusCookie: 'Completed',
    });
  });
});

function visit(overrides: Partial<ReturningVisit>): ReturningVisit {
  return {
    journeyStatus: 'Partial',
    journeyStep: 'pre-screener',
    journeyType: '02',
    onHomePage: true,
    sameLanguage: true,
    disableResumeJourney: false,
    ...overrides,
  };
}

describe('returning visitor', () => {
  it.each<[string, Partial<ReturningVisit>, string]>([
    ['Partial with a step on home, same language', {}, 'offer-resume'],
    ['another language', { sameLanguage: false }, 'none'],
    ['not the home page', { onHomePage: false }, 'none'],
    ['no saved step', { journeyStep: null }, 'none'],
    ['the step is home', { journeyStep: 'home' }, 'none'],
    ['Completed', { journeyStatus: 'Completed' }, 'none'],
    ['Terminated', { journeyStatus: 'Terminated' }, 'none'],
    ['resume disabled, journey 02', { disableResumeJourney: true }, 'terminate-and-restart'],
    [
      'resume disabled, journey 03',
      { disableResumeJourney: true, journeyType: '03' },
      'terminate-and-restart',
    ],
    [
      'resume disabled, journey 01 (never disabled)',
      { disableResumeJourney: true, journeyType: '01' },
      'offer-resume',
    ],
    ['resume disabled, no step', { disableResumeJourney: true, journeyStep: null }, 'none'],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(returningVisitAction(visit(overrides))).toBe(expected);
  });
});
