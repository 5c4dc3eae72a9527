import { createSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../app/root-reducer';
import {
  resubscribeRequested,
  unsubscribeConfirmed,
  type ResubscribeRequest,
  type SubscriptionScope,
  type UnsubscribeRequest,
} from './subscriptions-events';

export {
  resubscribeRequested,
  unsubscribeConfirmed,
  type ResubscribeRequest,
  type SubscriptionScope,
  type UnsubscribeRequest,
};

/**
 * The unsubscribe / resubscribe pages. Nothing happens on load: a mail scanner that opens (even renders) the
 * link must not unsubscribe anyone, so the person confirms with one click; then the resubscribe form is
 * offered. Not persisted.
 */

/** sending → done; or invalid (an unknown or expired link); or failed (the call failed). */
export type UnsubscribeStatus = 'idle' | 'sending' | 'done' | 'invalid' | 'failed';
export type ResubscribeStatus = 'idle' | 'sending' | 'done' | 'failed';

export interface SubscriptionsState {
  unsubscribe: UnsubscribeStatus;
  resubscribe: ResubscribeStatus;
}

const initialState: SubscriptionsState = { unsubscribe: 'idle', resubscribe: 'idle' };

export const subscriptionsSlice = createSlice({
  name: 'subscriptions',
  initialState,
  reducers: {
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
    resubscribeSucceeded: (state) => {
      state.resubscribe = 'done';
    },
    /** Refused (data false) or failed: the email field shows the server message. */
    resubscribeFailed: (state) => {
      state.resubscribe = 'failed';
    },
    closed: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(unsubscribeConfirmed, (state) => {
        state.unsubscribe = 'sending';
        state.resubscribe = 'idle';
      })
      .addCase(resubscribeRequested, (state) => {
        state.resubscribe = 'sending';
      });
  },
});

export const {
  unsubscribeSucceeded,
  unsubscribeRefused,
  unsubscribeFailed,
  resubscribeSucceeded,
  resubscribeFailed,
  closed: subscriptionPageClosed,
} = subscriptionsSlice.actions;

export const selectSubscriptions = (state: { subscriptions?: SubscriptionsState }) =>
  state.subscriptions ?? initialState;

export default subscriptionsSlice.reducer;

// Injected when this module loads: with the unsubscribe pages (or their sagas), never before.
lazySlices.inject(subscriptionsSlice);
