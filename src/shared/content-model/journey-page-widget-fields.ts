import * as z from 'zod/mini';
import { requiredText as text } from './required-text';
import { hrefSchema } from './link';
import { screenerThemeSchema } from '../domain/screener-theme';
import { patientTypeSchema } from '../domain/journey-roles';
import { lazySchema } from '../lazy-schema';

/*
 * The fields of the journey pages' widgets (pre-screener intro, participant-type question,
 * resume later, pre-screener). These widgets are lazily loaded and check their own fields inside
 * their own chunk (useWidgetFields), so the app chunk never carries these schemas; the seed is
 * validated with them through all-component-fields.ts.
 */

/** Rendered inside `<section id="pre-screener-wrapper">`, the anchor hero CTAs point at. */
export const preScreenerIntroFieldsSchema = lazySchema(() =>
  z.object({
    title: text(200),
    description: text(1000),
    ctaText: z.optional(text(80)),
    /** Where the CTA leads (e.g. the study's participant-type question); absent: it starts the screener in place. */
    ctaLink: z.optional(hrefSchema),
  }),
);
export type PreScreenerIntroFields = z.infer<typeof preScreenerIntroFieldsSchema>;

/** Participant-type question: each option leads to its route. */
export const participantTypeOptionSchema = lazySchema(() =>
  z.object({
    value: patientTypeSchema,
    label: text(120),
    link: hrefSchema,
  }),
);
export const participantTypeQuestionFieldsSchema = lazySchema(() =>
  z.object({
    title: text(200),
    options: z.array(participantTypeOptionSchema).check(z.minLength(1), z.maxLength(3)),
    nextText: text(80),
  }),
);
export type ParticipantTypeQuestionFields = z.infer<typeof participantTypeQuestionFieldsSchema>;

/**
 * "Email me a link to continue later" (the journey's resume link). Empty fields fall back to the
 * built-in English and Spanish texts, so the component can be placed on any step's page.
 */
export const resumeLaterFieldsSchema = lazySchema(() =>
  z.object({
    title: z.optional(text(200)),
    description: z.optional(text(1000)),
    buttonText: z.optional(text(80)),
  }),
);
export type ResumeLaterFields = z.infer<typeof resumeLaterFieldsSchema>;

/** A banner above or below the questionnaire (plain text, never HTML). */
export const preScreenerBannerSchema = lazySchema(() =>
  z.object({
    title: z.optional(text(200)),
    text: z.optional(text(2000)),
  }),
);

/**
 * Pre-screener page: header banner, the questionnaire iframe (its accessible title is iframeTitle), footer
 * banner. `theme` is the questionnaire's colour theme.
 */
export const preScreenerFieldsSchema = lazySchema(() =>
  z.object({
    headerBanner: z.optional(preScreenerBannerSchema),
    footerBanner: z.optional(preScreenerBannerSchema),
    iframeTitle: text(200),
    theme: z.optional(screenerThemeSchema),
  }),
);
export type PreScreenerFields = z.infer<typeof preScreenerFieldsSchema>;
