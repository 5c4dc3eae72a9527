import * as z from 'zod/mini';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/** An article card; the publish date shows as DD MMMM yyyy. */
export const articleSchema = lazySchema(() =>
  z.object({
    articleImage: z.optional(z.object({ src: hrefSchema, alt: z.string().check(z.maxLength(300)) })),
    articleTitle: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    articleDescription: z.string().check(z.trim(), z.maxLength(1000)),
    articlePublishDate: z.iso.date(),
    articleConditions: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(120))), []),
    url: hrefSchema,
  }),
);

export type Article = z.infer<typeof articleSchema>;
export type ArticleInput = z.input<typeof articleSchema>;
