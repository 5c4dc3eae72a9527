import type { RegistrationWizardFields } from '../../../../shared/content-model/registration-fields';
import { consentMediumFieldName } from '../../../../shared/domain/contact-form/consent-rules';
import { MOBILE_FLAG_FIELD } from '../../../../shared/domain/contact-form/contact-values';
import { DOB_ERROR_KEY, STEP_FIELDS as F } from '../../../../shared/domain/registration/step-values';
import type { RegistrationStrings } from '../../registration-strings';

/**
 * The labels of the fields a step's errors concern, in the order the step shows them, once each.
 * Next stays disabled while the step is invalid, so the person is told what it waits for.
 */
export function missingFieldLabels(
  fields: RegistrationWizardFields,
  errors: Record<string, unknown> | undefined,
  t: RegistrationStrings,
): string[] {
  if (!errors) return [];
  const labelled: Array<[string, string]> = [
    [F.firstName, fields.firstName.label || t.firstName],
    [F.lastName, fields.lastName.label || t.lastName],
    [DOB_ERROR_KEY, fields.dob.label || t.dob],
    [F.gender, fields.gender.label || t.gender],
    [F.patientEnquiries, fields.patientEnquiries.label || t.patientEnquiries],
    [F.conditions, fields.conditions.label || t.conditions],
    [F.zipcode, fields.zipcode.label || t.zipcode],
    [F.travelDistance, fields.travelDistance.label || t.travelDistance],
    [F.homeTrial, fields.homeTrial.label || t.homeTrial],
    [F.contactNumber, fields.phone.label || t.phone],
    [MOBILE_FLAG_FIELD, fields.isMobileLabel || t.isMobile],
  ];
  for (const group of fields.consentGroups) {
    labelled.push([group.key, group.name], [consentMediumFieldName(group), group.name]);
  }
  const labels = labelled.filter(([name]) => errors[name]).map(([, label]) => label);
  return [...new Set(labels)];
}
