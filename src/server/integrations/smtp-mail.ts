import { createTransport } from 'nodemailer';
import type { SendResult } from './outbound-message';

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  messageId?: string;
}

/** The part of a nodemailer transporter the adapter uses; tests pass a JSON or stream transport. */
export interface MailTransport {
  sendMail(message: SmtpMessage): Promise<{ messageId?: string }>;
}

/**
 * An SMTP transport for SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465. One connection per
 * message: mail is rare here, and nothing stays open to delay a shutdown.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  return createTransport(smtpUrl);
}

/**
 * The Message-ID of a queued message: the same on every attempt, so a mail server or a reader's
 * client can tell a retried copy from a new message.
 */
export function queuedMessageId(idempotencyKey: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${idempotencyKey}@${domain}>`;
}

export async function sendThroughSmtp(
  transport: MailTransport,
  from: string,
  mail: Omit<SmtpMessage, 'from' | 'messageId'>,
  idempotencyKey?: string,
): Promise<SendResult> {
  const info = await transport.sendMail({
    ...(idempotencyKey === undefined ? {} : { messageId: queuedMessageId(idempotencyKey, from) }),
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === undefined ? {} : { html: mail.html }),
    ...(mail.headers ? { headers: mail.headers } : {}),
  });
  // Some transports report no id; the caller still needs one to log.
  return { id: info.messageId ?? `smtp-${Date.now().toString(36)}` };
}
