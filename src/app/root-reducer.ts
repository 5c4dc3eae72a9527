import { combineSlices } from '@reduxjs/toolkit';
import type { OutcomeState } from '../features/outcome/outcome-slice';
import type { ScreenerState } from '../features/screener/screener-slice';
import type { ContactFormState } from '../features/contact-form/contact-form-slice';
import type { LifeLinkPageState } from '../features/life-link/life-link-slice';
import type { SubscriptionsState } from '../features/subscriptions/subscriptions-slice';
import type { SupportRequestState } from '../features/support/support-slice';
import type { ProfileState } from '../features/profile/profile-slice';
import type { SiteSelectionState } from '../features/site-selection/site-selection-slice';
import type { HealthDataState } from '../features/success/health-data-slice';
import type { SuccessState } from '../features/success/success-slice';
import type { SavedSearchesState } from '../features/saved-searches/saved-searches-slice';
import journeyReducer from '../features/journey/journey-slice';
import journeyUiReducer from '../features/journey/journey-ui-slice';
import siteSettingsReducer from '../features/site-settings/site-settings-slice';
import consentReducer from '../features/consent/consent-slice';
import contactSubmissionReducer from '../features/contact-form/contact-submission-slice';
import siteConfirmationReducer from '../features/site-selection/site-confirmation-slice';
import sessionReducer from '../features/session/session-slice';
import registrationReducer from '../features/registration/registration-slice';
import trialsReducer from '../features/trials/trials-slice';
import kioskReducer from '../features/kiosk/kiosk-slice';
import { outboxSlice } from '../features/offline/outbox-slice';
import { updateSlice } from '../features/offline/update-slice';
import draftsReducer from './drafts-slice';

/**
 * One line per slice the first pages need. Which of them are persisted is decided in persist.ts
 * (whitelist); a persisted slice is never lazy, so its stored state always has its reducer.
 */
const eagerSlices = {
  journey: journeyReducer,
  drafts: draftsReducer,
  consent: consentReducer,
  outbox: outboxSlice.reducer,
  offline: updateSlice.reducer,
  journeyUi: journeyUiReducer,
  siteSettings: siteSettingsReducer,
  contactSubmission: contactSubmissionReducer,
  siteConfirmation: siteConfirmationReducer,
  session: sessionReducer,
  registration: registrationReducer,
  trials: trialsReducer,
  kiosk: kioskReducer,
};

/**
 * The slices injected with the pages that use them (`lazySlices.inject(slice)` in the slice's own
 * module): the app's first chunk does not carry them. Their state is absent until then, so their
 * selectors answer the initial state.
 */
export interface LazyLoadedSlices {
  siteSelection: SiteSelectionState;
  success: SuccessState;
  healthData: HealthDataState;
  savedSearches: SavedSearchesState;
  profile: ProfileState;
  supportRequest: SupportRequestState;
  subscriptions: SubscriptionsState;
  lifeLinkPage: LifeLinkPageState;
  contactForm: ContactFormState;
  screener: ScreenerState;
  outcome: OutcomeState;
}

export const lazySlices = combineSlices(eagerSlices).withLazyLoadedSlices<LazyLoadedSlices>();
