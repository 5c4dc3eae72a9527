import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { lazySchema } from '../lazy-schema';

export const MAX_ANALYTICS_DATA_KEYS = 30;

/** A tracking event's name: 'participant-type-selected', 'outcome-page-viewed', 'screener:output-error'. */
export const analyticsEventNameSchema = lazySchema(() =>
  z
    .string()
    .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 _.:-]{0,79}$/, 'Letters, digits, space, _ . : - only (max 80)')),
);

/** Flat, small values only: events describe what happened, never who (no personal data). */
export const analyticsDataSchema = lazySchema(() =>
  z
    .record(
      z.string().check(z.minLength(1), z.maxLength(64)),
      z.union([z.string().check(z.maxLength(500)), z.number(), z.boolean(), z.null()]),
    )
    .check(
      z.refine((data) => Object.keys(data).length <= MAX_ANALYTICS_DATA_KEYS, {
        message: `At most ${MAX_ANALYTICS_DATA_KEYS} keys`,
      }),
    ),
);
export type AnalyticsData = z.infer<typeof analyticsDataSchema>;

const optionalId = lazySchema(() => z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))));

export const analyticsEventSchema = lazySchema(() =>
  z.strictObject({
    name: analyticsEventNameSchema,
    data: z._default(analyticsDataSchema, {}),
    occurredAt: z.iso.datetime({ offset: true }),
    guestRef: optionalId,
    enrollmentId: optionalId,
    /** The page the event happened on, without its query string. */
    path: z.optional(z.string().check(z.maxLength(512))),
  }),
);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/**
 * POST /api/analytics/events (our path; the spec only names the events). The client sends an
 * event ONLY when the visitor opted in to non-essential cookies; the server also drops (stores
 * nothing, answers stored: false) an event of a guest whose saved preferences opt out, so an
 * event queued just before a rejection is not kept either.
 */
export const recordAnalyticsEvent = defineCall({
  name: 'analytics/events',
  method: 'POST',
  path: '/api/analytics/events',
  body: analyticsEventSchema,
  /** stored false: the guest's saved preferences opt out, so the event was dropped. */
  response: z.object({ id: z.nullable(z.string()), stored: z.boolean() }),
});
