import { browserSessionValues } from '../shared/browser-effects';
import { newProfileSessionToken } from '../shared/profile-token';
import { contactDefaults } from '../contact/contact-defaults';
import type { ServiceDefaults } from '../shared/saga-services';

/** The registration's real services: the contact pipeline's, the profile token and its maker. */
export const registrationDefaults = {
  api: contactDefaults.api,
  enqueue: contactDefaults.enqueue,
  retryNow: contactDefaults.retryNow,
  readWrite: contactDefaults.readWrite,
  randomId: contactDefaults.randomId,
  isOnline: contactDefaults.isOnline,
  cookies: contactDefaults.cookies,
  log: contactDefaults.log,
  session: () => browserSessionValues,
  newSessionToken: () => newProfileSessionToken,
} satisfies ServiceDefaults;
