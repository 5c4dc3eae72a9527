import * as z from 'zod/mini';
import { articleSchema } from './article';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/*
 * Content cards and carousels and the card list. Empty labels fall back to the widgets' built-in English and
 * Spanish texts. The widgets check these inside their own chunks.
 */
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(text(max));

export const cardImageSchema = lazySchema(() => z.object({ src: hrefSchema, alt: text(300) }));
export type CardImage = z.infer<typeof cardImageSchema>;

/** "Trial card": relatedTrial, trialCTA and id. */
export const featuredTrialSchema = lazySchema(() =>
  z.object({
    id: requiredText(100),
    relatedTrial: z.object({
      featuredTrialImage: z.optional(cardImageSchema),
      featuredTrialCondition: text(120),
      trialTitle: requiredText(300),
      trialDescription: text(3000),
    }),
    trialCTA: z.object({ href: hrefSchema, text: optionalText(80) }),
  }),
);
export type FeaturedTrial = z.infer<typeof featuredTrialSchema>;

/** What every carousel widget shares: heading, autoplay and the slide duration in seconds. */
const carouselFields = {
  title: optionalText(200),
  description: optionalText(1000),
  autoplay: z._default(z.boolean(), false),
  /** The slide duration comes from content in seconds (default 3 s). */
  slideDuration: z.optional(z.number().check(z.gte(1), z.lte(60))),
  previousLabel: optionalText(60),
  nextLabel: optionalText(60),
};

export const featuredTrialsCarouselFieldsSchema = lazySchema(() =>
  z.object({
    ...carouselFields,
    trials: z.array(featuredTrialSchema).check(z.minLength(1), z.maxLength(30)),
  }),
);
export type FeaturedTrialsCarouselFields = z.infer<typeof featuredTrialsCarouselFieldsSchema>;

export const articlesCarouselFieldsSchema = lazySchema(() =>
  z.object({
    ...carouselFields,
    articles: z.array(articleSchema).check(z.minLength(1), z.maxLength(30)),
    readMoreText: optionalText(80),
    conditionsLabel: optionalText(80),
  }),
);
export type ArticlesCarouselFields = z.infer<typeof articlesCarouselFieldsSchema>;

/** "Site info". */
export const questionnaireSiteInfoSchema = lazySchema(() =>
  z.object({
    siteName: requiredText(200),
    siteAddress: optionalText(200),
    siteCity: optionalText(100),
    siteState: optionalText(40),
    siteCountry: optionalText(60),
    siteZipCode: optionalText(10),
    siteLatitude: z.optional(z.number().check(z.gte(-90), z.lte(90))),
    siteLongitude: z.optional(z.number().check(z.gte(-180), z.lte(180))),
    sitePhone: optionalText(32),
    indication: optionalText(500),
  }),
);
export type QuestionnaireSiteInfo = z.infer<typeof questionnaireSiteInfoSchema>;

/** A study's root path without the locale, e.g. 'migraine-study' (the card links to /{studyLink}). */
const studyLinkSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(200),
      z.regex(/^\/?[A-Za-z0-9][A-Za-z0-9_\-/]*$/, { message: 'Must be a path inside the site' }),
    ),
);

/** "Questionnaire card item". */
export const questionnaireCardSchema = lazySchema(() =>
  z.object({
    studyStatus: requiredText(40),
    studyName: requiredText(200),
    studyCompletionDate: z.optional(z.iso.date()),
    studyLink: studyLinkSchema,
    studySiteInfo: z.optional(questionnaireSiteInfoSchema),
  }),
);
export type QuestionnaireCardItem = z.infer<typeof questionnaireCardSchema>;

/** Labels of the questionnaire cards and their site modal. */
export const questionnaireLabelsSchema = lazySchema(() =>
  z.object({
    matchedLabel: optionalText(60),
    incompleteLabel: optionalText(60),
    otherLabel: optionalText(60),
    completedLabel: optionalText(60),
    siteInfoText: optionalText(80),
    continueText: optionalText(80),
    viewStudyText: optionalText(80),
    directionsText: optionalText(80),
    callText: optionalText(80),
    closeText: optionalText(40),
  }),
);
export type QuestionnaireLabels = z.infer<typeof questionnaireLabelsSchema>;

export const questionnaireResultsCarouselFieldsSchema = lazySchema(() =>
  z.object({
    ...carouselFields,
    ...questionnaireLabelsSchema.shape,
    results: z.array(questionnaireCardSchema).check(z.minLength(1), z.maxLength(30)),
  }),
);
export type QuestionnaireResultsCarouselFields = z.infer<typeof questionnaireResultsCarouselFieldsSchema>;

export const singleFeaturedTrialFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    description: optionalText(1000),
    trial: featuredTrialSchema,
    imagePosition: z._default(z.enum(['left', 'right']), 'left'),
  }),
);
export type SingleFeaturedTrialFields = z.infer<typeof singleFeaturedTrialFieldsSchema>;

/** "Card list": one card. */
export const cardListCardSchema = lazySchema(() =>
  z.object({
    title: requiredText(200),
    description: optionalText(2000),
    image: z.optional(cardImageSchema),
    label: optionalText(60),
    metaText: optionalText(200),
    link: z.optional(z.object({ href: hrefSchema, text: requiredText(80) })),
    linkVariant: z._default(z.enum(['primary', 'secondary', 'text']), 'text'),
    fullWidth: z._default(z.boolean(), false),
    removeImagePadding: z._default(z.boolean(), false),
    imagePosition: z._default(z.enum(['top', 'bottom', 'left', 'right']), 'top'),
  }),
);
export type CardListCard = z.infer<typeof cardListCardSchema>;

export const cardListFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    description: optionalText(2000),
    /** Above 4 or absent: 3; any number is accepted here and the rule applies on render. */
    columnSize: z.optional(z.number()),
    layout: z._default(z.enum(['Stack', 'Carousel']), 'Stack'),
    /** Image height in CSS pixels. */
    imageHeight: z.optional(z.number().check(z.int(), z.gte(40), z.lte(800))),
    /** Corner radius of cards and images in CSS pixels. */
    radii: z.optional(z.number().check(z.int(), z.gte(0), z.lte(48))),
    /** Only a 3- or 6-digit hex colour paints; anything else inherits. */
    background: optionalText(40),
    autoplay: z._default(z.boolean(), false),
    slideDuration: z.optional(z.number().check(z.gte(1), z.lte(60))),
    cards: z.array(cardListCardSchema).check(z.minLength(1), z.maxLength(40)),
  }),
);
export type CardListFields = z.infer<typeof cardListFieldsSchema>;
export type CardListFieldsInput = z.input<typeof cardListFieldsSchema>;
