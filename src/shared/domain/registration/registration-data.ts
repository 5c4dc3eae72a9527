import type { WizardStep } from './wizard-steps';

/*
 * The registration state held on the client, in the spec's shape. It survives moving between steps and a
 * reload (the wizard keeps a copy in the persisted, encrypted drafts slice: registration-draft.ts) and is
 * reset on any route that is neither a wizard step nor the thank-you page. Kept free of zod: the store (on
 * every page) imports it.
 */

export interface PatientDetailItem {
  name: string;
  checked: boolean;
  index: number;
  keyIndex: string;
}

export interface RegistrationData {
  registration: { email: string; agree: boolean };
  aboutYourSelf: { firstName: string; lastName: string };
  /** dob is 'YYYY-MM-DD' once the three selects make a real date. */
  dob: { dob: string; gender: string; Day: string; Month: string; Year: string };
  patientDetails: { items: PatientDetailItem[] };
  /** The conditions of interest by key, and the communities they belong to (for the CR record). */
  selectedCOIList: { items: Array<{ key: string }>; communities: string[] };
  locationDetails: {
    zipcode: string;
    travelDistance: string;
    homeTrial: string;
    latitude: number | null;
    longitude: number | null;
  };
  contactPreference: {
    contactNumber: string;
    isMobile: boolean;
    agree: boolean;
    /** One boolean per medium (Email, SMS, …), forced media included. */
    media: Record<string, boolean>;
    /** The consent groups' own values (group boxes, ticked media), to show them again on Back. */
    consentValues: Record<string, boolean | string[]>;
  };
  /** The steps whose Next was pressed with valid values. */
  completedSteps: WizardStep[];
  /** The guest reference the registration is made under (bx_guest_ref when there is one). */
  guestRef: string | null;
}

export function emptyRegistrationData(): RegistrationData {
  return {
    registration: { email: '', agree: false },
    aboutYourSelf: { firstName: '', lastName: '' },
    dob: { dob: '', gender: '', Day: '', Month: '', Year: '' },
    patientDetails: { items: [] },
    selectedCOIList: { items: [], communities: [] },
    locationDetails: { zipcode: '', travelDistance: '', homeTrial: '', latitude: null, longitude: null },
    contactPreference: { contactNumber: '', isMobile: false, agree: false, media: {}, consentValues: {} },
    completedSteps: [],
    guestRef: null,
  };
}

/** The registration start was done: the email (and consent) are known. */
export function startDone(data: RegistrationData): boolean {
  return data.registration.email.trim() !== '';
}

export function withCompletedStep(data: RegistrationData, step: WizardStep): RegistrationData {
  if (data.completedSteps.includes(step)) return data;
  return { ...data, completedSteps: [...data.completedSteps, step] };
}

/** The drafts-slice key (and value name) the wizard keeps its copy under (registration-draft.ts). */
export const REGISTRATION_DRAFT_KEY = 'registration';
export const REGISTRATION_DRAFT_FIELD = 'state';
