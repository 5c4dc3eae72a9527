import { createAction } from '@reduxjs/toolkit';
import type { Language } from '../../shared/content-model/language';
import type { ShareClickedPayload } from './health-data-slice';

/*
 * The events that start the success page's sagas, apart from its two slices: the app's first
 * chunk (the sagas' lazy start) listens for them without carrying the slices, which are injected
 * with the success page.
 */

/** The success page was shown (not in preview): the saga fetches its details. */
export const successPageOpened = createAction<{ language: Language }>('success/successPageOpened');
/** The health-data card is on screen: the saga reads this session's attempts. */
export const healthDataCardShown = createAction('healthData/healthDataCardShown');
export const healthDataShareClicked = createAction<ShareClickedPayload>('healthData/healthDataShareClicked');
