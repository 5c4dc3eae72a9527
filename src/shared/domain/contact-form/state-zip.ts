import type { ContactForm } from '../../content-model/form';
import { ADDRESS_FIELDS, textOf, type ContactErrors, type ContactValues } from './contact-values';
import { STATE_ZIP_FALLBACK_MESSAGE } from './messages';
import { stateCodeOf } from './us-states';
import { stateOfZip } from './zip-states';

/*
 * "Zip and state can be cross-checked when state-zip validation is enabled, with a configured
 * message." Each address group of the form whose zip and state are both given is checked with the
 * bundled prefix table (zip-states.ts); the error is reported on the zip field. A zip or a state
 * the table does not know is not called a mismatch (the zip's own format rule reports bad zips).
 */

/** True only when both are known and name different states. */
export function stateZipMismatch(zip: string, state: string): boolean {
  const zipState = stateOfZip(zip);
  const chosen = stateCodeOf(state);
  return zipState !== null && chosen !== null && zipState !== chosen;
}

export function stateZipErrors(form: ContactForm, values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.enableStateZipValidation) return errors;
  const names = new Set(form.fields.map((field) => field.name));
  for (const group of ADDRESS_FIELDS[form.formType]) {
    if (!names.has(group.zip) || !names.has(group.state)) continue;
    if (stateZipMismatch(textOf(values, group.zip), textOf(values, group.state))) {
      errors[group.zip] = form.stateZipMessage || STATE_ZIP_FALLBACK_MESSAGE;
    }
  }
  return errors;
}
