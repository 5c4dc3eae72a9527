import { randomUUID } from 'node:crypto';
import { referralIdOf } from '../../../src/shared/contracts/site-selection';

export const TENANT = 'cr-demo';

/** A site-selection save (AddOrUpdatePatientSiteDetails with the site selection payload). */
export function choiceBody(overrides: Record<string, unknown> = {}) {
  const enrollmentId = (overrides.enrollmentId as string | undefined) ?? randomUUID();
  const siteCode = (overrides.siteCode as string | undefined) ?? 'MIG-301-001';
  return {
    tenantKey: TENANT,
    enrollmentId,
    siteCode,
    protocol: 'MIG-301',
    isVirtual: false,
    journeyType: '01',
    referralId: referralIdOf(enrollmentId, siteCode),
    patientReferralStatus: 'New',
    journeyStep: 'site-selection',
    ...overrides,
  };
}

export const nextStepsUrl = (enrollmentId: string, siteCode: string, studyKey = 'migraine-study') =>
  `/api/journey/SiteSelectionNextSteps?studyKey=${studyKey}&patientType=adult&enrollmentId=${enrollmentId}&siteCode=${siteCode}`;

export const SAVE_SITE_URL = '/SiteSelection/AddOrUpdatePatientSiteDetails';
export const OUTCOME_URL = '/Patient/UpdatePatientOutcomeDetails';

/** An outcome page's UpdatePatientOutcomeDetails for the enrolment. */
export function outcomeBody(enrollmentId: string, patientReferralStatus: string) {
  return {
    enrollmentId,
    journeyStep: '',
    journeyStatus: 'Completed',
    isActiveEnrollment: 1,
    patientReferralStatus,
    deActivateExistingEnrollment: true,
  };
}
