import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { profileToken } from './profile-scalars';
import { COI_INPUT_TEXT_LIMIT, trialFilterQuery } from './trials';
import { lazySchema } from '../lazy-schema';

/*
 * A registry member's saved trial searches and their alerts (issue "saved searches and alerts"):
 * a member saves the search of a result page and may choose to be mailed, in their language, when
 * a new trial matching it opens near them. Every call carries the profile session in its body
 * (never in a URL); each touches only the caller's own searches: another member's is a 404.
 * The alert mail's link carries a token that only stops that search's alerts.
 */

/** How many searches a member may keep: enough to follow a few conditions, few enough to read. */
export const MAX_SAVED_SEARCHES = 10;
/** The radius of "near" for a search with a zip and no radius of its own, in miles. */
export const DEFAULT_ALERT_RADIUS_MILES = 100;
/** The most new trials one alert mail lists (its count tells how many there are in all). */
export const ALERT_TRIALS_LISTED = 10;

const savedSearchId = lazySchema(() =>
  z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'Must be a saved search id')),
);
const searchText = lazySchema(() =>
  z._default(z.string().check(z.trim(), z.maxLength(COI_INPUT_TEXT_LIMIT)), ''),
);
const zipOrEmpty = lazySchema(() =>
  z._default(z.union([z.string().check(z.regex(/^\d{5}$/)), z.literal('')]), ''),
);
/** The filters as the search call takes them (trials.ts): strings, '' or absent for not filtered. */
const savedFilters = lazySchema(() => z.optional(z.strictObject(trialFilterQuery)));

export const savedSearchSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    q: z.string(),
    zip: z.string(),
    filters: z.object(trialFilterQuery),
    language: languageSchema,
    alerts: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The condition q names, in the search's language (the list shows it instead of a key). */
    condition: z.nullable(z.string()),
  }),
);
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/**
 * POST /api/contacts/SavedSearches/Save: saves the search (the same search saved again is the
 * same saved search, with `alerts` as now asked). 409 when the member already keeps
 * MAX_SAVED_SEARCHES other searches.
 */
export const saveSearch = defineCall({
  name: 'contacts/SavedSearches/Save',
  method: 'POST',
  path: '/api/contacts/SavedSearches/Save',
  body: z.strictObject({
    myProfileToken: profileToken,
    q: searchText,
    zip: zipOrEmpty,
    filters: savedFilters,
    language: languageSchema,
    alerts: z.boolean(),
  }),
  response: z.object({ savedSearch: savedSearchSchema }),
});

/** POST /api/contacts/SavedSearches/List: the member's saved searches, newest first. Reads only. */
export const listSavedSearches = defineCall({
  name: 'contacts/SavedSearches/List',
  method: 'POST',
  path: '/api/contacts/SavedSearches/List',
  body: z.strictObject({ myProfileToken: profileToken }),
  response: z.object({ savedSearches: z.array(savedSearchSchema) }),
  changesState: false,
});

/** POST /api/contacts/SavedSearches/Delete: forgets one of the member's saved searches (404 if none). */
export const deleteSavedSearch = defineCall({
  name: 'contacts/SavedSearches/Delete',
  method: 'POST',
  path: '/api/contacts/SavedSearches/Delete',
  body: z.strictObject({ myProfileToken: profileToken, id: savedSearchId }),
  response: z.object({ deleted: z.literal(true) }),
});

/**
 * POST /api/contacts/SavedSearches/Alerts: turns one search's alerts on or off. Turned on, only
 * trials opening from then on are mailed, never the ones that opened while they were off.
 */
export const setSavedSearchAlerts = defineCall({
  name: 'contacts/SavedSearches/Alerts',
  method: 'POST',
  path: '/api/contacts/SavedSearches/Alerts',
  body: z.strictObject({ myProfileToken: profileToken, id: savedSearchId, alerts: z.boolean() }),
  response: z.object({ savedSearch: savedSearchSchema }),
});

/** An alert link's token, as it travels (base64url of 32 random bytes). */
export const alertToken = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is incomplete')),
);

/**
 * POST /api/saved-search-alerts/stop: the participant page of an alert mail's link stops that
 * search's alerts (nothing else: not a sign-in, no other search, no other mail). 404 for an
 * unknown, expired or revoked token; a repeat answers as the first did.
 */
export const stopSavedSearchAlerts = defineCall({
  name: 'SavedSearchAlerts/Stop',
  method: 'POST',
  path: '/api/saved-search-alerts/stop',
  body: z.strictObject({ token: alertToken }),
  response: z.object({ stopped: z.literal(true) }),
});

/**
 * POST {this}?t= with List-Unsubscribe=One-Click (RFC 8058), for mail clients: the same stop.
 * A GET or HEAD (a scanner's prefetch) is a 405 and changes nothing.
 */
export const SAVED_SEARCH_ONE_CLICK_PATH = '/api/saved-search-alerts/one-click';
