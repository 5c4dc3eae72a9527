import * as z from 'zod/mini';
import { languageSchema } from './language';
import { lazySchema } from '../lazy-schema';

/**
 * A content path, unprefixed by locale: '/', '/asthma-study', '/dnq/adult',
 * '/minor-dnq/not_in_range'. No trailing slash, query or fragment.
 */
export const pagePathSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.maxLength(512),
      z.regex(/^\/([A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*)?$/, 'Must be a path like /study-name/page'),
    ),
);

/** An item id, the same for every language version of an item (as in the content system). */
export const itemIdSchema = lazySchema(() =>
  z
    .string()
    .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only')),
);

export const componentNameSchema = lazySchema(() =>
  z.string().check(z.regex(/^[A-Z][A-Za-z0-9]{0,63}$/, 'PascalCase name')),
);

/**
 * One rendering on a page. `fields` stays open here so that a client keeps rendering pages
 * that carry components it does not know yet; component-fields.ts validates known names.
 */
export const pageComponentSchema = lazySchema(() =>
  z.object({
    id: itemIdSchema,
    name: componentNameSchema,
    fields: z.record(z.string(), z.unknown()),
  }),
);
export type PageComponent = z.infer<typeof pageComponentSchema>;

/** Pages are flagged in content. */
export const pageFlagsSchema = lazySchema(() =>
  z.object({
    isHome: z._default(z.boolean(), false),
    isInfoEpr: z._default(z.boolean(), false),
    isOutcome: z._default(z.boolean(), false),
    isMyProfile: z._default(z.boolean(), false),
    isStickyFooter: z._default(z.boolean(), false),
  }),
);
export type PageFlags = z.infer<typeof pageFlagsSchema>;

export const pageSchema = lazySchema(() =>
  z.object({
    id: itemIdSchema,
    path: pagePathSchema,
    language: languageSchema,
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    /** Shorter label for breadcrumbs; the title is used when absent. */
    breadcrumbTitle: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
    description: z.optional(z.string().check(z.trim(), z.maxLength(500))),
    studyKey: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    flags: pageFlagsSchema,
    components: z.array(pageComponentSchema).check(z.maxLength(100)),
  }),
);
export type Page = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;

/** The path of the page shown for unknown paths, in every language. */
export const NOT_FOUND_PATH = '/404';
