import type { ContactForm, FormField } from '../../../shared/content-model/form';
import { initialConsentValues } from '../../../shared/domain/contact-form/consent-rules';
import type { ContactValue, ContactValues } from '../../../shared/domain/contact-form/contact-values';
import type { ScreenerAnswers } from '../../../shared/domain/contact-form/prefill';
import type { ScreenerResult } from '../contact-submission-slice';

/**
 * The values a contact form starts with: an empty value of the right kind per field type, the
 * consent groups' default opt-ins, the screener's answers for fields marked prefillFromScreener
 *, then — winning over all — the values of a submission in progress or of the saved draft,
 * so a reload continues with what was typed.
 */
function emptyValueOf(field: FormField): ContactValue | undefined {
  if (field.type === 'checkbox') return false;
  if (field.type === 'multicheckbox') return [];
  if (field.type === 'sectionHeading' || field.type === 'DOB') return undefined;
  return '';
}

/** The kept screener result in the shape of the screener output keys the prefill rule reads. */
export function screenerAnswersOf(result: ScreenerResult | null): ScreenerAnswers | null {
  if (!result) return null;
  return { zipCode: result.zipCode, d: result.dob.day, m: result.dob.month, y: result.dob.year };
}

export function initialContactValues(
  form: Pick<ContactForm, 'fields' | 'consentGroups'>,
  prefill: ContactValues,
  saved: ContactValues | null,
): ContactValues {
  const values: ContactValues = {};
  for (const field of form.fields) {
    const empty = emptyValueOf(field);
    if (empty !== undefined) values[field.name] = empty;
  }
  Object.assign(values, initialConsentValues(form), prefill);
  if (saved) {
    for (const [name, value] of Object.entries(saved)) if (value !== undefined) values[name] = value;
  }
  return values;
}
