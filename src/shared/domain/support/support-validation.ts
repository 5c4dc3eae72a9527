import type { SupportRequestFields } from '../../content-model/support-fields';

/*
 * The support form's rules: every field is required only when configured; the e-mail must match the
 * configured pattern, else a basic address pattern, both case-insensitive. The client runs them on blur, the
 * server again on the request. Rules answer codes; which words the person reads (configured or built-in) is
 * the caller's choice.
 */

export const SUPPORT_FIELD_NAMES = ['name', 'email', 'issue', 'message'] as const;
export type SupportFieldName = (typeof SUPPORT_FIELD_NAMES)[number];
export type SupportFormValues = Record<SupportFieldName, string>;
export type SupportErrorCode = 'required' | 'invalid';
export type SupportErrors = Partial<Record<SupportFieldName, SupportErrorCode>>;

/** A basic address: something, an @, something, a dot, something; no spaces. */
export const DEFAULT_SUPPORT_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/i;

export type SupportRuleFields = Pick<
  SupportRequestFields,
  'nameRequired' | 'emailRequired' | 'issueRequired' | 'messageRequired' | 'emailRegex' | 'fixedIssue'
> & { issues?: readonly string[] };

/** The configured pattern (case-insensitive), or the default when absent or not compilable. */
export function supportEmailPattern(source: string | undefined): RegExp {
  if (!source) return DEFAULT_SUPPORT_EMAIL_PATTERN;
  try {
    return new RegExp(source, 'i');
  } catch {
    return DEFAULT_SUPPORT_EMAIL_PATTERN;
  }
}

function isRequired(field: SupportFieldName, rules: SupportRuleFields): boolean {
  switch (field) {
    case 'name':
      return rules.nameRequired;
    case 'email':
      return rules.emailRequired;
    // A fixed issue is always there: nothing for the person to choose.
    case 'issue':
      return rules.issueRequired && !rules.fixedIssue;
    case 'message':
      return rules.messageRequired;
  }
}

/** A chosen issue must be one of the configured ones (a fixed issue replaces the choice). */
function issueAllowed(issue: string, rules: SupportRuleFields): boolean {
  if (rules.fixedIssue || !rules.issues || rules.issues.length === 0) return true;
  return rules.issues.includes(issue);
}

/** One field's rule: undefined when the value is fine. */
export function validateSupportField(
  field: SupportFieldName,
  value: string | undefined,
  rules: SupportRuleFields,
): SupportErrorCode | undefined {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return isRequired(field, rules) ? 'required' : undefined;
  if (field === 'email' && !supportEmailPattern(rules.emailRegex).test(trimmed)) return 'invalid';
  if (field === 'issue' && !issueAllowed(trimmed, rules)) return 'invalid';
  return undefined;
}

/** Every field's rule at once (the submit and the server). */
export function validateSupportForm(
  values: Partial<SupportFormValues>,
  rules: SupportRuleFields,
): SupportErrors {
  const errors: SupportErrors = {};
  for (const field of SUPPORT_FIELD_NAMES) {
    const code = validateSupportField(field, values[field], rules);
    if (code) errors[field] = code;
  }
  return errors;
}

/** The issue the request is about: the fixed text when configured, else the choice. */
export function effectiveIssue(
  issue: string | undefined,
  rules: Pick<SupportRuleFields, 'fixedIssue'>,
): string {
  return (rules.fixedIssue ?? '').trim() || (issue ?? '').trim();
}
