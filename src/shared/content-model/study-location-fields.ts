import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/*
 * The StudyLocation widget: variation1 map only, variation2 list and map toggle, variation3 ZIP search in the
 * left panel on desktop. Every text is optional: the widget's built-in English and Spanish texts are the
 * fallbacks.
 */
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const STUDY_LOCATION_VARIATIONS = ['variation1', 'variation2', 'variation3'] as const;

export const studyLocationFieldsSchema = lazySchema(() =>
  z.object({
    variation: z._default(z.enum(STUDY_LOCATION_VARIATIONS), 'variation1'),
    title: optionalText(200),
    description: optionalText(1000),
    /** The accessible name of the map. */
    mapLabel: optionalText(120),
    listToggleText: optionalText(40),
    mapToggleText: optionalText(40),
    zipLabel: optionalText(80),
    zipPlaceholder: optionalText(40),
    /** A regular expression source; empty or invalid: five digits (zip-search.ts). */
    zipPattern: optionalText(200),
    zipRequiredMessage: optionalText(200),
    zipInvalidMessage: optionalText(200),
    searchButtonText: optionalText(40),
    enrollSoonText: optionalText(60),
    notYetEnrollText: optionalText(60),
    noLocationsText: optionalText(300),
    loadErrorText: optionalText(300),
    /** The distance unit label, default mi. */
    distanceUnit: optionalText(12),
  }),
);

export type StudyLocationFields = z.infer<typeof studyLocationFieldsSchema>;
export type StudyLocationFieldsInput = z.input<typeof studyLocationFieldsSchema>;
