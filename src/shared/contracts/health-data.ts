import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { email, id, optionalText } from './contact-scalars';
import { lazySchema } from '../lazy-schema';

/*
 * Health-data sharing: a connect session from the provider (the real service when configured, a local sandbox
 * otherwise) and the recorded outcome of the connection.
 */

/** The session request carries retryCount 3. */
export const HEALTH_DATA_SESSION_RETRY_COUNT = 3;

/** POST /api/humanapi: a session for the connect widget. */
export const createHealthDataSession = defineCall({
  name: 'humanapi/session',
  method: 'POST',
  path: '/api/humanapi',
  body: z.strictObject({
    client_user_email: email,
    /** The enrolment the connection is for. */
    client_user_id: id,
    type: z.literal('session'),
    retryCount: z.literal(HEALTH_DATA_SESSION_RETRY_COUNT),
  }),
  response: z.object({
    session_token: z.string(),
    human_id: z.string(),
    /**
     * Ours: which connect widget the session is for: the real provider's script or the local
     * sandbox dialog. Absent means the sandbox (the server's local default).
     */
    connect: z.optional(z.enum(['humanapi', 'sandbox'])),
  }),
});

/** Ours: the local sandbox's "connect" (the sandbox dialog's Connect button). */
export const connectHealthDataSandbox = defineCall({
  name: 'humanapi/sandbox/connect',
  method: 'POST',
  path: '/api/humanapi/sandbox/connect',
  body: z.strictObject({ session_token: z.string().check(z.minLength(1), z.maxLength(500)) }),
  response: z.object({ human_id: z.string(), status: z.literal('Connected') }),
});

export const HEALTH_DATA_STATUSES = ['Clicked', 'Connected', 'Closed'] as const;
export const healthDataStatusSchema = lazySchema(() => z.enum(HEALTH_DATA_STATUSES));
export type HealthDataStatus = z.infer<typeof healthDataStatusSchema>;

/** POST /HumanApi/UpdateHumanApiResponse: what happened to the connection. */
export const updateHumanApiResponse = defineCall({
  name: 'HumanApi/UpdateHumanApiResponse',
  method: 'POST',
  path: '/HumanApi/UpdateHumanApiResponse',
  body: z.strictObject({
    potentialId: z.optional(id),
    baseUrl: z.string().check(z.trim(), z.maxLength(500)),
    enrollmentId: id,
    tenantKey: id,
    humanApiEnabled: z.boolean(),
    /** ISO date-time of the person's action. */
    recordLastModifiedDate: z.iso.datetime(),
    humanApiStatus: healthDataStatusSchema,
    /** The failure's text when the session could not be made, else ''. */
    exception: z._default(z.string().check(z.maxLength(2000)), ''),
    humanId: optionalText(200),
  }),
  response: z.object({ updated: z.literal(true) }),
});
