import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ContactFormType } from '../../../src/shared/domain/contact-form/contact-values';
import { createJourneyApp, send, testClock, type TestClock } from '../journey/support';
import type { TestApp } from '../support/test-app';

export { send, testClock, type TestClock };

/** The demo tenant and study the seed provides (journey 01). */
export const TENANT = 'cr-demo';
export const STUDY = 'migraine-study';
export const SITE_SETTINGS = 'site-settings-cr-demo';

/** The app on a fresh database with the demo content, its clock in the test's hands. */
export async function createContactApp(clock: TestClock): Promise<TestApp> {
  return createJourneyApp(clock);
}

/** Values every rule of the seeded forms accepts (checked with validateContactValues). */
export function validValues(formType: ContactFormType, overrides: Record<string, unknown> = {}) {
  const common = { FirstName: 'Ann', LastName: 'Lee', ContactNumber: '3125550100', primaryConsent: true };
  const byType: Record<ContactFormType, Record<string, unknown>> = {
    adult: {
      ...common,
      Email: 'ann@example.com',
      isMobile: true,
      Day: '1',
      Month: '1',
      Year: '1985',
      Address: '1 Main St',
      City: 'Chicago',
      State: 'IL',
      Zipcode: '60611',
      SecondaryConsentMedium: ['Email'],
    },
    caregiver: {
      ...common,
      CaregiverEmail: 'cat@example.com',
      ParticipantFirstName: 'Pat',
      ParticipantLastName: 'Ient',
      Day: '1',
      Month: '1',
      Year: '1950',
      CaregiverZipCode: '60611',
      ParticipantZipcode: '60611',
    },
    minor: {
      ...common,
      ParentEmail: 'pa@example.com',
      ParticipantFirstName: 'Kid',
      ParticipantLastName: 'Rent',
      Day: '1',
      Month: '1',
      Year: '2015',
      ZipCode: '60611',
    },
  };
  return { ...byType[formType], ...overrides };
}

export interface SubmitOptions {
  formType?: ContactFormType;
  enrollmentId?: string;
  guestRef?: string;
  values?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** A submit payload, as the spec gives it, for Patient/Add (adult) or Delegate/Add (caregiver, minor). */
export function submitBody(options: SubmitOptions = {}) {
  const formType = options.formType ?? 'adult';
  return {
    contactFormSettingsId: `${formType}-contact-form`,
    formType,
    language: 'en',
    studyKey: STUDY,
    ruleContext: { minorPath: formType === 'minor', screenerQualified: true },
    values: options.values ?? validValues(formType),
    token: '',
    siteSettingsId: SITE_SETTINGS,
    communities: [],
    conditionOfInterest: ['migraine'],
    patientReferralStatus: '',
    urlParams: [{ key: 'utm_source', value: 'test' }],
    journeyStatusRequest: {
      enrollmentId: options.enrollmentId ?? randomUUID(),
      journeyStep: 'contact-info',
      journeyStatus: '',
    },
    guestRef: options.guestRef ?? randomUUID(),
    ...options.body,
  };
}

export function submitUrl(formType: ContactFormType): string {
  return formType === 'adult' ? '/Patient/Add' : '/Delegate/Add';
}

/** Submits a form; the answer must be 200. */
export async function submitContactForm(
  app: FastifyInstance,
  options: SubmitOptions = {},
): Promise<{ body: ReturnType<typeof submitBody>; res: LightMyRequestResponse }> {
  const body = submitBody(options);
  const res = await send(app, 'POST', submitUrl(body.formType), body);
  if (res.statusCode !== 200) throw new Error(`${submitUrl(body.formType)} failed: ${res.body}`);
  return { body, res };
}

export interface CheckOptions {
  patientType?: ContactFormType;
  email?: string;
  currentEnrollment?: string;
  currentGuestRef?: string;
  isSubmit?: boolean;
  interval?: number;
  unit?: 'minutes' | 'hours' | 'days';
  extra?: Record<string, unknown>;
}

/** A CheckResumingReturningUser payload (adult unless told). */
export function checkBody(options: CheckOptions = {}) {
  const patientType = options.patientType ?? 'adult';
  const participant =
    patientType === 'adult'
      ? {}
      : patientType === 'caregiver'
        ? { participantFirstName: 'Pat', participantLastName: 'Ient', day: '1', month: '1', year: '1950' }
        : { participantFirstName: 'Kid', participantLastName: 'Rent', day: '1', month: '1', year: '2015' };
  const defaultEmail = { adult: 'ann@example.com', caregiver: 'cat@example.com', minor: 'pa@example.com' };
  return {
    isSubmit: options.isSubmit ?? false,
    tenantKey: TENANT,
    currentGuestRef: options.currentGuestRef,
    currentEnrollment: options.currentEnrollment,
    patientType,
    email: options.email ?? defaultEmail[patientType],
    currentScreenerStatus: 'qualified',
    qualifiedProtocol: 'MIG-301',
    ...participant,
    returningUserTimeInterval: options.interval ?? 24,
    returningUserTimeValue: options.unit ?? 'hours',
    isResumeEmailCheck: true,
    isReturnCheck: true,
    pos: 'ClinicalResearch',
    isJourney3: false,
    isScreenerSubmit: false,
    studyKey: STUDY,
    language: 'en',
    ...options.extra,
  };
}

export function check(app: FastifyInstance, options: CheckOptions = {}) {
  return send(app, 'POST', '/api/contacts/CheckResumingReturningUser?guestType=visitor', checkBody(options));
}

/** Sets an enrolment's status and active flag directly (as an outcome page would have). */
export async function setEnrollmentState(
  t: TestApp,
  enrollmentId: string,
  status: string,
  isActive: number,
): Promise<void> {
  await t.deps.db
    .updateTable('journey_enrollments')
    .set({ journey_status: status, is_active_enrollment: isActive })
    .where('tenant_key', '=', TENANT)
    .where('enrollment_id', '=', enrollmentId)
    .execute();
}
