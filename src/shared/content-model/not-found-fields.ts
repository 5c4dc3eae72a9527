import * as z from 'zod/mini';
import { requiredText as text } from './required-text';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

/**
 * The 404 block of the content's not-found page. The NotFound widget is lazily loaded and checks
 * these fields inside its own chunk (useWidgetFields); the content pack checker uses them via all-component-fields.ts.
 */
export const notFoundFieldsSchema = lazySchema(() =>
  z.object({
    title: text(200),
    description: text(1000),
    linkText: text(80),
    linkHref: hrefSchema,
  }),
);
export type NotFoundFields = z.infer<typeof notFoundFieldsSchema>;
