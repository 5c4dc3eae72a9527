/** journey-screener-contact.md §2: the success page's path (allowed only with allowSiteSelectionSuccess). */
export const SITE_SELECTION_SUCCESS_PATH = '/siteselectionsuccess';
