/*
 * The profile's contact form is a contact form (registration-profile.md §3 field names, §5 rules):
 * as the issue asks, it reuses the contact form's controls, its consent groups and its styles
 * instead of a second copy of them. This file is the one, deliberate crossing into the
 * contact-form feature, so it stays visible; the controls would move to src/components if a
 * third form needs them.
 */
// eslint-disable-next-line local/boundaries -- the one crossing described above
import '../../contact-form/contact-form.css';

export { ContactFormBody, type LocationAssist } from '../../contact-form/components/contact-form-body';
export { focusFirstError } from '../../contact-form/components/focus-first-error';
export { useListOptions } from '../../contact-form/components/use-list-options';
export { contactFormStrings } from '../../contact-form/contact-form-strings';
