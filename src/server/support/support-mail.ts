import { z } from 'zod';
import type { SupportRequestFields } from '../../shared/content-model/support-fields';
import { fillSupportTemplate, supportSubject } from '../../shared/domain/support/support-template';
import { effectiveIssue, type SupportFormValues } from '../../shared/domain/support/support-validation';
import type { OutboundMail } from '../integrations/mail';

/** When neither the content nor the host gives a usable address (e.g. a localhost base URL). */
export const FALLBACK_SUPPORT_ADDRESS = 'support@clinicalresearch.example';

const address = z.email();

/**
 * The recipient: the form's configured toAddress, else support@ the public host (when that makes
 * a valid address), else the fallback. Never anything the browser sent.
 */
export function supportRecipient(
  fields: Pick<SupportRequestFields, 'emailContentInfo'>,
  publicBaseUrl: string,
) {
  const configured = fields.emailContentInfo.toAddress;
  if (configured) return configured;
  const hostAddress = `support@${new URL(publicBaseUrl).hostname}`;
  return address.safeParse(hostAddress).success ? hostAddress : FALLBACK_SUPPORT_ADDRESS;
}

/** The transactional mail to the support team, replying to the person when they gave an address. */
export function supportMail(
  fields: SupportRequestFields,
  values: SupportFormValues,
  publicBaseUrl: string,
): OutboundMail {
  const info = fields.emailContentInfo;
  const subject =
    supportSubject(info.subjectPrefix, effectiveIssue(values.issue, fields)) || 'Support request';
  const text = fillSupportTemplate(info.template, { ...values, subject });
  const headers: Record<string, string> = {};
  if (values.email.trim()) headers['Reply-To'] = values.email.trim();
  // The configured sender is recorded for the team; delivery uses the adapter's own sender.
  if (info.fromAddress) headers['X-Support-From'] = info.fromAddress;
  return {
    to: supportRecipient(fields, publicBaseUrl),
    subject,
    text: text.trim() ? text : subject,
    headers,
    category: 'transactional',
    links: [],
  };
}
