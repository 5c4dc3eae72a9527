import type { SupportFormValues } from './support-validation';

/*
 * The support mail: the configured template's placeholders {subject}, {name}, {mailId} and {Message} are
 * replaced by the form's values; the subject is the configured prefix followed by the issue.
 */

/** Used when the content gives no template: every value, labelled. */
export const DEFAULT_SUPPORT_TEMPLATE = [
  'Subject: {subject}',
  'Name: {name}',
  'Email: {mailId}',
  '',
  '{Message}',
].join('\n');

/** The mail's subject: one line (it becomes a header), prefix then issue. */
export function supportSubject(prefix: string | undefined, issue: string): string {
  const joined = [prefix?.trim() ?? '', issue.trim()].filter((part) => part !== '').join(' ');
  return joined.replace(/[\r\n]+/g, ' ').slice(0, 300);
}

const PLACEHOLDER = /\{(subject|name|mailId|message)\}/gi;

/**
 * Fills every placeholder (names matched case-insensitively, as editors type them variously).
 * A function replacement: a value containing `$&` or `{name}` is inserted literally, once.
 */
export function fillSupportTemplate(
  template: string | undefined,
  values: Pick<SupportFormValues, 'name' | 'email' | 'message'> & { subject: string },
): string {
  const byName: Record<string, string> = {
    subject: values.subject,
    name: values.name.trim(),
    mailid: values.email.trim(),
    message: values.message.trim(),
  };
  const source = template?.trim() ? template : DEFAULT_SUPPORT_TEMPLATE;
  return source.replace(PLACEHOLDER, (_match, name: string) => byName[name.toLowerCase()] ?? '');
}
