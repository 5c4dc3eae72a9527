import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { hrefSchema } from '../content-model/link';
import { lazySchema } from '../lazy-schema';

export const messageChannelSchema = lazySchema(() => z.enum(['email', 'sms']));
export type MessageChannel = z.infer<typeof messageChannelSchema>;

/** A link carried by a message (resume, profile, unsubscribe…), shown as a real anchor. */
export const messageLinkSchema = lazySchema(() =>
  z.object({
    label: z.string().check(z.minLength(1), z.maxLength(200)),
    url: hrefSchema,
  }),
);
export type MessageLink = z.infer<typeof messageLinkSchema>;

export const mailboxMessageSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    channel: messageChannelSchema,
    to: z.string(),
    /** Absent for SMS. */
    subject: z.nullable(z.string()),
    text: z.string(),
    links: z.array(messageLinkSchema),
    createdAt: z.iso.datetime({ offset: true }),
  }),
);
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

/** The most messages the demo mailbox lists. */
export const MAILBOX_LIMIT = 200;

/** GET /api/demo/mailbox — stored emails and SMS, newest first; demo mode only (404 otherwise). */
export const listMailbox = defineCall({
  name: 'demo/mailbox',
  method: 'GET',
  path: '/api/demo/mailbox',
  response: z.object({ messages: z.array(mailboxMessageSchema).check(z.maxLength(MAILBOX_LIMIT)) }),
});
