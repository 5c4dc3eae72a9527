import * as z from 'zod/mini';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/** A community of a condition (the spec's "Condition option" entity → its communities). */
export const communitySchema = lazySchema(() =>
  z.object({
    key: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    value: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    description: z.string().check(z.trim(), z.maxLength(600)),
    sitecoreId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    siteCoreCommunityId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    /** The community page; opened with the current query string kept. */
    url: z.optional(hrefSchema),
  }),
);

export type Community = z.infer<typeof communitySchema>;
