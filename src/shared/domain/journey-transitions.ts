import { cookiesClearedOnStartOver, type CookieName } from './journey-cookies';
import { guestTypeFor, type GuestType } from './journey-roles';
import type { ActiveEnrollment, JourneyStatus, StartOverStatus } from './journey-status';
import { isResumeEnabled, type JourneyType } from './journey-types';
import { parseJourneyStep, type JourneyStep } from './journey-steps';
import { JOURNEY_TIMINGS } from './journey-timings';

/*
 * As pure functions: what a journey looks like after each event. Sagas apply these to the slice and cookies;
 * the server applies mergeStoredStatus to its rows.
 */

export interface JourneySnapshot {
  journeyStatus: JourneyStatus | null;
  journeyStep: JourneyStep | null;
  isActiveEnrollment: ActiveEnrollment;
  guestType: GuestType;
}

/**
 * A new visit starts as Partial with no step. isActiveEnrollment stays 0 until an outcome
 * marks the enrolment active; a guest who completed before stays a customer.
 */
export function newVisit(previousGuestType: GuestType = 'visitor'): JourneySnapshot {
  return { journeyStatus: 'Partial', journeyStep: null, isActiveEnrollment: 0, guestType: previousGuestType };
}

/** A step is recorded only while the journey is in progress. */
export function advanceStep(snapshot: JourneySnapshot, step: JourneyStep): JourneySnapshot {
  return snapshot.journeyStatus === 'Partial' ? { ...snapshot, journeyStep: step } : snapshot;
}

export interface OutcomeTransition extends JourneySnapshot {
  journeyStatus: 'Completed';
  isActiveEnrollment: 1;
  guestType: 'customer';
  /** Older enrolments of the guest are deactivated. */
  deActivateExistingEnrollment: true;
}

/** Reaching an outcome page: Completed, the step cleared, this enrolment active, the guest a customer. */
export function reachOutcome(snapshot: JourneySnapshot): OutcomeTransition {
  return {
    ...snapshot,
    journeyStatus: 'Completed',
    journeyStep: null,
    isActiveEnrollment: 1,
    guestType: 'customer',
    deActivateExistingEnrollment: true,
  };
}

/**
 * The status a start over leaves: Re-registrationProhibited when the enrolment is (or is to be
 * marked) prohibited from re-registering, Terminated otherwise.
 */
export function startOverStatus(current: JourneyStatus | null, prohibited = false): StartOverStatus {
  return prohibited || current === 'Re-registrationProhibited' ? 'Re-registrationProhibited' : 'Terminated';
}

export interface StartOverOptions {
  signedIn: boolean;
  reregistrationProhibited?: boolean;
}

export interface StartOverTransition {
  snapshot: JourneySnapshot & { journeyStatus: StartOverStatus; isActiveEnrollment: 0 };
  /** Journey cookies always; bx_guest_ref and bx_browser_id too unless signed in. */
  clearCookies: CookieName[];
  /** Whether the guest reference and browser id are forgotten (not signed in). */
  clearIdentity: boolean;
}

/** Start over (or abandonment): Terminated / Re-registrationProhibited, inactive, cookies cleared. */
export function startOver(snapshot: JourneySnapshot, options: StartOverOptions): StartOverTransition {
  return {
    snapshot: {
      ...snapshot,
      journeyStatus: startOverStatus(snapshot.journeyStatus, options.reregistrationProhibited),
      journeyStep: null,
      isActiveEnrollment: 0,
    },
    clearCookies: cookiesClearedOnStartOver(options.signedIn),
    clearIdentity: !options.signedIn,
  };
}

/**
 * The status the server keeps when asked to store `requested` over `current`: an outcome is
 * never undone by a late Partial, and a terminated enrolment stays terminated (it may only
 * become Re-registrationProhibited). Replays and out-of-order deliveries therefore converge.
 */
export function mergeStoredStatus(current: JourneyStatus | null, requested: JourneyStatus): JourneyStatus {
  switch (current) {
    case null:
    case 'Partial':
      return requested;
    case 'Completed':
      return requested === 'Partial' ? 'Completed' : requested;
    case 'Terminated':
      return requested === 'Re-registrationProhibited' ? requested : 'Terminated';
    case 'Re-registrationProhibited':
      return 'Re-registrationProhibited';
  }
}

/** The guest type after a status change (customer once completed, never back). */
export function guestTypeAfter(status: JourneyStatus, previous: GuestType): GuestType {
  return guestTypeFor(status, previous);
}

/** "A resumed status Completed is stored as Partial in the cookie." */
export function statusCookieOnResume(status: JourneyStatus): JourneyStatus {
  return status === 'Completed' ? 'Partial' : status;
}

/** The fields of the resume-details answer the decision depends on. */
export interface ResumeDetails {
  journeyStatus: JourneyStatus | null;
  journeyStep: string | null;
  isEnrollmentExpired: boolean;
  isLinkExpired: boolean;
}

export type ResumeDecision =
  /** (a) go to the saved step's URL ('home' when no step was saved) and mirror the journey in cookies. */
  | { case: 'resume-to-step'; step: JourneyStep; statusCookie: JourneyStatus; guestIdCookieDelayMs: number }
  /** (b) the completed-enrolment popup after 1 s; the status cookie is kept as Completed. */
  | { case: 'completed'; popupDelayMs: number; statusCookie: 'Completed' }
  /** (c) the terminated popup. */
  | { case: 'terminated' }
  /** Otherwise: the expired-link popup (also an unknown token). */
  | { case: 'expired' };

/**
 * Resume link, in the spec's order. Re-registrationProhibited is a start-over status, so it
 * gets the terminated popup like Terminated.
 */
export function classifyResume(details: ResumeDetails): ResumeDecision {
  const status = details.journeyStatus;
  const ended = status === 'Completed' || status === 'Terminated' || status === 'Re-registrationProhibited';
  if (status !== null && !details.isEnrollmentExpired && !details.isLinkExpired && !ended) {
    return {
      case: 'resume-to-step',
      step: parseJourneyStep(details.journeyStep) ?? 'home',
      statusCookie: statusCookieOnResume(status),
      guestIdCookieDelayMs: JOURNEY_TIMINGS.resumeGuestIdCookieDelayMs,
    };
  }
  if (status === 'Completed') {
    return {
      case: 'completed',
      popupDelayMs: JOURNEY_TIMINGS.completedPopupDelayMs,
      statusCookie: 'Completed',
    };
  }
  if (status === 'Terminated' || status === 'Re-registrationProhibited') return { case: 'terminated' };
  return { case: 'expired' };
}

export interface ReturningVisit {
  journeyStatus: JourneyStatus | null;
  journeyStep: string | null;
  journeyType: JourneyType | null;
  onHomePage: boolean;
  sameLanguage: boolean;
  disableResumeJourney: boolean;
}

/** What a returning visitor's saved journey leads to on a page load. */
export type ReturningVisitAction = 'offer-resume' | 'terminate-and-restart' | 'none';

/**
 * Decided on a home-page load only (elsewhere the journey simply continues): Partial + a
 * saved step + the same language offers resume / start over. When the site disables resume
 * (journeys 02 and 03 only) and a step exists, the old journey is terminated and a fresh one starts.
 */
export function returningVisitAction(visit: ReturningVisit): ReturningVisitAction {
  if (!visit.onHomePage || visit.journeyStatus !== 'Partial') return 'none';
  // 'home' is where the visitor already is: nothing to resume.
  const step = parseJourneyStep(visit.journeyStep);
  if (step === null || step === 'home') return 'none';
  if (visit.journeyType !== null && !isResumeEnabled(visit.journeyType, visit.disableResumeJourney)) {
    return 'terminate-and-restart';
  }
  return visit.sameLanguage ? 'offer-resume' : 'none';
}
