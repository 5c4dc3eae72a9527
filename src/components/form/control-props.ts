import type { FormField } from '../../shared/content-model/form';
import type { ContactFormStrings } from './contact-form-strings';

/** What every field control of the contact form receives. */
export interface ControlProps {
  field: FormField;
  /** Prefix of the form's element ids (one form may appear once per page). */
  idPrefix: string;
  /** Read-only by content (prefilled from the screener) or locked by a validation rule. */
  readOnly: boolean;
  t: ContactFormStrings;
}
