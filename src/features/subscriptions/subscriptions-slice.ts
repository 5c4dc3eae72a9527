import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';

/**
 * The unsubscribe / resubscribe pages. Nothing happens on load: a mail scanner that opens (even renders) the
 * link must not unsubscribe anyone, so the person confirms with one click; then the resubscribe form is
 * offered. Not persisted.
 */

/** The common page acts on all the app's mail; a study's page on its site's mail only. */
export type SubscriptionScope =
  { kind: 'common' } | { kind: 'site'; siteSettingsId: string; language: Language };

/** sending → done; or invalid (an unknown or expired link); or failed (the call failed). */
export type UnsubscribeStatus = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';
export type ResubscribeStatus = 'idle' | 'sending' | 'done' | 'failed';

export interface SubscriptionsState {
  unsubscribe: UnsubscribeStatus;
  resubscribe: ResubscribeStatus;
}

const initialState: SubscriptionsState = { unsubscribe: 'idle', resubscribe: 'idle' };

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

export const subscriptionsSlice = createSlice({
  name: 'subscriptions',
  initialState,
  reducers: {
    /** The person pressed Unsubscribe. */
    unsubscribeConfirmed: (state, _action: PayloadAction<UnsubscribeRequest>) => {
      state.unsubscribe = 'sending';
      state.resubscribe = 'idle';
    },
    unsubscribeSucceeded: (state) => {
      state.unsubscribe = 'done';
    },
    /** The server does not know the link (data null). */
    unsubscribeRefused: (state) => {
      state.unsubscribe = 'invalid';
    },
    unsubscribeFailed: (state) => {
      state.unsubscribe = 'failed';
    },
    /** The resubscribe form passed validation and was sent. */
    resubscribeRequested: (state, _action: PayloadAction<ResubscribeRequest>) => {
      state.resubscribe = 'sending';
    },
    resubscribeSucceeded: (state) => {
      state.resubscribe = 'done';
    },
    /** Refused (data false) or failed: the email field shows the server message. */
    resubscribeFailed: (state) => {
      state.resubscribe = 'failed';
    },
    closed: () => initialState,
  },
});

export const {
  unsubscribeConfirmed,
  unsubscribeSucceeded,
  unsubscribeRefused,
  unsubscribeFailed,
  resubscribeRequested,
  resubscribeSucceeded,
  resubscribeFailed,
  closed: subscriptionPageClosed,
} = subscriptionsSlice.actions;

export const selectSubscriptions = (state: { subscriptions: SubscriptionsState }) => state.subscriptions;

export default subscriptionsSlice.reducer;
