import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import {
  InvalidMessageError,
  messageCategorySchema,
  messageHeadersSchema,
  messageLinksSchema,
  singleLine,
  type SendOptions,
  type SendResult,
} from './outbound-message';
import { createSmtpTransport, sendThroughSmtp, type MailTransport } from './smtp-mail';
import { storeMessage } from './stored-messages';

export const outboundMailSchema = z.object({
  to: z.email(),
  subject: singleLine(300).min(1),
  text: z.string().min(1).max(100_000),
  html: z.string().max(500_000).optional(),
  headers: messageHeadersSchema,
  category: messageCategorySchema,
  /** The links the body contains, listed again so the demo mailbox renders them as anchors. */
  links: messageLinksSchema,
  /**
   * Whom the mail is for, beyond the address: granted to the mail's unsubscribe token, and the
   * site whose unsubscribes hold back a marketing mail (null: only a common unsubscribe does).
   */
  audience: z
    .object({
      tenantKey: z.string().nullable().optional(),
      siteSettingsId: z.string().nullable().optional(),
      guestRef: z.string().nullable().optional(),
    })
    .optional(),
});

export type OutboundMail = z.input<typeof outboundMailSchema>;
export type ValidMail = z.output<typeof outboundMailSchema>;

/** A marketing mail held back because its address unsubscribed. */
export interface SuppressedResult {
  id: null;
  suppressed: true;
}

export type MailSendResult = SendResult | SuppressedResult;

export interface MailAdapter {
  send(message: OutboundMail, options?: SendOptions): Promise<MailSendResult>;
}

/** What createMailAdapter returns: the adapter plus which delivery it uses. */
export interface ConfiguredMailAdapter extends MailAdapter {
  /** 'smtp' delivers through SMTP_URL; 'stored' keeps every message for the demo mailbox. */
  readonly kind: 'smtp' | 'stored';
}

export interface MailAdapterOptions {
  now?: () => Date;
  /** Replaces the SMTP transport (tests use nodemailer's JSON or stream transport). */
  transport?: MailTransport;
}

export function validMail(message: OutboundMail): ValidMail {
  const result = outboundMailSchema.safeParse(message);
  if (!result.success) throw new InvalidMessageError('mail', result.error);
  return result.data;
}

export function createStoredMailAdapter(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): ConfiguredMailAdapter {
  return {
    kind: 'stored',
    async send(message, options) {
      const mail = validMail(message);
      const stored = {
        channel: 'email' as const,
        category: mail.category,
        to: mail.to,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        links: mail.links,
        headers: mail.headers,
      };
      const id = await storeMessage(options?.db ?? db, stored, now(), options?.idempotencyKey);
      return { id };
    },
  };
}

export function createSmtpMailAdapter(transport: MailTransport, from: string): ConfiguredMailAdapter {
  return {
    kind: 'smtp',
    async send(message, options) {
      return sendThroughSmtp(transport, from, validMail(message), options?.idempotencyKey);
    },
  };
}

/** The sender address: no-reply at the public host. */
export function defaultFromAddress(config: Pick<AppConfig, 'publicBaseUrl'>): string {
  return `ClinicalResearch <no-reply@${new URL(config.publicBaseUrl).hostname}>`;
}

/**
 * SMTP through nodemailer when SMTP_URL is set (or a transport is given), else the stored
 * mailbox: delivery only. The app sends through createAppMailAdapter (mail-subscriptions.ts),
 * which adds the subscription rules on top.
 */
export function createMailAdapter(
  config: Pick<AppConfig, 'smtpUrl' | 'publicBaseUrl'>,
  db: Kysely<Database>,
  options: MailAdapterOptions = {},
): ConfiguredMailAdapter {
  const transport = options.transport ?? (config.smtpUrl ? createSmtpTransport(config.smtpUrl) : undefined);
  if (transport) return createSmtpMailAdapter(transport, defaultFromAddress(config));
  return createStoredMailAdapter(db, options.now);
}
