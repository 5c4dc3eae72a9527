import * as z from 'zod/mini';
import { optionalText } from './hero-search-fields';
import { lazySchema } from '../lazy-schema';

/** My Profile's list of saved searches; empty texts fall back to the built-in English or Spanish ones. */
export const savedSearchesFieldsSchema = lazySchema(() =>
  z.object({
    title: optionalText(200),
    emptyText: optionalText(500),
  }),
);
export type SavedSearchesFields = z.infer<typeof savedSearchesFieldsSchema>;
