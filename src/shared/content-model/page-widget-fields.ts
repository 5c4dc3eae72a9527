import * as z from 'zod/mini';
import { requiredText as text } from './required-text';
import { hrefSchema } from './link';
import { itemIdSchema } from './page';
import { lazySchema } from '../lazy-schema';

/*
 * Page widgets ("Sticky bar", "Share/download bar", "Cookie declaration table" and the spec's other
 * widgets, with their limits). Every label is optional: the widgets fall back to the spec's
 * built-in texts in the page's language.
 */

const label = lazySchema(() => z.optional(text(120)));

/** The trail of the page (or of `itemId`) from the content tree; nothing without an item id. */
export const breadcrumbFieldsSchema = lazySchema(() =>
  z.object({
    itemId: z.optional(itemIdSchema),
    ariaLabel: label,
  }),
);
export type BreadcrumbFields = z.infer<typeof breadcrumbFieldsSchema>;

/** A closable banner fixed at the top; `bannerKey` names it for the session-long close. */
export const notificationBannerFieldsSchema = lazySchema(() =>
  z.object({
    bannerKey: z.optional(itemIdSchema),
    text: text(400),
    linkText: label,
    linkHref: z.optional(hrefSchema),
    closeLabel: label,
  }),
);
export type NotificationBannerFields = z.infer<typeof notificationBannerFieldsSchema>;

/** A link to another website: it always asks first (class open-disclaimer). */
export const exitLinkSchema = lazySchema(() =>
  z.object({
    label: text(120),
    href: z.url({ protocol: /^https?$/ }),
    description: z.optional(text(300)),
  }),
);

/**
 * The exit-form disclaimer modal's texts; every open-disclaimer link of the page uses them. It
 * may list outside links of its own (a "resources elsewhere" list), each asking before leaving.
 */
export const exitDisclaimerFieldsSchema = lazySchema(() =>
  z.object({
    linksHeading: z.optional(text(200)),
    links: z._default(z.array(exitLinkSchema).check(z.maxLength(20)), []),
    title: z.optional(text(200)),
    text: z.optional(text(2000)),
    destinationText: label,
    continueText: label,
    cancelText: label,
    /** The × button's accessible name; 'Close' by default. */
    closeLabel: label,
  }),
);
export type ExitDisclaimerFields = z.infer<typeof exitDisclaimerFieldsSchema>;

/** "Sticky bar" (the spec spells ctaAllignment so). */
export const stickyBarButtonSchema = lazySchema(() =>
  z.object({
    buttonVariant: z._default(z.enum(['primary', 'secondary', 'outline']), 'primary'),
    link: z.object({ anchor: hrefSchema, text: text(80) }),
    ariaLabel: label,
  }),
);
export const stickyBarFieldsSchema = lazySchema(() =>
  z.object({
    ctaAllignment: z._default(z.enum(['Right', 'Center']), 'Right'),
    footerText: z.optional(text(300)),
    ctaButtons: z.array(stickyBarButtonSchema).check(z.maxLength(3)),
    scrollToTopText: label,
    enableAutoShowMobile: z._default(z.boolean(), false),
  }),
);
export type StickyBarFields = z.infer<typeof stickyBarFieldsSchema>;
export type StickyBarButton = z.infer<typeof stickyBarButtonSchema>;

export const SHARING_MEDIA = ['Email', 'Facebook', 'X', 'LinkedIn'] as const;
export const sharingMediumSchema = lazySchema(() => z.enum(SHARING_MEDIA));
export type SharingMedium = z.infer<typeof sharingMediumSchema>;

/** "Share bar". */
export const shareBarFieldsSchema = lazySchema(() =>
  z.object({
    showDownloadOption: z._default(z.boolean(), false),
    downloadFile: z.optional(hrefSchema),
    downloadText: label,
    showShareOption: z._default(z.boolean(), false),
    shareText: label,
    sharingMedia: z._default(z.array(sharingMediumSchema).check(z.maxLength(4)), ['Email']),
    /** The mail's subject and the text before the page address; the page title by default. */
    emailSubject: z.optional(text(200)),
    emailBody: z.optional(text(1000)),
  }),
);
export type ShareBarFields = z.infer<typeof shareBarFieldsSchema>;

/** "Cookie list item". */
export const cookieListItemSchema = lazySchema(() =>
  z.object({
    nameValue: text(120),
    sourceValue: z._default(z.string().check(z.trim(), z.maxLength(253)), ''),
    useDomain: z._default(z.boolean(), false),
    applyPrefix: z._default(z.boolean(), false),
    durationValue: text(120),
    descriptionValue: text(1000),
  }),
);
export type CookieListItem = z.infer<typeof cookieListItemSchema>;

export const cookieDeclarationTableFieldsSchema = lazySchema(() =>
  z.object({
    title: z.optional(text(200)),
    caption: z.optional(text(300)),
    namelabel: label,
    sourceLabel: label,
    durationLabel: label,
    descriptionLabel: label,
    cookies: z.array(cookieListItemSchema).check(z.minLength(1), z.maxLength(100)),
  }),
);
export type CookieDeclarationTableFields = z.infer<typeof cookieDeclarationTableFieldsSchema>;

/** Collapsed under 1000 px to its first `visibleParagraphs` paragraphs, with Read more / Read less. */
export const readMoreFieldsSchema = lazySchema(() =>
  z.object({
    /** The section's id, so a call to action can scroll to it ('#anchorId'). */
    anchorId: z.optional(itemIdSchema),
    heading: z.optional(text(200)),
    paragraphs: z.array(text(3000)).check(z.minLength(1), z.maxLength(30)),
    visibleParagraphs: z._default(z.number().check(z.int(), z.gte(1), z.lte(10)), 1),
    readMoreText: label,
    readLessText: label,
  }),
);
export type ReadMoreFields = z.infer<typeof readMoreFieldsSchema>;

/** Cut to 160 characters under 500 px, with Show more / Show less. */
export const truncatedContentFieldsSchema = lazySchema(() =>
  z.object({
    heading: z.optional(text(200)),
    text: text(5000),
    showMoreText: label,
    showLessText: label,
  }),
);
export type TruncatedContentFields = z.infer<typeof truncatedContentFieldsSchema>;

/** Registered in all-component-fields.ts: each widget validates its own fields in its chunk. */
export const pageWidgetFieldSchemas = {
  Breadcrumb: breadcrumbFieldsSchema,
  NotificationBanner: notificationBannerFieldsSchema,
  ExitDisclaimer: exitDisclaimerFieldsSchema,
  StickyBar: stickyBarFieldsSchema,
  ShareBar: shareBarFieldsSchema,
  CookieDeclarationTable: cookieDeclarationTableFieldsSchema,
  ReadMore: readMoreFieldsSchema,
  TruncatedContent: truncatedContentFieldsSchema,
} as const;
