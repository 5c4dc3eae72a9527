import * as z from 'zod/mini';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/*
 * The registration start widget's content, apart from the wizard's and the thank-you page's
 * (registration-fields.ts, which re-exports it): the home page's sign-up box loads this without the form
 * schemas. Empty texts fall back to the widget's built-in ones; a pattern that does not compile falls back to
 * the standard email rule.
 */

/** An optional content text, trimmed, at most `max` characters. */
export const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
/** A content switch with its default. */
export const flag = (value = false) => z._default(z.boolean(), value);
/** A content regular expression (compiled by the rules, which fall back when it does not). */
export const pattern = lazySchema(() => text(500));

const domainName = lazySchema(() =>
  z.string().check(z.trim(), z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i), z.maxLength(253)),
);

export const registrationStartFieldsSchema = lazySchema(() =>
  z.object({
    title: text(200),
    description: text(1000),
    emailLabel: text(120),
    emailPlaceholder: text(120),
    isEmailRequired: flag(true),
    emailRequiredMessage: text(300),
    /** Matched case-insensitively; the standard email pattern when absent or broken. */
    emailRegex: pattern,
    emailInvalidMessage: text(300),
    /** "Registration email exists". */
    emailExists: text(300),
    consentText: text(2000),
    isConsentRequired: flag(true),
    consentRequiredMessage: text(300),
    buttonText: text(80),
    /** Default /register/about-you. */
    nextLink: z.optional(hrefSchema),
    /** Suggested after the typed '@'. */
    emailDomains: z._default(z.array(domainName).check(z.maxLength(20)), []),
  }),
);
export type RegistrationStartFields = z.infer<typeof registrationStartFieldsSchema>;
export type RegistrationStartFieldsInput = z.input<typeof registrationStartFieldsSchema>;
