import type { ProfileSaveFields } from '../../../src/features/profile/profile-slice';
import type { Profile } from '../../../src/shared/contracts/profile-scalars';

/** A signed-in member's profile as GetProfileDetails answers it. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    basicDetails: {
      firstName: 'Ana',
      lastName: 'Lopez',
      mobile: '3125550100',
      address: '1 Main St',
      city: 'Chicago',
      state: 'IL',
      zipCode: '60601',
      dob: '1980-04-09',
      gender: 'female',
      email: 'ana@example.com',
      isMobile: true,
      secondaryConsent: { isSecondaryContactMediumSMS: true, media: { Email: true, SMS: true } },
      distanceOptions: '',
      patientEnquiries: [],
      homeTrailsConsentOptions: '',
    },
    conditions: [{ sitecoreId: 'cond-migraine', conditionId: 'migraine' }],
    communities: ['migraine-community'],
    savedTrials: [],
    isVerifiedEmail: true,
    updatedGuestRef: 'guest-1',
    patientType: 'adult',
    delegateEmail: null,
    isWelcomeSmsSent: false,
    migrated: false,
    ...overrides,
  };
}

/** The fixture's profile as the My Profile form saves it, unchanged. */
export function savedFieldsFixture(): ProfileSaveFields {
  return {
    FirstName: 'Ana',
    LastName: 'Lopez',
    ContactNumber: '3125550100',
    CrAddress: '1 Main St',
    City: 'Chicago',
    State: 'IL',
    Zipcode: '60601',
    Day: '9',
    Month: '4',
    Year: '1980',
    Gender: 'Female',
    Email: 'ana@example.com',
    isMobile: true,
    SecondaryConsentMediumSMS: true,
    consents: { Email: true, SMS: true },
  };
}
