import * as z from 'zod/mini';
import { requiredText as text } from './required-text';
import { journeyStepSchema } from '../domain/journey-steps';
import { hrefSchema } from './link';
import { lazySchema } from '../lazy-schema';

const flag = lazySchema(() => z._default(z.boolean(), false));

/**
 * "Outcome banner flags": the flag set says what the banner stands for (its tone and icon); with none set the
 * banner renders nothing. Plain text only.
 */
export const outcomeBannerFieldsSchema = lazySchema(() =>
  z
    .object({
      isDnq: flag,
      isNoSitesAvailable: flag,
      isNoSitesConvenient: flag,
      isNoSitesAvailableMaxCapacity: flag,
      isQualified: flag,
      heading: text(200),
      paragraphs: z.array(text(3000)).check(z.minLength(1), z.maxLength(20)),
      linkText: z.optional(text(80)),
      linkHref: z.optional(hrefSchema),
    })
    .check(
      z.refine((fields) => (fields.linkText === undefined) === (fields.linkHref === undefined), {
        message: 'linkText and linkHref go together',
        path: ['linkHref'],
      }),
    ),
);
export type OutcomeBannerFields = z.infer<typeof outcomeBannerFieldsSchema>;

/** One step of the progress bar: its label and the journey step it stands for. */
export const progressBarItemSchema = lazySchema(() => z.object({ name: text(60), step: journeyStepSchema }));
const progressItems = lazySchema(() => z.array(progressBarItemSchema).check(z.minLength(1), z.maxLength(8)));

/**
 * Items per journey (J1, J2, J3, for journey types 01, 02, 03); each item is Disabled, Active or Completed
 * (with a tick) from the journey.
 */
export const progressBarFieldsSchema = lazySchema(() =>
  z.object({
    /** The accessible name of the list, e.g. 'Your progress'. */
    label: text(120),
    J1: progressItems,
    J2: progressItems,
    J3: progressItems,
  }),
);
export type ProgressBarFields = z.infer<typeof progressBarFieldsSchema>;
export type ProgressBarItem = z.infer<typeof progressBarItemSchema>;
