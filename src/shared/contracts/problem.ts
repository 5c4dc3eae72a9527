import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/** RFC 9457 problem details, as every 4xx/5xx answer of the API carries them. */
export const fieldErrorSchema = lazySchema(() =>
  z.object({
    field: z.string(),
    reason: z.string(),
  }),
);

export const problemSchema = lazySchema(() =>
  z.object({
    type: z._default(z.string(), 'about:blank'),
    title: z.string(),
    status: z.number().check(z.int()),
    detail: z.optional(z.string()),
    errors: z.optional(z.array(fieldErrorSchema)),
  }),
);

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type Problem = z.infer<typeof problemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const DEVICE_HEADER = 'x-device-id';

/** Turns zod issues into the problem's field list: `body.Email: Invalid email address`. */
export function fieldErrorsFromIssues(
  location: string,
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldError[] {
  return issues.map((issue) => ({
    field: [location, ...issue.path.map(String)].join('.'),
    reason: issue.message,
  }));
}
