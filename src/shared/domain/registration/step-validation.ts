import type { RegistrationWizardFields } from '../../content-model/registration-fields';
import { listOf, textOf, type ContactErrors } from '../contact-form/contact-values';
import { contactStepErrors } from './contact-rules';
import { dobError } from './dob-rules';
import { atLeastOneError, choiceError, textFieldError, ZIP_PATTERN } from './field-rules';
import { DOB_ERROR_KEY, STEP_FIELDS as F, type StepValues } from './step-values';

/*
 * Every validation rule for one wizard step, run on every change; the step's
 * Next is enabled only when this returns no error.
 */

type Put = (name: string, message: string | undefined) => void;

function collector(errors: ContactErrors): Put {
  return (name, message) => {
    if (message) errors[name] = message;
  };
}

function aboutYouErrors(fields: RegistrationWizardFields, values: StepValues, now: Date, put: Put) {
  put(F.firstName, textFieldError(textOf(values, F.firstName), fields.firstName));
  put(F.lastName, textFieldError(textOf(values, F.lastName), fields.lastName));
  const parts = { day: textOf(values, F.day), month: textOf(values, F.month), year: textOf(values, F.year) };
  put(DOB_ERROR_KEY, dobError(parts, fields.dob, now));
  put(F.gender, choiceError(textOf(values, F.gender), fields.gender));
}

function locationErrors(fields: RegistrationWizardFields, values: StepValues, put: Put) {
  put(
    F.zipcode,
    textFieldError(textOf(values, F.zipcode), { ...fields.zipcode, required: true }, ZIP_PATTERN),
  );
  put(F.travelDistance, choiceError(textOf(values, F.travelDistance), fields.travelDistance));
  put(F.homeTrial, choiceError(textOf(values, F.homeTrial), fields.homeTrial));
}

export function validateStep(fields: RegistrationWizardFields, values: StepValues, now: Date): ContactErrors {
  const errors: ContactErrors = {};
  const put = collector(errors);
  switch (fields.step) {
    case 'about-you':
      aboutYouErrors(fields, values, now, put);
      break;
    case 'patient-enquiries':
      put(F.patientEnquiries, atLeastOneError(listOf(values, F.patientEnquiries), fields.patientEnquiries));
      break;
    case 'conditions':
      put(F.conditions, atLeastOneError(listOf(values, F.conditions), fields.conditions));
      break;
    case 'location':
      locationErrors(fields, values, put);
      break;
    case 'contact-preference':
      return contactStepErrors(fields, values, F.contactNumber);
  }
  return errors;
}
