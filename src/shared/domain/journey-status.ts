import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/** The journey status values. */
export const JOURNEY_STATUSES = ['Partial', 'Completed', 'Terminated', 'Re-registrationProhibited'] as const;
export const journeyStatusSchema = lazySchema(() => z.enum(JOURNEY_STATUSES));
export type JourneyStatus = z.infer<typeof journeyStatusSchema>;

/** The statuses a start over (or abandonment) leaves behind. */
export const START_OVER_STATUSES = ['Terminated', 'Re-registrationProhibited'] as const;
export type StartOverStatus = (typeof START_OVER_STATUSES)[number];

/** A journey that is neither in progress nor completed: it can never be resumed. */
export function isTerminatedStatus(status: JourneyStatus | null | undefined): status is StartOverStatus {
  return status === 'Terminated' || status === 'Re-registrationProhibited';
}

/** Anything but Partial: the enrolment reached an outcome or was abandoned. */
export function isEndedStatus(status: JourneyStatus | null | undefined): boolean {
  return status === 'Completed' || isTerminatedStatus(status);
}

/** isActiveEnrollment travels as 0 or 1 (in the global settings and in the outcome update). */
export const activeEnrollmentSchema = lazySchema(() => z.union([z.literal(0), z.literal(1)]));
export type ActiveEnrollment = z.infer<typeof activeEnrollmentSchema>;
