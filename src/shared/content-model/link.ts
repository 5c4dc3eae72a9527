import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/**
 * A link target in content: an app path ('/…'), an in-page anchor ('#…'), or an absolute
 * http(s), mailto or tel URL. Anything else (notably `javascript:`) is refused because
 * content ends up in `href` attributes.
 */
export const hrefSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(2048),
    z.refine((value) => /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i.test(value), {
      message: 'Must be a path, an #anchor, or an http(s), mailto or tel URL',
    }),
  ),
);

export const linkSchema = lazySchema(() =>
  z.object({
    label: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    href: hrefSchema,
  }),
);
export type Link = z.infer<typeof linkSchema>;

/** A responsive image: one source per breakpoint, with the alternative text required. */
export const imageSchema = lazySchema(() =>
  z.object({
    mobile: z.optional(hrefSchema),
    tablet: z.optional(hrefSchema),
    desktop: z.optional(hrefSchema),
    alt: z.string().check(z.maxLength(300)),
  }),
);
export type ContentImage = z.infer<typeof imageSchema>;
