import * as z from 'zod/mini';
import { encryptedEnvelopeSchema } from '../crypto/encrypt-json';
import { lazySchema } from '../lazy-schema';

export const OUTBOX_STATES = ['saved', 'sending', 'delivered', 'failed'] as const;
export const outboxStateSchema = lazySchema(() => z.enum(OUTBOX_STATES));
export type OutboxState = z.infer<typeof outboxStateSchema>;

export const outboxErrorSchema = lazySchema(() =>
  z.object({
    status: z.optional(z.number().check(z.int())),
    message: z.string(),
    /** Why the engine stopped on its own ('server-errors'), so screens can explain it in their language. */
    reason: z.optional(z.literal('server-errors')),
  }),
);
export type OutboxError = z.infer<typeof outboxErrorSchema>;

/**
 * One write that must reach the server exactly once. Personal data only ever sits here
 * encrypted (`payload`, `response`); everything else is safe to show or log.
 */
export const outboxEntrySchema = lazySchema(() =>
  z.object({
    /** The Idempotency-Key (UUID v4), created when the person acted and reused on every replay. */
    id: z.uuid(),
    /** The contract's name, e.g. 'Participant/Add'. */
    callName: z.string().check(z.minLength(1)),
    method: z.enum(['POST', 'PUT', 'DELETE']),
    /** Path and query, built from the contract with buildUrl. */
    url: z.string().check(z.startsWith('/')),
    /** Entries of one group (e.g. an enrolment) are delivered in creation order. */
    group: z.string().check(z.minLength(1)),
    /** What the person sees in the outbox status; never personal data. */
    label: z.string().check(z.minLength(1), z.maxLength(120)),
    /** Sent as X-Device-Id; kept here because the service worker cannot read the page's storage. */
    deviceId: z.string().check(z.minLength(1)),
    /** The encrypted JSON body; dropped once delivered so nothing personal lingers. */
    payload: z.optional(encryptedEnvelopeSchema),
    state: outboxStateSchema,
    attempts: z.number().check(z.int(), z.nonnegative()),
    /** Epoch ms before which a retry is not attempted (back-off). */
    nextAttemptAt: z.number(),
    lastError: z.optional(outboxErrorSchema),
    /** Server errors (5xx other than 502/503/504) so far; see server-error-limit. */
    serverErrors: z.optional(z.number().check(z.int(), z.nonnegative())),
    /** Epoch ms of the first 5xx since the entry was last (re)queued. */
    serverErrorSince: z.optional(z.number()),
    /** Epoch ms when it became failed: the retention of failed entries counts from here. */
    failedAt: z.optional(z.number()),
    /** Epoch ms; strictly increasing across the store, so it totally orders the entries. */
    createdAt: z.number(),
    deliveredAt: z.optional(z.number()),
    /**
     * The server's answer, encrypted, so later steps can read it (e.g. potentialId): only ever an
     * answer that matched the entry's contract, as the contract parsed it.
     */
    response: z.optional(encryptedEnvelopeSchema),
    /** Delivered (the server committed it) but its answer did not match the contract, so none is kept. */
    answerUnusable: z.optional(z.literal(true)),
    /** When the page told its sagas about the delivery (outbox/entryDelivered). */
    announcedAt: z.optional(z.number()),
  }),
);

export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The part of an entry the UI mirrors: no payload, no response. */
export interface OutboxEntrySummary {
  id: string;
  callName: string;
  group: string;
  label: string;
  state: OutboxState;
  attempts: number;
  lastError?: OutboxError;
  createdAt: number;
  nextAttemptAt: number;
  deliveredAt?: number;
}

export function summarizeEntry(entry: OutboxEntry): OutboxEntrySummary {
  const summary: OutboxEntrySummary = {
    id: entry.id,
    callName: entry.callName,
    group: entry.group,
    label: entry.label,
    state: entry.state,
    attempts: entry.attempts,
    createdAt: entry.createdAt,
    nextAttemptAt: entry.nextAttemptAt,
  };
  if (entry.lastError) summary.lastError = { ...entry.lastError };
  if (entry.deliveredAt !== undefined) summary.deliveredAt = entry.deliveredAt;
  return summary;
}

/** Terminal entries never block later entries of their group. */
export function isSettled(entry: Pick<OutboxEntry, 'state'>): boolean {
  return entry.state === 'delivered' || entry.state === 'failed';
}
