import { createAction } from '@reduxjs/toolkit';
import type { ScreenerCompletion } from '../../shared/domain/screener-messages';
import type { ScreenerFrame } from './screener-slice';

/*
 * The screener's events that are heard outside its page: the questionnaire opening (it starts the
 * screener sagas) and its completion (the contact submission keeps the result). They live apart
 * from the slice, which is injected with the pre-screener page, so that the app's first chunk can
 * listen for them without carrying it.
 */

/** The questionnaire the page shows now. */
export const frameOpened = createAction<ScreenerFrame>('screener/frameOpened');
/** The questionnaire's last answer: the flow routes on from it. */
export const completed = createAction<ScreenerCompletion>('screener/completed');
