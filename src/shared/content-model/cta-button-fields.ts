import * as z from 'zod/mini';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/*
 * A call-to-action button in content (hero banners, HCP sub-banner, how-to-apply box): its text,
 * where it leads, how it looks and, when the text alone is ambiguous, an accessible name.
 * Kept in its own small module because the hero banner (a light widget) needs it in the app chunk.
 */
export const ctaButtonSchema = lazySchema(() =>
  z.object({
    text: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
    link: hrefSchema,
    variant: z._default(z.enum(['primary', 'secondary', 'link']), 'primary'),
    ariaLabel: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  }),
);
export type CtaButton = z.infer<typeof ctaButtonSchema>;
export type CtaButtonInput = z.input<typeof ctaButtonSchema>;

export const ctaButtonsSchema = lazySchema(() => z.array(ctaButtonSchema).check(z.maxLength(4)));
