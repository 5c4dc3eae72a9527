import * as z from 'zod/mini';
import { emptyRegistrationData, type RegistrationData } from './registration-data';
import { WIZARD_STEPS } from './wizard-steps';
import { lazySchema } from '../../lazy-schema';

/*
 * The registration state's copy in the drafts slice (persisted, encrypted): one JSON value under
 * one key, read back through this schema so that a copy written by an older build, or damaged,
 * is ignored rather than trusted.
 */

const str = lazySchema(() => z._default(z.string(), ''));
const bool = lazySchema(() => z._default(z.boolean(), false));
const coordinate = lazySchema(() => z._default(z.nullable(z.number()), null));
const empty = emptyRegistrationData();

const registrationDataSchema = lazySchema(() =>
  z.object({
    registration: z._default(z.object({ email: str, agree: bool }), empty.registration),
    aboutYourSelf: z._default(z.object({ firstName: str, lastName: str }), empty.aboutYourSelf),
    dob: z._default(z.object({ dob: str, gender: str, Day: str, Month: str, Year: str }), empty.dob),
    patientDetails: z._default(
      z.object({
        items: z.array(
          z.object({ name: z.string(), checked: z.boolean(), index: z.number(), keyIndex: z.string() }),
        ),
      }),
      empty.patientDetails,
    ),
    selectedCOIList: z._default(
      z.object({
        items: z.array(z.object({ key: z.string() })),
        communities: z._default(z.array(z.string()), []),
      }),
      empty.selectedCOIList,
    ),
    locationDetails: z._default(
      z.object({
        zipcode: str,
        travelDistance: str,
        homeTrial: str,
        latitude: coordinate,
        longitude: coordinate,
      }),
      empty.locationDetails,
    ),
    contactPreference: z._default(
      z.object({
        contactNumber: str,
        isMobile: bool,
        agree: bool,
        media: z._default(z.record(z.string(), z.boolean()), {}),
        consentValues: z._default(z.record(z.string(), z.union([z.boolean(), z.array(z.string())])), {}),
      }),
      empty.contactPreference,
    ),
    completedSteps: z._default(z.array(z.enum(WIZARD_STEPS)), []),
    guestRef: z._default(z.nullable(z.string()), null),
  }),
);

export function registrationDraftValue(data: RegistrationData): string {
  return JSON.stringify(data);
}

/** The stored copy, or null when there is none or it cannot be read. */
export function parseRegistrationDraft(value: unknown): RegistrationData | null {
  if (typeof value !== 'string') return null;
  try {
    const parsed = registrationDataSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
