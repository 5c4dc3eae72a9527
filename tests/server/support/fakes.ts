import type { MailAdapter } from '../../../src/server/integrations/mail';
import type { SmsAdapter } from '../../../src/server/integrations/sms';

type Sent<A extends { send(message: never): unknown }> = Parameters<A['send']>[0];

export interface RecordingMail extends MailAdapter {
  sent: Array<Sent<MailAdapter>>;
}

export interface RecordingSms extends SmsAdapter {
  sent: Array<Sent<SmsAdapter>>;
}

/** Adapters that only remember what they were asked to send. */
export function recordingMail(): RecordingMail {
  const sent: Array<Sent<MailAdapter>> = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
      return { id: `mail-${sent.length}` };
    },
  };
}

export function recordingSms(): RecordingSms {
  const sent: Array<Sent<SmsAdapter>> = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
      return { id: `sms-${sent.length}` };
    },
  };
}
