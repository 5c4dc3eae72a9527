import type { ContactForm } from '../../content-model/form';
import type { JourneyType } from '../../content-model/study';
import {
  ADDRESS_FIELDS,
  textOf,
  type AddressFieldGroup,
  type ContactErrors,
  type ContactFormType,
  type ContactValues,
} from './contact-values';
import { ADDRESS_ZIP_FALLBACK_MESSAGE } from './messages';
import type { DetectedLocation, RuleContext } from './rule-context';
import { stateCodeOf, US_TERRITORY_CODES } from './us-states';
import { normaliseZip, stateOfZip } from './zip-states';

/*
 * Address autocomplete:
 *  - a picked place fills the group's address, city, state and zip (then the form re-validates);
 *  - editing any field of that group afterwards clears the stored place;
 *  - autocomplete is limited to the site country, plus the US territories on a US site;
 *  - journey 01, adult form, geolocation on: the chosen zip must equal the detected zip (or an
 *    earlier zip, e.g. the screener's); failing that the chosen state must equal the detected zip's
 *    state; failing both, the configured address-zip message shows on the zip field.
 */

export interface PickedPlace {
  address: string;
  city: string;
  /** Two-letter code (or a state name). */
  state: string;
  zip: string;
}

export interface ZipMatchInput {
  formType: ContactFormType;
  journeyType: JourneyType;
  chosenZip: string;
  chosenState: string;
  detected: DetectedLocation | null | undefined;
  earlierZip?: string | null;
}

/** Whether the journey-01 adult zip-match rule accepts the chosen zip (true when it does not apply). */
export function addressZipMatches(input: ZipMatchInput): boolean {
  if (input.formType !== 'adult' || input.journeyType !== '01' || !input.detected) return true;
  const chosen = normaliseZip(input.chosenZip);
  if (chosen === null) return true;
  const known = [input.detected.zip, input.earlierZip ?? ''].map((zip) => normaliseZip(zip));
  if (known.includes(chosen)) return true;
  const detectedState =
    (input.detected.state && stateCodeOf(input.detected.state)) || stateOfZip(input.detected.zip);
  const chosenState = stateCodeOf(input.chosenState) ?? stateOfZip(chosen);
  return detectedState !== null && detectedState === chosenState;
}

/** The zip-match error of the adult address group, keyed by its zip field. */
export function addressZipErrors(form: ContactForm, values: ContactValues, ctx: RuleContext): ContactErrors {
  const group = ADDRESS_FIELDS.adult[0];
  if (form.formType !== 'adult' || !group || !form.fields.some((field) => field.name === group.zip))
    return {};
  const matches = addressZipMatches({
    formType: ctx.formType,
    journeyType: ctx.journeyType,
    chosenZip: textOf(values, group.zip),
    chosenState: textOf(values, group.state),
    detected: ctx.detectedLocation,
    earlierZip: ctx.earlierZip,
  });
  return matches ? {} : { [group.zip]: form.addressZipMessage || ADDRESS_ZIP_FALLBACK_MESSAGE };
}

/** The values a picked place sets on its address group. */
export function valuesFromPlace(group: AddressFieldGroup, place: PickedPlace): ContactValues {
  return {
    [group.address]: place.address,
    [group.city]: place.city,
    [group.state]: stateCodeOf(place.state) ?? place.state,
    [group.zip]: place.zip,
  };
}

/** Whether editing this field clears the group's stored place (any field of the group does). */
export function editClearsPlace(group: AddressFieldGroup, fieldName: string): boolean {
  return [group.address, group.city, group.state, group.zip].includes(fieldName);
}

/**
 * The countries autocomplete may suggest from, lower-case ISO codes: the site country, plus the
 * US territories for the US. (Google Places accepts at most 5; the adapter trims if it must.)
 */
export function autocompleteCountries(siteCountry: string): string[] {
  const country = siteCountry.trim().toUpperCase() || 'US';
  const codes = country === 'US' ? [country, ...US_TERRITORY_CODES] : [country];
  return codes.map((code) => code.toLowerCase());
}
