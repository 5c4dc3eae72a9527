/*
 * The parts of a ClinicalTrials.gov API v2 study the import reads (protocolSection's modules).
 * Everything is optional: the registry leaves modules out, and a study is checked field by field.
 */

export interface CtgovDateStruct {
  date?: string;
  type?: string;
}

export interface CtgovLocation {
  facility?: string;
  status?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  geoPoint?: { lat?: number; lon?: number };
  contacts?: CtgovContact[];
}

export interface CtgovContact {
  name?: string;
  role?: string;
  phone?: string;
  email?: string;
}

export interface CtgovProtocol {
  identificationModule?: {
    nctId?: string;
    briefTitle?: string;
    officialTitle?: string;
    orgStudyIdInfo?: { id?: string };
  };
  statusModule?: {
    overallStatus?: string;
    lastUpdatePostDateStruct?: CtgovDateStruct;
    completionDateStruct?: CtgovDateStruct;
  };
  conditionsModule?: { conditions?: string[]; keywords?: string[] };
  designModule?: {
    studyType?: string;
    phases?: string[];
    enrollmentInfo?: { count?: number; type?: string };
  };
  eligibilityModule?: {
    eligibilityCriteria?: string;
    healthyVolunteers?: boolean;
    sex?: string;
    minimumAge?: string;
    maximumAge?: string;
  };
  descriptionModule?: { briefSummary?: string };
  sponsorCollaboratorsModule?: { leadSponsor?: { name?: string }; collaborators?: { name?: string }[] };
  armsInterventionsModule?: { interventions?: { type?: string; name?: string }[] };
  contactsLocationsModule?: { centralContacts?: CtgovContact[]; locations?: CtgovLocation[] };
}

export interface CtgovStudy {
  protocolSection?: CtgovProtocol;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The study's protocol, or null when the value is not a study at all. */
export function protocolOf(value: unknown): CtgovProtocol | null {
  if (!isRecord(value) || !isRecord(value.protocolSection)) return null;
  return value.protocolSection as CtgovProtocol;
}

/** The NCT id when there is one, for the refusal report. */
export function nctIdOf(value: unknown): string | null {
  const id = protocolOf(value)?.identificationModule?.nctId;
  return typeof id === 'string' && id.trim() ? id.trim() : null;
}

/** A string field, trimmed; anything else (absent, a number where text belongs) is undefined. */
export function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}

/** An array field's strings; anything else is an empty list. */
export function textsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(textOf).filter((item): item is string => item !== undefined);
}

export function recordsOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter(isRecord) as T[]) : [];
}
