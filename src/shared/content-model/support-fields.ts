import * as z from 'zod/mini';
import { compilesAsRegExp } from './regex-source';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/*
 * The support area: the landing page with its tiles, and the sub-pages' request form. Empty texts fall back
 * to the widgets' built-in ones. Recipient and sender live here (content, edited by the site's editors) and
 * never come from the browser: the server reads them from the stored page.
 */
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** The decorative glyphs a tile or the success view may show. */
export const supportIconSchema = lazySchema(() =>
  z.enum(['technical', 'study', 'question', 'mail', 'check']),
);
export type SupportIcon = z.infer<typeof supportIconSchema>;

export const supportTileSchema = lazySchema(() =>
  z.object({
    title: requiredText(120),
    description: optionalText(500),
    icon: z.optional(supportIconSchema),
    link: hrefSchema,
  }),
);
export type SupportTile = z.infer<typeof supportTileSchema>;

export const supportLandingFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    subtitle: optionalText(1000),
    tiles: z._default(z.array(supportTileSchema).check(z.maxLength(20)), []),
  }),
);
export type SupportLandingFields = z.infer<typeof supportLandingFieldsSchema>;

/** A content regex must compile: a broken one would make every address invalid. */
const regexSource = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(500),
    z.refine((source) => compilesAsRegExp(source, 'i'), { message: 'Must be a valid regular expression' }),
  ),
);

const mailAddress = lazySchema(() => z.email().check(z.maxLength(254)));

/** How the request becomes a mail (the spec's support email request); addresses are server-side only. */
export const supportEmailContentSchema = lazySchema(() =>
  z.object({
    fromAddress: z.optional(mailAddress),
    toAddress: z.optional(mailAddress),
    /** Placeholders {subject}, {name}, {mailId} and {Message} are replaced by the form values. */
    template: optionalText(10_000),
    /** The mail's subject is this prefix followed by the chosen issue. */
    subjectPrefix: optionalText(200),
    /** The error banner's text. */
    errorMessage: optionalText(1000),
    successIcon: z.optional(supportIconSchema),
    successTitle: optionalText(200),
    successDescription: optionalText(2000),
  }),
);
export type SupportEmailContent = z.infer<typeof supportEmailContentSchema>;

export const supportRequestFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    description: optionalText(2000),
    nameLabel: optionalText(120),
    emailLabel: optionalText(120),
    issueLabel: optionalText(120),
    messageLabel: optionalText(120),
    namePlaceholder: optionalText(120),
    emailPlaceholder: optionalText(120),
    issuePlaceholder: optionalText(120),
    messagePlaceholder: optionalText(300),
    /** When set, the issue is this fixed, disabled text instead of a choice. */
    fixedIssue: optionalText(200),
    nameRequired: z._default(z.boolean(), false),
    nameRequiredMessage: optionalText(300),
    emailRequired: z._default(z.boolean(), false),
    emailRequiredMessage: optionalText(300),
    emailInvalidMessage: optionalText(300),
    /** The e-mail pattern (matched case-insensitively); absent: a basic address pattern. */
    emailRegex: z.optional(regexSource),
    issueRequired: z._default(z.boolean(), false),
    issueRequiredMessage: optionalText(300),
    messageRequired: z._default(z.boolean(), false),
    messageRequiredMessage: optionalText(300),
    issues: z._default(z.array(requiredText(200)).check(z.maxLength(30)), []),
    buttonText: optionalText(80),
    emailContentInfo: z._default(supportEmailContentSchema, {}),
    showErrorBanner: z._default(z.boolean(), false),
  }),
);
export type SupportRequestFields = z.infer<typeof supportRequestFieldsSchema>;
export type SupportRequestFieldsInput = z.input<typeof supportRequestFieldsSchema>;
