import {
  assignLocation,
  browserIsOnline,
  documentCookies,
  waitForWindowOnline,
} from '../shared/browser-effects';
import { readStoredWrite } from '../outbox/outbox-stored-write';
import { writeDefaults } from '../outbox/write-defaults';
import type { ServiceDefaults } from '../shared/saga-services';

/**
 * The contact-form sagas' real services: the outbox writes, reads of stored writes, the online
 * state, cookies and page loads. The bot check is off unless a test (or a page) provides one.
 */
export const contactDefaults = {
  ...writeDefaults,
  readWrite: () => readStoredWrite,
  isOnline: () => browserIsOnline,
  waitForOnline: () => waitForWindowOnline,
  botCheck: () => null,
  cookies: documentCookies,
  assign: () => assignLocation,
} satisfies ServiceDefaults;
