import { createAction } from '@reduxjs/toolkit';
import type { SiteSelectionRef } from './site-selection-slice';

/*
 * The events that start the site-selection feature, apart from its slice: the app's first chunk
 * (the sagas' lazy start) listens for them without carrying the slice, which is injected with the
 * page that shows the sites.
 */

/** The site-selection widget opened for an enrolment. */
export const siteSelectionOpened = createAction<SiteSelectionRef>('siteSelection/siteSelectionOpened');
