import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { DEFAULT_LANGUAGE, languageSchema, type Language } from '../content-model/language';
import { lazySchema } from '../lazy-schema';

/*
 * The lists a form's dropdowns draw on (state list item, time-zone item, condition of interest), as the
 * spec's call describes them ("Lists: states, time zones, conditions of interest — by language and
 * country, paged: states 20 per page, time zones 50, conditions 300"). Paths are ours (the spec does not
 * show them).
 */

/**
 * The key of one page of a list inlined in a page's HTML (see initial-answers.ts), for a language
 * and a country. Here rather than beside the other keys: only a form's lazy code reads it, so the
 * start-up modules do not carry it.
 */
export const listAnswerKey = (list: string, language: Language, country: string, page: number): string =>
  `list:${list}:${language}:${country}:${page}`;

export const STATES_PAGE_SIZE = 20;
export const TIME_ZONES_PAGE_SIZE = 50;
export const CONDITIONS_PAGE_SIZE = 300;
export const DEFAULT_LIST_COUNTRY = 'US';

const listQuery = lazySchema(() =>
  z.strictObject({
    language: z._default(languageSchema, DEFAULT_LANGUAGE),
    /** ISO 3166-1 alpha-2. */
    country: z._default(z.string().check(z.regex(/^[A-Z]{2}$/)), DEFAULT_LIST_COUNTRY),
    /** 1-based. A query string carries it as text. */
    page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
  }),
);

/** Every page answer: the items of the page and where it stands. */
function pageOf<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    hasNextPage: z.boolean(),
  });
}

/** "State list item". */
export const stateItemSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    value: z.string(),
    label: z.string(),
    isTerritoryState: z.boolean(),
    countryCodeTerritory: z.string(),
  }),
);
export type StateItem = z.infer<typeof stateItemSchema>;

/** "Time-zone item". */
export const timeZoneItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    path: z.string(),
    key: z.string(),
    label: z.string(),
  }),
);
export type TimeZoneItem = z.infer<typeof timeZoneItemSchema>;

/** "Condition of interest". */
export const conditionOfInterestSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    id: z.string(),
    category: z.string(),
    description: z.string(),
    key: z.string(),
    value: z.string(),
    abbreviation: z.string(),
    communities: z.array(z.string()),
    icon: z.string(),
  }),
);
export type ConditionOfInterest = z.infer<typeof conditionOfInterestSchema>;

/** GET /api/lists/states?language=&country=&page= — 20 per page, states then territories. */
export const getStates = defineCall({
  name: 'lists/states',
  method: 'GET',
  path: '/api/lists/states',
  query: listQuery,
  response: pageOf(stateItemSchema),
});

/** GET /api/lists/time-zones?language=&country=&page= — 50 per page. */
export const getTimeZones = defineCall({
  name: 'lists/time-zones',
  method: 'GET',
  path: '/api/lists/time-zones',
  query: listQuery,
  response: pageOf(timeZoneItemSchema),
});

/** GET /api/lists/conditions-of-interest?language=&country=&page= — 300 per page. */
export const getConditionsOfInterest = defineCall({
  name: 'lists/conditions-of-interest',
  method: 'GET',
  path: '/api/lists/conditions-of-interest',
  query: listQuery,
  response: pageOf(conditionOfInterestSchema),
});
