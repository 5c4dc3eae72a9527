import type { BrowserContext } from 'playwright-core';
import type { TestServer } from './test-server';

/** What the server and the browser hold about a journey, for the end-to-end assertions. */

/** A cookie of the context (journey cookies are written by the page, path '/'). */
export async function cookieOf(context: BrowserContext, name: string): Promise<string | null> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === name);
  return cookie ? decodeURIComponent(cookie.value) : null;
}

/** The visitor's current enrolment id (the enrollmentID cookie mirrors the persisted journey). */
export async function enrollmentIdOf(context: BrowserContext): Promise<string> {
  const id = await cookieOf(context, 'enrollmentID');
  if (!id) throw new Error('the visitor has no enrollmentID cookie');
  return id;
}

export async function enrollmentRow(server: TestServer, enrollmentId: string) {
  return server.deps.db
    .selectFrom('journey_enrollments')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
}

/** The enrolment's status history in append order. */
export async function statusHistory(server: TestServer, enrollmentId: string) {
  const rows = await server.deps.db
    .selectFrom('journey_status_history')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .execute();
  return rows.sort((a, b) => Number(a.seq) - Number(b.seq));
}

/** Rows per call path in idempotency_keys: how many times each write took effect. */
export async function effectsOn(server: TestServer, path: string): Promise<number> {
  const rows = await server.deps.db
    .selectFrom('idempotency_keys')
    .select('key')
    .where('path', '=', path)
    .execute();
  return rows.length;
}

/** Whether the server recorded "no site is convenient" for the enrolment (its referral update). */
export async function hasNoSiteConvenientRecord(server: TestServer, enrollmentId: string): Promise<boolean> {
  const rows = await server.deps.db
    .selectFrom('site_selection_not_convenient')
    .selectAll()
    .where('enrollment_id', '=', enrollmentId)
    .execute();
  return rows.some((row) => row.patient_referral_status === 'No-site-convenient');
}
