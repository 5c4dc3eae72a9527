import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { recordAnalyticsEvent } from '../../shared/contracts/analytics';
import { DEVICE_HEADER } from '../../shared/contracts/problem';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';

function deviceIdOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 64 ? value : null;
}

export function registerAnalyticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The client only sends events with consent; the saved preferences are checked again here so
  // an event queued just before the visitor rejected is not kept.
  registerCall(app, deps, recordAnalyticsEvent, async ({ body, db, request }) => {
    if (body.guestRef) {
      const saved = await db
        .selectFrom('cookie_preferences')
        .select('analytics_allowed')
        .where('guest_ref', '=', body.guestRef)
        .executeTakeFirst();
      if (saved && !saved.analytics_allowed) return { id: null, stored: false };
    }
    const id = randomUUID();
    await db
      .insertInto('analytics_events')
      .values({
        id,
        name: body.name,
        data: JSON.stringify(body.data),
        occurred_at: body.occurredAt,
        guest_ref: body.guestRef ?? null,
        enrollment_id: body.enrollmentId ?? null,
        path: body.path ?? null,
        device_id: deviceIdOf(request.headers[DEVICE_HEADER]),
        received_at: deps.now(),
      })
      .execute();
    return { id, stored: true };
  });
}
