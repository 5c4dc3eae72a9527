import type { Kysely } from 'kysely';
import { z } from 'zod';
import { messageLinkSchema } from '../../shared/contracts/mailbox';
import type { Database } from '../db/schema';

/** No CR or LF: these values end up in message headers. */
export const singleLine = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !/[\r\n]/.test(value), { message: 'Must be a single line' });

export const messageCategorySchema = z.enum(['transactional', 'marketing']);

/** Extra headers a sender may set, e.g. List-Unsubscribe on marketing mail. */
export const messageHeadersSchema = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,62}$/, 'Not a header name'), singleLine(2000))
  .default({});

export const messageLinksSchema = z.array(messageLinkSchema).max(20).default([]);

export interface SendOptions {
  /**
   * The database to store into when the message is kept locally. Inside a state-changing
   * handler pass `ctx.db`: the root database is off limits there, and the message then
   * shares the request's transaction (a replayed request does not store it twice).
   */
  db?: Kysely<Database>;
  /**
   * The message's stable key from the queue, the same on every attempt: the SMS provider gets it
   * as Idempotency-Key, SMTP as the Message-ID, the stored mailbox as the message's id.
   */
  idempotencyKey?: string;
}

export interface SendResult {
  id: string;
}

/** Thrown when a message does not pass validation; callers treat it as their own bug. */
export class InvalidMessageError extends Error {
  constructor(channel: string, error: z.ZodError) {
    super(`Invalid ${channel} message: ${z.prettifyError(error)}`);
    this.name = 'InvalidMessageError';
  }
}
