import * as z from 'zod/mini';
import { hrefSchema, imageSchema } from './link';
import type { PageComponent } from './page';
import { outcomeBannerFieldsSchema, progressBarFieldsSchema } from './outcome-widget-fields';
import { screenerThemeSchema } from '../domain/screener-theme';
import { patientTypeSchema } from '../domain/journey-roles';
import { ctaButtonsSchema } from './cta-button-fields';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Hero banner, variants v1–v4; a '#anchor' CTA scrolls smoothly, any other link navigates. */
export const heroBannerFieldsSchema = z.object({
  variant: z.enum(['herobannerv1', 'herobannerv2', 'herobannerv3', 'herobannerv4']),
  title: text(200),
  description: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
  ctaText: z.optional(text(80)),
  ctaLink: z.optional(hrefSchema),
  /** More call-to-action buttons, after the ctaText/ctaLink one. */
  ctaButtons: z.optional(ctaButtonsSchema),
  image: z.optional(imageSchema),
});

/** Plain text paragraphs, never HTML: the client renders them as text nodes. */
export const richTextFieldsSchema = z.object({
  heading: z.optional(text(200)),
  paragraphs: z.array(text(3000)).check(z.minLength(1), z.maxLength(50)),
});

export const studyListItemSchema = z.object({
  title: text(200),
  condition: text(120),
  description: text(600),
  link: hrefSchema,
});

export const studyListFieldsSchema = z.object({
  title: z.optional(text(200)),
  studies: z.array(studyListItemSchema).check(z.minLength(1), z.maxLength(50)),
});

/** Rendered inside `<section id="pre-screener-wrapper">`, the anchor hero CTAs point at. */
export const preScreenerIntroFieldsSchema = z.object({
  title: text(200),
  description: text(1000),
  ctaText: z.optional(text(80)),
  /** Where the CTA leads (e.g. the study's participant-type question); absent: it starts the screener in place. */
  ctaLink: z.optional(hrefSchema),
});

export const notFoundFieldsSchema = z.object({
  title: text(200),
  description: text(1000),
  linkText: text(80),
  linkHref: hrefSchema,
});

/** journey-screener-contact.md §2 participant-type question: each option leads to its route. */
export const participantTypeOptionSchema = z.object({
  value: patientTypeSchema,
  label: text(120),
  link: hrefSchema,
});
export const participantTypeQuestionFieldsSchema = z.object({
  title: text(200),
  options: z.array(participantTypeOptionSchema).check(z.minLength(1), z.maxLength(3)),
  nextText: text(80),
});

/** "Email me a link to continue later" (the resume link of §4). */
export const resumeLaterFieldsSchema = z.object({
  title: text(200),
  description: z.optional(text(1000)),
  buttonText: text(80),
});

/** A banner above or below the questionnaire (plain text, never HTML). */
export const preScreenerBannerSchema = z.object({
  title: z.optional(text(200)),
  text: z.optional(text(2000)),
});

/**
 * journey-screener-contact.md §2 pre-screener page: header banner, the questionnaire iframe
 * (its accessible title is iframeTitle), footer banner. `theme` is the questionnaire's colour theme.
 */
export const preScreenerFieldsSchema = z.object({
  headerBanner: z.optional(preScreenerBannerSchema),
  footerBanner: z.optional(preScreenerBannerSchema),
  iframeTitle: text(200),
  theme: z.optional(screenerThemeSchema),
});

/** Component name → fields schema. The seed is validated per component with it. */
export const componentFieldSchemas = {
  HeroBanner: heroBannerFieldsSchema,
  RichText: richTextFieldsSchema,
  StudyList: studyListFieldsSchema,
  PreScreenerIntro: preScreenerIntroFieldsSchema,
  NotFound: notFoundFieldsSchema,
  ParticipantTypeQuestion: participantTypeQuestionFieldsSchema,
  ResumeLater: resumeLaterFieldsSchema,
  PreScreener: preScreenerFieldsSchema,
  OutcomeBanner: outcomeBannerFieldsSchema,
  ProgressBar: progressBarFieldsSchema,
} as const;

export type KnownComponentName = keyof typeof componentFieldSchemas;
export type ComponentFields<N extends KnownComponentName> = z.infer<(typeof componentFieldSchemas)[N]>;
export type HeroBannerFields = ComponentFields<'HeroBanner'>;
export type RichTextFields = ComponentFields<'RichText'>;
export type StudyListFields = ComponentFields<'StudyList'>;
export type PreScreenerIntroFields = ComponentFields<'PreScreenerIntro'>;
export type NotFoundFields = ComponentFields<'NotFound'>;
export type ParticipantTypeQuestionFields = ComponentFields<'ParticipantTypeQuestion'>;
export type ResumeLaterFields = ComponentFields<'ResumeLater'>;

export type PreScreenerFields = ComponentFields<'PreScreener'>;

export function isKnownComponentName(name: string): name is KnownComponentName {
  return Object.prototype.hasOwnProperty.call(componentFieldSchemas, name);
}

/** Validates a component's fields against the schema of its name; unknown names fail. */
export function parseComponentFields(
  component: Pick<PageComponent, 'name' | 'fields'>,
): { success: true; fields: Record<string, unknown> } | { success: false; error: string } {
  if (!isKnownComponentName(component.name)) {
    return { success: false, error: `Unknown component ${component.name}` };
  }
  const result = componentFieldSchemas[component.name].safeParse(component.fields);
  if (result.success) return { success: true, fields: result.data };
  return { success: false, error: z.prettifyError(result.error) };
}
