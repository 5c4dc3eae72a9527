import type { ContactForm } from '../../content-model/form';
import { EMAIL_FIELD, PARTICIPANT_NAME_FIELDS, textOf, type ContactValues } from './contact-values';
import { dobFieldOf, dobPartFieldNames, dobPartsOf } from './dob-rules';
import { validateContactValues } from './form-rules';
import type { RuleContext } from './rule-context';

/*
 * The submit flow's step 1 and its validation rule: when the participant check may run. Adults: the email is
 * given and valid (the check runs 3 s after it changes). Caregivers and minors: the email, the participant's
 * first and last name and every date-of-birth part are non-empty and valid.
 */

/** The value names whose changes (re)start the check's debounce. */
export function participantCheckFieldNames(form: Pick<ContactForm, 'formType' | 'fields'>): string[] {
  const email = EMAIL_FIELD[form.formType];
  if (form.formType === 'adult') return [email];
  const dob = dobFieldOf(form);
  return [
    email,
    PARTICIPANT_NAME_FIELDS.firstName,
    PARTICIPANT_NAME_FIELDS.lastName,
    ...dobPartFieldNames(dobPartsOf(dob)),
  ];
}

/** Whether the watched values are all given and pass their rules. */
export function participantCheckReady(form: ContactForm, values: ContactValues, ctx: RuleContext): boolean {
  const names = participantCheckFieldNames(form);
  if (names.some((name) => textOf(values, name) === '')) return false;
  const errors = validateContactValues(form, values, ctx);
  const dob = dobFieldOf(form);
  const checked = dob && form.formType !== 'adult' ? [...names, dob.name] : names;
  return checked.every((name) => !(name in errors));
}
