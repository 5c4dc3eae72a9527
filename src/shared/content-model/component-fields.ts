import * as z from 'zod/mini';
import { requiredText as text } from './required-text';
import { hrefSchema, imageSchema } from './link';
import type { PageComponent } from './page';
import { ctaButtonsSchema } from './cta-button-fields';
import { lazySchema } from '../lazy-schema';

/** Hero banner, variants v1–v4; a '#anchor' CTA scrolls smoothly, any other link navigates. */
export const heroBannerFieldsSchema = lazySchema(() =>
  z.object({
    variant: z.enum(['herobannerv1', 'herobannerv2', 'herobannerv3', 'herobannerv4']),
    title: text(200),
    description: z.optional(z.string().check(z.trim(), z.maxLength(1000))),
    ctaText: z.optional(text(80)),
    ctaLink: z.optional(hrefSchema),
    /** More call-to-action buttons, after the ctaText/ctaLink one. */
    ctaButtons: z.optional(ctaButtonsSchema),
    image: z.optional(imageSchema),
  }),
);

/** Plain text paragraphs, never HTML: the client renders them as text nodes. */
export const richTextFieldsSchema = lazySchema(() =>
  z.object({
    heading: z.optional(text(200)),
    paragraphs: z.array(text(3000)).check(z.minLength(1), z.maxLength(50)),
  }),
);

export const studyListItemSchema = lazySchema(() =>
  z.object({
    title: text(200),
    condition: text(120),
    description: text(600),
    link: hrefSchema,
  }),
);

export const studyListFieldsSchema = lazySchema(() =>
  z.object({
    title: z.optional(text(200)),
    studies: z.array(studyListItemSchema).check(z.minLength(1), z.maxLength(50)),
  }),
);

/**
 * The light widgets the page checks before rendering (component name → fields schema): the hero
 * (in the app chunk) and the home page's rich text and study list. Every other widget checks its
 * own fields inside its own chunk (useWidgetFields), so the app chunk never carries their
 * schemas; all-component-fields.ts lists every name for the content pack checker.
 */
export const componentFieldSchemas = {
  HeroBanner: heroBannerFieldsSchema,
  RichText: richTextFieldsSchema,
  StudyList: studyListFieldsSchema,
} as const;

export type KnownComponentName = keyof typeof componentFieldSchemas;
export type ComponentFields<N extends KnownComponentName> = z.infer<(typeof componentFieldSchemas)[N]>;
export type HeroBannerFields = ComponentFields<'HeroBanner'>;
export type RichTextFields = ComponentFields<'RichText'>;
export type StudyListFields = ComponentFields<'StudyList'>;

export function isKnownComponentName(name: string): name is KnownComponentName {
  return Object.prototype.hasOwnProperty.call(componentFieldSchemas, name);
}

/** 'path.to.field: message; …' (compact, so zod's error prettifier stays out of the app chunk). */
function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ');
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
  return { success: false, error: describeIssues(result.error.issues) };
}
