/** The success page's path (allowed only with allowSiteSelectionSuccess). */
export const SITE_SELECTION_SUCCESS_PATH = '/siteselectionsuccess';
