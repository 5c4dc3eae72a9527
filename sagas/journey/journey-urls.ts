import type { PatientType } from '../../src/shared/domain/journey-roles';
import { isPatientType } from '../../src/shared/domain/journey-roles';
import type { JourneyStep } from '../../src/shared/domain/journey-steps';

/**
 * The study's flow URLs, built from its root path (the global settings' adultSiteUrls,
 * minorSiteUrls, caregiverSiteUrls and automaticRedirectionUrls). Content paths, no locale.
 */
export interface JourneyUrls {
  adultSiteUrls: string[];
  minorSiteUrls: string[];
  caregiverSiteUrls: string[];
  automaticRedirectionUrls: string[];
}

function join(root: string, ...segments: string[]): string {
  const base = root === '/' ? '' : root.replace(/\/+$/, '');
  return `${base}/${segments.join('/')}`;
}

export function journeyUrls(rootPath: string): JourneyUrls {
  return {
    adultSiteUrls: [join(rootPath, 'adult')],
    minorSiteUrls: [join(rootPath, 'minor')],
    caregiverSiteUrls: [join(rootPath, 'caregiver')],
    // Pages that only make sense inside a started flow: the type question and the contact forms.
    automaticRedirectionUrls: [
      join(rootPath, 'participant-type'),
      join(rootPath, 'contact-info', 'adult'),
      join(rootPath, 'contact-info', 'caregiver'),
      join(rootPath, 'contact-info', 'minor'),
    ],
  };
}

function normalise(path: string): string {
  const trimmed = path.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True for a page that is sent back to the study's home when the flow has not started. */
export function isFlowOnlyUrl(path: string, rootPath: string): boolean {
  const urls = journeyUrls(rootPath);
  const all = [
    ...urls.adultSiteUrls,
    ...urls.minorSiteUrls,
    ...urls.caregiverSiteUrls,
    ...urls.automaticRedirectionUrls,
  ].map(normalise);
  return all.includes(normalise(path));
}

export interface FlowPage {
  step: JourneyStep;
  patientType: PatientType | null;
}

/** The step a study page stands for: '/asthma-study/minor' → pre-screener for a minor. */
export function flowPageOf(path: string, rootPath: string): FlowPage | null {
  const root = normalise(rootPath);
  const current = normalise(path);
  const prefix = root === '/' ? '/' : `${root}/`;
  if (!current.startsWith(prefix)) return null;
  const [first, second, ...rest] = current.slice(prefix.length).split('/');
  if (rest.length > 0) return null;
  if (first === 'participant-type' && second === undefined)
    return { step: 'participant-type', patientType: null };
  if (isPatientType(first) && second === undefined) return { step: 'pre-screener', patientType: first };
  if (first === 'contact-info' && isPatientType(second)) return { step: 'contact-info', patientType: second };
  return null;
}
