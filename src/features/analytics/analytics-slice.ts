import { createAction } from '@reduxjs/toolkit';
import type { AnalyticsData } from '../../shared/contracts/analytics';

/**
 * The one way any part of the app reports a tracking event. Nothing happens here:
 * sagas/analytics/index.ts sends the event ONLY when the visitor opted in to non-essential cookies (and the category is active); otherwise the event is
 * neither sent nor stored. No state: an event is fire-and-forget, so there is no reducer.
 */
export interface TrackedEvent {
  /** e.g. 'participant-type-selected', 'outcome-page-viewed' (see analyticsEventNameSchema). */
  name: string;
  /** Flat values, no personal data. */
  data?: AnalyticsData;
}

export const trackEvent = createAction<TrackedEvent>('analytics/eventTracked');
