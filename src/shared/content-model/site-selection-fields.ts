import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/*
 * The SiteSelection widget's content fields (the site selection screen, its confirm flow, its site
 * panels and limits). Every text is optional: an absent text falls back to the widget's built-in English or
 * Spanish string (src/features/site-selection/site-selection-strings.ts), whose key has the same
 * name. Plain text only, never HTML.
 */

const text = (max: number) => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));

export const SITE_SELECTION_TEXT_KEYS = [
  'title',
  'description',
  'zipLabel',
  'zipPlaceholder',
  'searchButton',
  'zipRequiredMessage',
  'zipInvalidMessage',
  'enterZipPrompt',
  'groupOneHeading',
  'groupTwoHeading',
  'allHeading',
  'viewMore',
  'viewLess',
  'listView',
  'mapView',
  'otherOptionsText',
  'otherOptionsButton',
  'bestMatchesButton',
  'noSiteConvenientText',
  'noSiteConvenientButton',
  'selectButton',
  'virtualBadge',
  'hybridBadge',
  'notYetEnrollingBadge',
  'enrollingSoonBadge',
  'kiConsentTitle',
  'kiConsentText',
  'lifeLinkTitle',
  'lifeLinkText',
  'yes',
  'no',
  'mapLabel',
] as const;
export type SiteSelectionTextKey = (typeof SITE_SELECTION_TEXT_KEYS)[number];

const LONG_TEXTS: ReadonlySet<SiteSelectionTextKey> = new Set([
  'description',
  'kiConsentText',
  'lifeLinkText',
  'otherOptionsText',
  'noSiteConvenientText',
  'enterZipPrompt',
]);

const textShape = Object.fromEntries(
  SITE_SELECTION_TEXT_KEYS.map((name) => [name, text(LONG_TEXTS.has(name) ? 2000 : 200)]),
) as Record<SiteSelectionTextKey, ReturnType<typeof text>>;

export const siteSelectionFieldsSchema = lazySchema(() =>
  z.object({
    ...textShape,
    /** The ZIP pattern (a regular expression source); absent → five digits. */
    zipPattern: z.optional(z.string().check(z.maxLength(200))),
    /** Sites per panel before "view more"; default 5. */
    maxNumberOfSites: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
    /** The distance unit label, default mi. */
    distanceUnit: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(10))),
  }),
);
export type SiteSelectionFields = z.infer<typeof siteSelectionFieldsSchema>;
