import * as z from 'zod/mini';
import { COI_INPUT_TEXT_LIMIT, DEFAULT_GOOD_MATCH_DISTANCE } from '../contracts/trials';
import {
  DEFAULT_LENGTH_TO_SUGGESTION,
  DEFAULT_TOTAL_SUGGESTION,
  DEFAULT_ZIP_REGEX,
} from '../domain/trials/search-form-rules';
import { hrefSchema } from './link';
import { trialResultSchema } from '../contracts/trials';

/*
 * The trial widgets (registration-profile.md §2 "Hero search form", "Cards and carousels", §3
 * "Hero search settings", §5; site-selection-success-support.md §2.7, §2.8). Every text is
 * optional and falls back to the built-in English or Spanish one (trials-strings.ts). The widgets
 * check their own fields inside their own chunks.
 */
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** A content regex must compile: a broken one would refuse every zip. */
const regexSource = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(300),
  z.refine(
    (source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Must be a valid regular expression' },
  ),
);

/** Labels a trial card shows; shared by every widget that renders trial cards. */
const trialCardTextFields = {
  viewDetailsText: optionalText(60),
  qualifyText: optionalText(60),
  distanceUnit: optionalText(20),
  goodMatchDistance: z._default(z.number().check(z.gte(0), z.lte(10_000)), DEFAULT_GOOD_MATCH_DISTANCE),
};

export const heroSearchFormFieldsSchema = z.object({
  title: optionalText(200),
  description: optionalText(1000),
  variant: z._default(z.enum(['default', 'variant2']), 'default'),
  /** The HCP layout: a wider form. */
  isHCP: z._default(z.boolean(), false),
  coiLabel: optionalText(120),
  coiPlaceholder: optionalText(120),
  zipLabel: optionalText(120),
  zipPlaceholder: optionalText(120),
  buttonText: optionalText(60),
  noOptionText: optionalText(120),
  isCOIRequired: z._default(z.boolean(), false),
  coiRequiredErrorMessage: optionalText(300),
  coiInputTextLimit: z._default(
    z.number().check(z.int(), z.gte(1), z.lte(COI_INPUT_TEXT_LIMIT)),
    COI_INPUT_TEXT_LIMIT,
  ),
  lengthToSuggestion: z._default(
    z.number().check(z.int(), z.gte(1), z.lte(20)),
    DEFAULT_LENGTH_TO_SUGGESTION,
  ),
  totalSuggestion: z._default(z.number().check(z.int(), z.gte(1), z.lte(100)), DEFAULT_TOTAL_SUGGESTION),
  isZipcodeRequired: z._default(z.boolean(), false),
  zipcodeRequiredErrorMessage: optionalText(300),
  zipcodeRegex: z._default(regexSource, DEFAULT_ZIP_REGEX),
  zipcodeRegexFailedErrorMessage: optionalText(300),
  /** Where a search goes; absent: /find-trials/search-result in the page's locale. */
  searchlink: z.optional(hrefSchema),
});
export type HeroSearchFormFields = z.infer<typeof heroSearchFormFieldsSchema>;
export type HeroSearchFormFieldsInput = z.input<typeof heroSearchFormFieldsSchema>;

export const trialSearchResultsFieldsSchema = z.object({
  title: optionalText(200),
  /** The compact search box at the top: the hero form's settings. */
  searchForm: z.prefault(heroSearchFormFieldsSchema, {}),
  noResultsText: optionalText(500),
  ...trialCardTextFields,
});
export type TrialSearchResultsFields = z.infer<typeof trialSearchResultsFieldsSchema>;

export const trialDetailsFieldsSchema = z.object({
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
});
export type TrialDetailsFields = z.infer<typeof trialDetailsFieldsSchema>;

export const savedTrialsCarouselFieldsSchema = z.object({
  title: optionalText(200),
  emptyText: optionalText(500),
  autoplay: z._default(z.boolean(), false),
  ...trialCardTextFields,
});
export type SavedTrialsCarouselFields = z.infer<typeof savedTrialsCarouselFieldsSchema>;

export const personalisedFeaturedTrialsFieldsSchema = z.object({
  title: optionalText(200),
  /** Shown to visitors (and to members whose profile finds nothing); empty: the widget hides. */
  featuredTrials: z._default(z.array(trialResultSchema).check(z.maxLength(12)), []),
  autoplay: z._default(z.boolean(), false),
  ...trialCardTextFields,
});
export type PersonalisedFeaturedTrialsFields = z.infer<typeof personalisedFeaturedTrialsFieldsSchema>;
