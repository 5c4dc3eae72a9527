import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/*
 * The life-link page: a heading and a spinner while the uToken is exchanged for the health-record service's
 * address, then the configured error message when there is none. Empty texts fall back to the widget's
 * built-in ones.
 */
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const lifeLinkPageFieldsSchema = lazySchema(() =>
  z.object({
    heading: optionalText(200),
    loadingText: optionalText(200),
    errorMessage: optionalText(1000),
    /** Passed to the service as websiteTheme. */
    websiteTheme: optionalText(60),
  }),
);

export type LifeLinkPageFields = z.infer<typeof lifeLinkPageFieldsSchema>;
