import { browserSessionValues, type SessionValues } from '../shared/browser-effects';
import { contactDeps, type ContactSagaDeps } from '../contact/contact-deps';
import { newProfileSessionToken } from '../shared/profile-token';

/**
 * The registration sagas' effects, injectable so tests drive them without a browser. The outbox,
 * API, cookie and online effects are the contact pipeline's (the same writes, the same outbox).
 */
export interface RegistrationSagaDeps extends Pick<
  ContactSagaDeps,
  'api' | 'enqueue' | 'retryNow' | 'readWrite' | 'randomId' | 'isOnline' | 'cookies' | 'log'
> {
  /** Where the profile session token is kept (sessionStorage). */
  session: SessionValues;
  /** A new profile session token (made when the person submits). */
  newSessionToken: () => string;
}

export function registrationDeps(overrides: Partial<RegistrationSagaDeps> = {}): RegistrationSagaDeps {
  const base = contactDeps(overrides);
  return {
    get api() {
      return base.api;
    },
    enqueue: base.enqueue,
    retryNow: base.retryNow,
    readWrite: base.readWrite,
    randomId: base.randomId,
    isOnline: base.isOnline,
    cookies: base.cookies,
    log: base.log,
    session: overrides.session ?? browserSessionValues,
    newSessionToken: overrides.newSessionToken ?? newProfileSessionToken,
  };
}
