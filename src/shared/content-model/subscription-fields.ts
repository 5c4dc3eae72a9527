import * as z from 'zod/mini';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/*
 * The unsubscribe, resubscribe and resubscribe-confirmation widgets: headings, texts, the field labels, the
 * validation flags and messages, and where a successful resubscribe leads. Empty texts fall back to the
 * widgets' built-in ones (the spec shows only the server-failure wording).
 */
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const paragraphs = lazySchema(() =>
  z.optional(z.array(z.string().check(z.trim(), z.maxLength(3000))).check(z.maxLength(20))),
);

/** Shared by the common unsubscribe page and the study's resubscribe page. */
export const unsubscribeFieldsSchema = lazySchema(() =>
  z.object({
    heading: optionalText(200),
    /** Shown before the person confirms. */
    texts: paragraphs,
    unsubscribeButtonText: optionalText(80),
    /** Shown once unsubscribed, above the resubscribe form. */
    unsubscribedHeading: optionalText(200),
    unsubscribedTexts: paragraphs,
    /** Shown when the link is unknown, expired, or the call failed (no crash, a plain message). */
    unsubscribeErrorText: optionalText(1000),
    emailLabel: optionalText(120),
    emailPlaceholder: optionalText(120),
    emailRequired: z.optional(z.boolean()),
    emailRequiredMessage: optionalText(300),
    /** A regular expression's source; empty: a basic email pattern. */
    emailRegex: optionalText(500),
    emailInvalidMessage: optionalText(300),
    /** Default 'You have entered an incorrect email address'. */
    serverErrorMessage: optionalText(300),
    consentLabel: optionalText(1000),
    consentRequired: z.optional(z.boolean()),
    consentRequiredMessage: optionalText(300),
    resubscribeButtonText: optionalText(80),
    /** Where a successful resubscribe leads. */
    successLink: z.optional(hrefSchema),
  }),
);
export type UnsubscribeFields = z.infer<typeof unsubscribeFieldsSchema>;

/** Common resubscribe confirmation: heading and content only. */
export const resubscribeConfirmationFieldsSchema = lazySchema(() =>
  z.object({
    heading: optionalText(200),
    content: paragraphs,
  }),
);
export type ResubscribeConfirmationFields = z.infer<typeof resubscribeConfirmationFieldsSchema>;
