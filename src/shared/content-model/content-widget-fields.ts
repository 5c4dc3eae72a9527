import * as z from 'zod/mini';
import { ctaButtonsSchema } from './cta-button-fields';
import { hrefSchema, imageSchema } from './link';
import { SIDE_BY_SIDE_LAYOUTS } from '../domain/widgets/side-by-side';
import { lazySchema } from '../lazy-schema';

/*
 * Content widgets (the spec's "Other widgets" and their entities). Each widget checks its own fields
 * inside its lazy chunk; content packs are checked with these schemas.
 * Empty texts fall back to the widgets' built-in English and Spanish texts.
 */
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const paragraphs = lazySchema(() => z.array(requiredText(3000)).check(z.maxLength(20)));
/** The section's id, so a hero CTA ('#how-it-works') can scroll to it. */
const anchorId = lazySchema(() => z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]{0,59}$/))));

/** The decorative glyphs steps may show (drawn inline, so no image request and no CSP concern). */
export const widgetIconSchema = lazySchema(() =>
  z.enum([
    'search',
    'clipboard',
    'calendar',
    'clinic',
    'phone',
    'check',
    'people',
    'shield',
    'heart',
    'question',
  ]),
);
export type WidgetIcon = z.infer<typeof widgetIconSchema>;

/** How-it-works: title, description, variant, steps, two summary sections, background colour. */
export const howItWorksFieldsSchema = lazySchema(() =>
  z.object({
    anchorId,
    variant: z._default(z.enum(['variant1', 'variant2', 'variant3']), 'variant1'),
    title: optionalText(200),
    description: optionalText(1000),
    steps: z
      .array(
        z.object({
          stepNumber: optionalText(10),
          icon: z.optional(widgetIconSchema),
          description: requiredText(600),
        }),
      )
      .check(z.minLength(1), z.maxLength(8)),
    summarySection1: optionalText(2000),
    summarySection2: optionalText(2000),
    /** Any text is stored; only a 3- or 6-digit hex colour is painted, the rest inherits. */
    backgroundColor: optionalText(50),
  }),
);
export type HowItWorksFields = z.infer<typeof howItWorksFieldsSchema>;

export const informationalStepsVariantSchema = lazySchema(() => z.enum(['H1', 'H3', 'H4', 'V2', 'V5', 'V6']));
export type InformationalStepsVariant = z.infer<typeof informationalStepsVariantSchema>;

export const informationalStepsFieldsSchema = lazySchema(() =>
  z.object({
    anchorId,
    variant: z._default(informationalStepsVariantSchema, 'H3'),
    title: optionalText(200),
    description: optionalText(1000),
    steps: z
      .array(
        z.object({
          title: requiredText(120),
          description: optionalText(1000),
          icon: z.optional(widgetIconSchema),
        }),
      )
      .check(z.minLength(1), z.maxLength(12)),
  }),
);
export type InformationalStepsFields = z.infer<typeof informationalStepsFieldsSchema>;

/** One side of a side-by-side block, or one column of a tab's multi-column block. */
export const contentBlockSchema = lazySchema(() =>
  z.object({
    heading: optionalText(200),
    paragraphs: z._default(paragraphs, []),
    image: z.optional(imageSchema),
    ctaButtons: z._default(ctaButtonsSchema, []),
  }),
);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const sideBySideFieldsSchema = lazySchema(() =>
  z.object({
    anchorId,
    layout: z._default(z.enum(SIDE_BY_SIDE_LAYOUTS), 'FiftyFifty'),
    title: optionalText(200),
    left: contentBlockSchema,
    right: contentBlockSchema,
  }),
);
export type SideBySideFields = z.infer<typeof sideBySideFieldsSchema>;

/** Tab list: each tab shows one content block, or a multi-column block when columns are given. */
export const tabListFieldsSchema = lazySchema(() =>
  z.object({
    anchorId,
    title: optionalText(200),
    /** The dropdown's label on small screens. */
    selectLabel: optionalText(120),
    tabs: z
      .array(
        z.object({
          label: requiredText(80),
          content: z.optional(contentBlockSchema),
          columns: z.optional(z.array(contentBlockSchema).check(z.minLength(2), z.maxLength(4))),
        }),
      )
      .check(z.minLength(1), z.maxLength(10)),
  }),
);
export type TabListFields = z.infer<typeof tabListFieldsSchema>;

/** Study item (studyName, protocol id, condition description, conditionName) with its page. */
export const studyItemSchema = lazySchema(() =>
  z.object({
    studyName: requiredText(200),
    protocolId: optionalText(60),
    conditionName: requiredText(120),
    conditionDescription: optionalText(1000),
    link: hrefSchema,
    /** The switcher option value the study belongs to. */
    group: optionalText(60),
  }),
);
export type StudyItem = z.infer<typeof studyItemSchema>;

const studies = lazySchema(() => z.array(studyItemSchema).check(z.minLength(1), z.maxLength(60)));

/** Options with a name and a value; the value 'view-all' shows every study. */
export const studySwitcherFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    description: optionalText(1000),
    selectLabel: optionalText(120),
    options: z
      .array(z.object({ name: requiredText(80), value: requiredText(60) }))
      .check(z.minLength(1), z.maxLength(12)),
    studies,
  }),
);
export type StudySwitcherFields = z.infer<typeof studySwitcherFieldsSchema>;

/** The hero that lists study cards filtered by the condition typed. */
export const heroStudySearchFieldsSchema = lazySchema(() =>
  z.object({
    anchorId,
    title: requiredText(200),
    description: optionalText(1000),
    searchLabel: optionalText(120),
    searchPlaceholder: optionalText(120),
    /** Shown when nothing matches; '{query}' is replaced by the typed text. */
    emptyMessage: optionalText(300),
    studies,
  }),
);
export type HeroStudySearchFields = z.infer<typeof heroStudySearchFieldsSchema>;

/** HCP sub-banner (side by side from 620 px, the spec's breakpoint). */
export const hcpSubBannerFieldsSchema = lazySchema(() =>
  z.object({
    anchorId,
    eyebrow: optionalText(80),
    title: requiredText(200),
    description: optionalText(1000),
    ctaButtons: z._default(ctaButtonsSchema, []),
    image: z.optional(imageSchema),
  }),
);
export type HcpSubBannerFields = z.infer<typeof hcpSubBannerFieldsSchema>;

/** How-to-apply box; hidden for loadType=iframe. */
export const howToApplyFieldsSchema = lazySchema(() =>
  z.object({
    anchorId,
    title: optionalText(200),
    description: optionalText(1000),
    steps: z._default(z.array(requiredText(300)).check(z.maxLength(8)), []),
    ctaButtons: z._default(ctaButtonsSchema, []),
  }),
);
export type HowToApplyFields = z.infer<typeof howToApplyFieldsSchema>;

export type HowItWorksFieldsInput = z.input<typeof howItWorksFieldsSchema>;
export type InformationalStepsFieldsInput = z.input<typeof informationalStepsFieldsSchema>;
export type SideBySideFieldsInput = z.input<typeof sideBySideFieldsSchema>;
export type TabListFieldsInput = z.input<typeof tabListFieldsSchema>;
export type StudySwitcherFieldsInput = z.input<typeof studySwitcherFieldsSchema>;
export type HeroStudySearchFieldsInput = z.input<typeof heroStudySearchFieldsSchema>;
export type HcpSubBannerFieldsInput = z.input<typeof hcpSubBannerFieldsSchema>;
export type HowToApplyFieldsInput = z.input<typeof howToApplyFieldsSchema>;
