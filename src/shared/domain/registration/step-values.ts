import type { ConsentGroup } from '../../content-model/form';
import type { ChoiceOption } from '../../content-model/registration-fields';
import { consentMediumFieldName } from '../contact-form/consent-rules';
import { isTicked, listOf, textOf, type ContactValues } from '../contact-form/contact-values';
import { composeIsoDate } from './dob-rules';
import { consentAgreed, consentMediaOf } from './contact-rules';
import type { RegistrationData } from './registration-data';
import type { WizardStep } from './wizard-steps';

/*
 * Each wizard step edits part of the registration state through a react-final-form form. These
 * are the form's value names and the conversions between the form's values and the state.
 * Names never contain '.', which final-form would read as a nested path.
 */

export const STEP_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  gender: 'gender',
  patientEnquiries: 'patientEnquiries',
  conditions: 'conditions',
  zipcode: 'zipcode',
  travelDistance: 'travelDistance',
  homeTrial: 'homeTrial',
  contactNumber: 'contactNumber',
  isMobile: 'isMobile',
} as const;

/** The date of birth's one message is reported under this name (it concerns three selects). */
export const DOB_ERROR_KEY = 'dob';

export type StepValues = ContactValues;

/** What a step needs besides its own values to update the state (plain data: it travels in actions). */
export interface StepExtras {
  enquiryOptions: readonly ChoiceOption[];
  /** The communities of the selected condition keys (from the conditions list). */
  communitiesByKey: Readonly<Record<string, readonly string[]>>;
  /** The zip's coordinates, or null when it was not geocoded. */
  location: { latitude: number; longitude: number } | null;
  consentGroups: readonly ConsentGroup[];
}

export function stepValuesOf(step: WizardStep, data: RegistrationData): StepValues {
  const F = STEP_FIELDS;
  switch (step) {
    case 'about-you':
      return {
        [F.firstName]: data.aboutYourSelf.firstName,
        [F.lastName]: data.aboutYourSelf.lastName,
        [F.day]: data.dob.Day,
        [F.month]: data.dob.Month,
        [F.year]: data.dob.Year,
        [F.gender]: data.dob.gender,
      };
    case 'patient-enquiries':
      return { [F.patientEnquiries]: data.patientDetails.items.filter((i) => i.checked).map((i) => i.name) };
    case 'conditions':
      return { [F.conditions]: data.selectedCOIList.items.map((item) => item.key) };
    case 'location':
      return {
        [F.zipcode]: data.locationDetails.zipcode,
        [F.travelDistance]: data.locationDetails.travelDistance,
        [F.homeTrial]: data.locationDetails.homeTrial,
      };
    case 'contact-preference':
      return {
        ...data.contactPreference.consentValues,
        [F.contactNumber]: data.contactPreference.contactNumber,
        [F.isMobile]: data.contactPreference.isMobile,
      };
  }
}

function consentValuesOf(
  groups: readonly ConsentGroup[],
  values: StepValues,
): Record<string, boolean | string[]> {
  const kept: Record<string, boolean | string[]> = {};
  for (const group of groups) {
    kept[group.key] = isTicked(values, group.key);
    kept[consentMediumFieldName(group)] = listOf(values, consentMediumFieldName(group));
  }
  return kept;
}

/** The state with one step's values in it (not yet marked complete: see withCompletedStep). */
export function withStepValues(
  step: WizardStep,
  data: RegistrationData,
  values: StepValues,
  extras: StepExtras,
): RegistrationData {
  const F = STEP_FIELDS;
  switch (step) {
    case 'about-you': {
      const parts = {
        day: textOf(values, F.day),
        month: textOf(values, F.month),
        year: textOf(values, F.year),
      };
      return {
        ...data,
        aboutYourSelf: { firstName: textOf(values, F.firstName), lastName: textOf(values, F.lastName) },
        dob: {
          dob: composeIsoDate(parts) ?? '',
          gender: textOf(values, F.gender),
          Day: parts.day,
          Month: parts.month,
          Year: parts.year,
        },
      };
    }
    case 'patient-enquiries': {
      const ticked = new Set(listOf(values, F.patientEnquiries));
      const items = extras.enquiryOptions.map((option, index) => ({
        name: option.value,
        checked: ticked.has(option.value),
        index,
        keyIndex: `${option.value}-${index}`,
      }));
      return { ...data, patientDetails: { items } };
    }
    case 'conditions': {
      const keys = listOf(values, F.conditions);
      const communities = [...new Set(keys.flatMap((key) => extras.communitiesByKey[key] ?? []))];
      return { ...data, selectedCOIList: { items: keys.map((key) => ({ key })), communities } };
    }
    case 'location':
      return {
        ...data,
        locationDetails: {
          zipcode: textOf(values, F.zipcode),
          travelDistance: textOf(values, F.travelDistance),
          homeTrial: textOf(values, F.homeTrial),
          latitude: extras.location?.latitude ?? null,
          longitude: extras.location?.longitude ?? null,
        },
      };
    case 'contact-preference':
      return {
        ...data,
        contactPreference: {
          contactNumber: textOf(values, F.contactNumber),
          isMobile: isTicked(values, F.isMobile),
          agree: consentAgreed(extras.consentGroups, values),
          media: consentMediaOf(extras.consentGroups, values),
          consentValues: consentValuesOf(extras.consentGroups, values),
        },
      };
  }
}
