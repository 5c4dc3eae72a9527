import { createAction } from '@reduxjs/toolkit';

/*
 * The event that starts the LifeLink page's sagas, apart from the slice: the app's first chunk (the
 * sagas' lazy start) listens for it without carrying the slice, which is injected with the page.
 */

/** The page was shown with this uToken (null when the link had none). */
export const lifeLinkPageOpened = createAction(
  'lifeLinkPage/opened',
  (payload: { token: string | null; websiteTheme?: string }) => ({ payload }),
);
