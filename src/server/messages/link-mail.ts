import type { MessageKey } from '../../shared/content-model/message';
import type { OutboundMail } from '../integrations/mail';
import type { FilledMessage } from './message-templates';

/** A transactional mail whose text carries one link the person asked for, listed again for the demo mailbox. */
export function linkMail<K extends MessageKey>(
  to: string,
  message: FilledMessage<K>,
  url: string,
  label: string,
): OutboundMail {
  return {
    to,
    subject: message.subject,
    text: message.text,
    category: 'transactional',
    links: [{ label, url }],
  };
}
