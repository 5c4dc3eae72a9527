import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import {
  InvalidMessageError,
  messageCategorySchema,
  messageLinksSchema,
  type SendOptions,
  type SendResult,
} from './outbound-message';
import { postSmsWebhook, type FetchLike } from './sms-webhook';
import { storeMessage } from './stored-messages';

export const outboundSmsSchema = z.object({
  /** E.164: the country dial prefix plus the mobile number, e.g. +15555550123. */
  to: z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'Must be an E.164 number such as +15555550123'),
  text: z.string().min(1).max(1600),
  category: messageCategorySchema,
  /** The links the text contains, listed again so the demo mailbox renders them as anchors. */
  links: messageLinksSchema,
  /** The spec's SMS payload fields (smsType, enrollmentId, smsStudyName …), passed to the webhook. */
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
});

export type OutboundSms = z.input<typeof outboundSmsSchema>;
export type ValidSms = z.output<typeof outboundSmsSchema>;

export interface SmsAdapter {
  send(message: OutboundSms, options?: SendOptions): Promise<SendResult>;
}

/** What createSmsAdapter returns: the adapter plus which delivery it uses. */
export interface ConfiguredSmsAdapter extends SmsAdapter {
  /** 'webhook' POSTs to SMS_WEBHOOK_URL; 'stored' keeps every message for the demo mailbox. */
  readonly kind: 'webhook' | 'stored';
}

export interface SmsAdapterOptions {
  now?: () => Date;
  fetch?: FetchLike;
}

export function validSms(message: OutboundSms): ValidSms {
  const result = outboundSmsSchema.safeParse(message);
  if (!result.success) throw new InvalidMessageError('sms', result.error);
  return result.data;
}

export function createStoredSmsAdapter(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): ConfiguredSmsAdapter {
  return {
    kind: 'stored',
    async send(message, options) {
      const sms = validSms(message);
      const stored = {
        channel: 'sms' as const,
        category: sms.category,
        to: sms.to,
        subject: null,
        body: sms.text,
        links: sms.links,
        headers: {},
      };
      return { id: await storeMessage(options?.db ?? db, stored, now(), options?.idempotencyKey) };
    },
  };
}

export function createWebhookSmsAdapter(url: string, fetchImpl: FetchLike): ConfiguredSmsAdapter {
  return {
    kind: 'webhook',
    async send(message, options) {
      return postSmsWebhook(url, validSms(message), fetchImpl, options?.idempotencyKey);
    },
  };
}

/** A webhook POST when SMS_WEBHOOK_URL is set, else the stored mailbox. */
export function createSmsAdapter(
  config: Pick<AppConfig, 'smsWebhookUrl'>,
  db: Kysely<Database>,
  options: SmsAdapterOptions = {},
): ConfiguredSmsAdapter {
  if (config.smsWebhookUrl) return createWebhookSmsAdapter(config.smsWebhookUrl, options.fetch ?? fetch);
  return createStoredSmsAdapter(db, options.now);
}
