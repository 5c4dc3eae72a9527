import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { trialSchema } from '../content-model/trial';
import { profileToken } from './profile-scalars';
import { COI_INPUT_TEXT_LIMIT } from '../domain/trials/search-form-rules';
import {
  MAX_TRIAL_AGE,
  RECRUITMENT_STATUSES,
  SEARCHER_SEXES,
  TRIAL_PHASES,
  TRIAL_RADII_MILES,
} from '../domain/trials/trial-filters';
import { lazySchema } from '../lazy-schema';

/*
 * Trial search, suggestions, trial details and saved trials (the "Hero search form", "Cards and
 * carousels" and "Trial card", their validation rules, the spec's "Trial search" and "Save or
 * unsave trial" calls, its "Trial (search result) fields" and the good-match rule).
 * Query values arrive as strings; numbers are given as digit strings.
 */

/** (defined with the search form's rules, which need no schema). */
export { COI_INPUT_TEXT_LIMIT };
/** A good match is at most 25 miles away by default. */
export const DEFAULT_GOOD_MATCH_DISTANCE = 25;
/** Results per page of the search-result page. */
export const DEFAULT_TRIAL_PAGE_SIZE = 10;
export const MAX_TRIAL_PAGE_SIZE = 50;

const trialId = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(60)));
const searchText = lazySchema(() => z._default(z.string().check(z.maxLength(COI_INPUT_TEXT_LIMIT)), ''));
const zipOrEmpty = lazySchema(() =>
  z._default(z.union([z.string().check(z.regex(/^\d{5}$/)), z.literal('')]), ''),
);
const positiveInt = (max: number, fallback: string) =>
  z._default(
    z.string().check(
      z.regex(/^[1-9]\d{0,5}$/, 'Must be a whole number from 1'),
      z.refine((value) => Number(value) <= max, { message: `At most ${max}` }),
    ),
    fallback,
  );

/** A comma list of distinct values of one filter ('' for none), e.g. status=recruiting,not-yet-recruiting. */
const listOf = (values: readonly string[]) =>
  z._default(
    z.string().check(
      z.maxLength(200),
      z.refine(
        (text) => {
          if (text === '') return true;
          const items = text.split(',');
          return new Set(items).size === items.length && items.every((item) => values.includes(item));
        },
        { message: `A comma list of: ${values.join(', ')}` },
      ),
    ),
    '',
  );
const oneOf = (values: readonly string[]) => z._default(z.enum(['', ...values] as [string, ...string[]]), '');
const flag = lazySchema(() => z._default(z.enum(['', 'true']), ''));
const searcherAge = lazySchema(() =>
  z._default(
    z.string().check(
      z.regex(/^(\d{1,3})?$/, 'Must be a whole number of years'),
      z.refine((value) => value === '' || Number(value) <= MAX_TRIAL_AGE, {
        message: `At most ${MAX_TRIAL_AGE}`,
      }),
    ),
    '',
  ),
);

/**
 * The search's filters (see trial-filters.ts): radius in miles from the zip (needs a zip), the
 * recruitment statuses and phases to keep (any of them), the searcher's age (trials whose age range
 * holds it) and sex (trials open to it), trials taking healthy volunteers, virtual / at-home trials.
 */
export const trialFilterQuery = {
  radius: oneOf(TRIAL_RADII_MILES.map(String)),
  status: listOf(RECRUITMENT_STATUSES),
  phase: listOf(TRIAL_PHASES),
  age: searcherAge,
  sex: oneOf(SEARCHER_SEXES),
  healthy: flag,
  virtual: flag,
};

/** How many results a filter value would give with the other filters as they are. */
export const facetCountSchema = lazySchema(() =>
  z.object({ value: z.string(), count: z.number().check(z.int(), z.gte(0)) }),
);
export type FacetCount = z.infer<typeof facetCountSchema>;

/**
 * Counts per filter value (radius only with a known origin). A multi-choice filter (status, phase)
 * counts each value with every other filter applied and its own ignored; a single choice (radius,
 * sex) likewise; healthy and virtual count the results with that box ticked.
 */
export const trialFacetsSchema = lazySchema(() =>
  z.object({
    radius: z.array(facetCountSchema),
    status: z.array(facetCountSchema),
    phase: z.array(facetCountSchema),
    sex: z.array(facetCountSchema),
    healthy: z.number().check(z.int(), z.gte(0)),
    virtual: z.number().check(z.int(), z.gte(0)),
  }),
);
export type TrialFacets = z.infer<typeof trialFacetsSchema>;

/**
 * One result of the trial search: the trial without its criteria and locations, with the
 * distance in miles from the searched zip to its nearest location (null when either is unknown,
 * e.g. a virtual-only trial or an unknown zip). triallatitude/triallongitude are that location's.
 */
export const trialResultSchema = lazySchema(() =>
  z.extend(
    z.omit(trialSchema, {
      inclusionCriteria: true,
      exclusionCriteria: true,
      locations: true,
      distance: true,
    }),
    {
      distance: z.nullable(z.number().check(z.gte(0))),
      /** The trial's condition the search text matched, in the language (the card's "why" line). */
      matchedCondition: z.optional(z.nullable(z.string())),
    },
  ),
);
export type TrialResult = z.infer<typeof trialResultSchema>;

export const searchOriginSchema = lazySchema(() =>
  z.object({
    zipCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
);

/**
 * GET /api/trials/Search: a text that is a condition's key or its whole name (a chosen suggestion,
 * a profile chip) finds that condition's trials and names it in `condition`; any other text is
 * matched over condition, title and description (all words must match). Sorted by distance from
 * the zip (nearest first, unknown distances last), then by title; paged. A zip that is not in the
 * bundled table answers zipUnknown: true and no distances.
 */
export const searchTrials = defineCall({
  name: 'trials/Search',
  method: 'GET',
  path: '/api/trials/Search',
  query: z.strictObject({
    q: searchText,
    zip: zipOrEmpty,
    page: positiveInt(100_000, '1'),
    pageSize: positiveInt(MAX_TRIAL_PAGE_SIZE, String(DEFAULT_TRIAL_PAGE_SIZE)),
    language: z._default(languageSchema, 'en'),
    ...trialFilterQuery,
  }),
  response: z.object({
    results: z.array(trialResultSchema),
    totalCount: z.number(),
    page: z.number(),
    pageSize: z.number(),
    pageCount: z.number(),
    origin: z.nullable(searchOriginSchema),
    zipUnknown: z.boolean(),
    /**
     * The condition searched for, its name in the language (the search field shows it). Optional:
     * a client still reads the answer of a server that does not send it.
     */
    condition: z.optional(z.nullable(z.object({ key: z.string(), value: z.string() }))),
    /** Counts per filter value; optional for the same reason. */
    facets: z.optional(trialFacetsSchema),
  }),
});

export const conditionSuggestionSchema = lazySchema(() =>
  z.object({
    /** The condition's key: the search text a suggestion puts in the field is its value. */
    key: z.string(),
    value: z.string(),
    /** How many trials of the index have this condition. */
    trialCount: z.number(),
  }),
);
export type ConditionSuggestion = z.infer<typeof conditionSuggestionSchema>;

/**
 * GET /api/trials/Suggest: conditions of interest whose name contains the typed text (words
 * starting with it first), at most `limit` (totalSuggestion, default 20). An empty list is the
 * hero's 'No option found'.
 */
export const suggestConditions = defineCall({
  name: 'trials/Suggest',
  method: 'GET',
  path: '/api/trials/Suggest',
  query: z.strictObject({
    q: z.string().check(z.trim(), z.minLength(1), z.maxLength(COI_INPUT_TEXT_LIMIT)),
    limit: positiveInt(100, '20'),
    language: z._default(languageSchema, 'en'),
  }),
  response: z.object({ suggestions: z.array(conditionSuggestionSchema) }),
});

/** GET /api/trials/Details: one trial with its criteria, sidebar fields and locations; 404 when none. */
export const trialDetails = defineCall({
  name: 'trials/Details',
  method: 'GET',
  path: '/api/trials/Details',
  query: z.strictObject({ id: trialId, language: z._default(languageSchema, 'en') }),
  response: z.object({ trial: trialSchema }),
});

/**
 * POST /api/contacts/SavedTrials: the signed-in member's saved trials as search results (for the
 * saved-trials carousel), newest first, with distances from the profile's zip. A POST so that the
 * profile token never appears in a URL. Reads only.
 */
export const savedTrials = defineCall({
  name: 'contacts/SavedTrials',
  method: 'POST',
  path: '/api/contacts/SavedTrials',
  body: z.strictObject({ myProfileToken: profileToken, language: languageSchema }),
  response: z.object({ trials: z.array(trialResultSchema) }),
  changesState: false,
});
