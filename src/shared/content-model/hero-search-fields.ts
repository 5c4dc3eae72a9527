import * as z from 'zod/mini';
import { compilesAsRegExp } from './regex-source';
import {
  COI_INPUT_TEXT_LIMIT,
  DEFAULT_LENGTH_TO_SUGGESTION,
  DEFAULT_TOTAL_SUGGESTION,
  DEFAULT_ZIP_REGEX,
} from '../domain/trials/search-form-rules';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/*
 * The hero search form's fields (the spec's "Hero search form" and its "Hero search settings"),
 * apart from the other trial widgets' (trials-fields.ts, which re-exports them): the
 * home page's search form loads these without the trial and card schemas. Every text is optional
 * and falls back to the built-in English or Spanish one (trial-search-strings.ts).
 */
/** An optional content text, trimmed, at most `max` characters (every trial widget's texts). */
export const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** A content regex must compile: a broken one would refuse every zip. */
const regexSource = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(300),
    z.refine((source) => compilesAsRegExp(source), { message: 'Must be a valid regular expression' }),
  ),
);

export const heroSearchFormFieldsSchema = lazySchema(() =>
  z.object({
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
  }),
);
export type HeroSearchFormFields = z.infer<typeof heroSearchFormFieldsSchema>;
export type HeroSearchFormFieldsInput = z.input<typeof heroSearchFormFieldsSchema>;
