import type { Language } from '../../shared/content-model/language';
import type { OutboundMail } from '../integrations/mail';
import type { FilledMessage } from '../messages/message-templates';
import { commonUnsubscribeUrl, siteResubscribeUrl } from '../subscriptions/links';

/*
 * The "welcome to the mailing list" mail that AddContactsToCRMailingList sends: marketing, so
 * it carries the unsubscribe links and is held back for an address that unsubscribed. The
 * token in the links is filled in by the mail adapter (one per mail).
 */

export interface MailingListMailInput {
  to: string;
  language: Language;
  publicBaseUrl: string;
  /** The study the person signed up through, when known: its resubscribe page is linked. */
  study: { rootPath: string } | null;
  audience: { tenantKey: string; siteSettingsId: string | null; guestRef: string | null };
}

/** The content's text, then the unsubscribe link and, when the study is known, its resubscribe page. */
export function mailingListMail(
  input: MailingListMailInput,
  message: FilledMessage<'mailing-list-welcome'>,
): OutboundMail {
  const links = [
    {
      label: message.linkLabel('unsubscribe'),
      url: commonUnsubscribeUrl(input.publicBaseUrl, input.language),
    },
  ];
  if (input.study) {
    links.push({
      label: message.linkLabel('manageStudy'),
      url: siteResubscribeUrl(input.publicBaseUrl, input.study.rootPath, input.language),
    });
  }
  return {
    to: input.to,
    subject: message.subject,
    text: [message.text, '', ...links.map((link) => `${link.label}: ${link.url}`)].join('\n'),
    category: 'marketing',
    links,
    audience: input.audience,
  };
}
