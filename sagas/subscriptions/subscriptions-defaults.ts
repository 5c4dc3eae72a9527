import {
  assignLocation,
  browserApi,
  browserSessionValues,
  documentCookies,
  warn,
} from '../shared/browser-effects';
import type { ServiceDefaults } from '../shared/saga-services';

/** The unsubscribe pages' real services. */
export const subscriptionsDefaults = {
  api: () => browserApi,
  cookies: documentCookies,
  session: () => browserSessionValues,
  assign: () => assignLocation,
  log: () => warn,
} satisfies ServiceDefaults;
