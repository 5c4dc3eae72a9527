import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { journeyStatusSchema } from '../domain/journey-status';
import { lazySchema } from '../lazy-schema';

const id = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
const optionalText = lazySchema(() => z.optional(z.string().check(z.trim(), z.maxLength(200))));

/** "Participant record" plus callCenterNumber. */
export const participantRecordSchema = lazySchema(() =>
  z.strictObject({
    potentialParticipant_ID: id,
    /** Accepted for the spec's shape but ignored: the server records the connection's address. */
    ipAddress: z.optional(z.string().check(z.maxLength(64))),
    sessionStartDateTime: z.iso.datetime({ offset: true }),
    sessionEndDateTime: z.optional(z.iso.datetime({ offset: true })),
    journeyStatus: journeyStatusSchema,
    journeyId: z.enum(['01', '02', '03']),
    tenantKey: id,
    enrollmentId: id,
    projectTherapeuticArea: optionalText,
    source: z._default(z.string().check(z.trim(), z.maxLength(32)), 'CR'),
    dataControllerOrg: optionalText,
    /** Ignored by the server: it assigns potentialId, stable per (tenantKey, enrollmentId). */
    potentialId: z.optional(z.string().check(z.maxLength(64))),
    callCenterNumber: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  }),
);

export type ParticipantRecord = z.infer<typeof participantRecordSchema>;

/**
 * POST /Participant/Add — sent 300 ms after a home page loads; the client reads potentialId.
 * Re-sending the record of the same enrolment (any Idempotency-Key) updates that participant
 * and answers the same potentialId.
 */
export const addParticipant = defineCall({
  name: 'Participant/Add',
  method: 'POST',
  path: '/Participant/Add',
  body: participantRecordSchema,
  response: z.object({ potentialId: z.string() }),
});
