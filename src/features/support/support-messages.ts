import type { SupportRequestFields } from '../../shared/content-model/support-fields';
import type { SupportErrorCode, SupportFieldName } from '../../shared/domain/support/support-validation';
import type { SupportStrings } from './support-strings';

/** The words for a rule's code: the configured message, else the built-in one. */
export function supportErrorMessage(
  field: SupportFieldName,
  code: SupportErrorCode,
  fields: SupportRequestFields,
  t: SupportStrings,
): string {
  if (code === 'invalid') {
    if (field === 'email') return fields.emailInvalidMessage || t.invalidEmail;
    return t.invalidIssue;
  }
  const configured: Record<SupportFieldName, string | undefined> = {
    name: fields.nameRequiredMessage,
    email: fields.emailRequiredMessage,
    issue: fields.issueRequiredMessage,
    message: fields.messageRequiredMessage,
  };
  return configured[field] || t.required;
}
