import { browserSessionValues } from '../shared/browser-effects';
import { contactDeps, type ContactSagaDeps } from '../contact/contact-deps';

/**
 * The browser effects of the site-selection sagas: the contact pipeline's (API, outbox, cookies,
 * page loads) plus the session flag the post-TOLL life-link redirect leaves behind (the spec's
 * "Session storage: isLLRedirection").
 */
export interface SiteSelectionSagaDeps extends ContactSagaDeps {
  setSessionFlag: (name: string, value: string) => void;
}

export const LIFE_LINK_REDIRECTION_FLAG = 'isLLRedirection';

export function siteSelectionDeps(overrides: Partial<SiteSelectionSagaDeps> = {}): SiteSelectionSagaDeps {
  const base = contactDeps(overrides);
  return Object.assign(base, { setSessionFlag: overrides.setSessionFlag ?? browserSessionValues.set });
}
