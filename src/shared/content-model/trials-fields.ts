import * as z from 'zod/mini';
import { DEFAULT_GOOD_MATCH_DISTANCE, trialResultSchema } from '../contracts/trials';
import { heroSearchFormFieldsSchema, optionalText } from './hero-search-fields';
import { lazySchema } from '../lazy-schema';

export {
  heroSearchFormFieldsSchema,
  type HeroSearchFormFields,
  type HeroSearchFormFieldsInput,
} from './hero-search-fields';

/*
 * The trial widgets ("Cards and carousels" with their text limits, and the trial details page); the
 * hero search form's are in hero-search-fields.ts. Every text is optional and falls back to the
 * built-in English or Spanish one (trials-strings.ts). The widgets check their own fields inside their own
 * chunks.
 */

/** Labels a trial card shows; shared by every widget that renders trial cards. */
const trialCardTextFields = {
  viewDetailsText: optionalText(60),
  qualifyText: optionalText(60),
  distanceUnit: optionalText(20),
  goodMatchDistance: z._default(z.number().check(z.gte(0), z.lte(10_000)), DEFAULT_GOOD_MATCH_DISTANCE),
};

export const trialSearchResultsFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    /** The compact search box at the top: the hero form's settings. */
    searchForm: z.prefault(heroSearchFormFieldsSchema, {}),
    noResultsText: optionalText(500),
    ...trialCardTextFields,
  }),
);
export type TrialSearchResultsFields = z.infer<typeof trialSearchResultsFieldsSchema>;

export const trialDetailsFieldsSchema = lazySchema(() =>
  z.object({
    aboutStudyTitle: optionalText(200),
    whoCanTakePartTitle: optionalText(200),
    inclusionTitle: optionalText(200),
    exclusionTitle: optionalText(200),
    /** '{nctid}' or '[nctid]' is replaced by the trial's id. */
    closingText: optionalText(2000),
    sidebarTitle: optionalText(200),
    locationsTitle: optionalText(200),
    notFoundText: optionalText(500),
    qualifyText: optionalText(60),
    /** Sidebar labels by fact (trialConditions, minimumAge, …); missing ones use the built-in. */
    sidebarLabels: z._default(z.record(z.string(), z.string().check(z.trim(), z.maxLength(120))), {}),
  }),
);
export type TrialDetailsFields = z.infer<typeof trialDetailsFieldsSchema>;

export const savedTrialsCarouselFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    emptyText: optionalText(500),
    autoplay: z._default(z.boolean(), false),
    ...trialCardTextFields,
  }),
);
export type SavedTrialsCarouselFields = z.infer<typeof savedTrialsCarouselFieldsSchema>;

export const personalisedFeaturedTrialsFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    /** Shown to visitors (and to members whose profile finds nothing); empty: the widget hides. */
    featuredTrials: z._default(z.array(trialResultSchema).check(z.maxLength(12)), []),
    autoplay: z._default(z.boolean(), false),
    ...trialCardTextFields,
  }),
);
export type PersonalisedFeaturedTrialsFields = z.infer<typeof personalisedFeaturedTrialsFieldsSchema>;
