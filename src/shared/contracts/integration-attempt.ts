import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { id } from './contact-scalars';
import { lazySchema } from '../lazy-schema';

/*
 * The integration-attempt history of an enrolment (one of the journey's spec calls):
 * written when the chosen site is saved, the moment the site's systems are first tried for the
 * person (the virtual-site path, health data and life-link depend on it). One row per enrolment;
 * each new attempt (a new Idempotency-Key) counts once, a replay of the same key not at all.
 */

/** An http(s) address without credentials: the site the person used. */
const baseUrl = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.maxLength(500),
    z.refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, 'Must be an http(s) address'),
  ),
);

/** POST /SiteSelection/AddOrUpdateIntegrationAttemptHistory. */
export const addOrUpdateIntegrationAttemptHistory = defineCall({
  name: 'SiteSelection/AddOrUpdateIntegrationAttemptHistory',
  method: 'POST',
  path: '/SiteSelection/AddOrUpdateIntegrationAttemptHistory',
  body: z.strictObject({
    potentialId: z.optional(id),
    baseUrl,
    /** The chosen site's flag; it must agree with the site saved for the enrolment. */
    isVirtual: z.boolean(),
    /**
     * The enrolment's patient (Patient/Add's answer). A device that sent its contact form
     * offline may not know it yet: the server then records the enrolment's own.
     */
    patientId: z.optional(id),
    enrollmentId: id,
    tenantKey: id,
  }),
  response: z.object({ recorded: z.literal(true), attempts: z.number() }),
});
