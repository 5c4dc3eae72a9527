import * as z from 'zod/mini';
import type { JourneyStatus } from './journey-status';
import { lazySchema } from '../lazy-schema';

/**
 * A guest is a visitor until the journey is completed, then a customer (the `guestType` query parameter of
 * the data-extension calls).
 */
export const GUEST_TYPES = ['visitor', 'customer'] as const;
export const guestTypeSchema = lazySchema(() => z.enum(GUEST_TYPES));
export type GuestType = z.infer<typeof guestTypeSchema>;

/** Customer once a journey has been completed; a later status never turns a customer back. */
export function guestTypeFor(
  status: JourneyStatus | null | undefined,
  previous: GuestType = 'visitor',
): GuestType {
  return previous === 'customer' || status === 'Completed' ? 'customer' : 'visitor';
}

/** Adult (registers themself), minor (a parent acts as delegate), caregiver (a delegate). */
export const PATIENT_TYPES = ['adult', 'minor', 'caregiver'] as const;
export const patientTypeSchema = lazySchema(() => z.enum(PATIENT_TYPES));
export type PatientType = z.infer<typeof patientTypeSchema>;

export function isPatientType(value: unknown): value is PatientType {
  return typeof value === 'string' && (PATIENT_TYPES as readonly string[]).includes(value);
}
