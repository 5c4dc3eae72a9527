import { createAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';

/*
 * The events that start the unsubscribe / resubscribe sagas, apart from the slice: the app's first
 * chunk (the sagas' lazy start) listens for them without carrying the slice, which is injected
 * with those pages.
 */

/** The common page acts on all the app's mail; a study's page on its site's mail only. */
export type SubscriptionScope =
  { kind: 'common' } | { kind: 'site'; siteSettingsId: string; language: Language };

export interface UnsubscribeRequest {
  token: string;
  scope: SubscriptionScope;
}

export interface ResubscribeRequest extends UnsubscribeRequest {
  email: string;
  /** Where a success leads (content's link); absent: the page stays and says so. */
  successLink?: string;
  /** The page's language, to localise the success link. */
  language: Language;
}

/** The person pressed Unsubscribe. */
export const unsubscribeConfirmed = createAction<UnsubscribeRequest>('subscriptions/unsubscribeConfirmed');
/** The resubscribe form passed validation and was sent. */
export const resubscribeRequested = createAction<ResubscribeRequest>('subscriptions/resubscribeRequested');
