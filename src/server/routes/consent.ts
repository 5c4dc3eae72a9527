import type { FastifyInstance } from 'fastify';
import { saveCookiePreferences } from '../../shared/contracts/consent';
import { analyticsAllowedBy, withEssentialOptedIn } from '../../shared/domain/cookie-consent';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';

export function registerConsentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, saveCookiePreferences, async ({ params, body, db }) => {
    // Essential cookies are always opted in, whatever a client sends (the spec's cookie tracker).
    const categories = withEssentialOptedIn(body.cookieCategory);
    const now = deps.now();
    await db
      .insertInto('cookie_preferences')
      .values({
        guest_ref: params.guestRef,
        domain: body.domain,
        categories: JSON.stringify(categories),
        analytics_allowed: analyticsAllowedBy(categories),
        action: body.action,
        decided_at: body.decidedAt,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict
          .column('guest_ref')
          .doUpdateSet((eb) => ({
            domain: eb.ref('excluded.domain'),
            categories: eb.ref('excluded.categories'),
            analytics_allowed: eb.ref('excluded.analytics_allowed'),
            action: eb.ref('excluded.action'),
            decided_at: eb.ref('excluded.decided_at'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          // Saves from two tabs or a late outbox replay: the newest decision wins.
          .where('cookie_preferences.decided_at', '<=', (eb) => eb.ref('excluded.decided_at')),
      )
      .execute();
    const row = await db
      .selectFrom('cookie_preferences')
      .select(['guest_ref', 'categories', 'analytics_allowed', 'decided_at'])
      .where('guest_ref', '=', params.guestRef)
      .executeTakeFirstOrThrow();
    return {
      guestRef: row.guest_ref,
      cookieCategory: row.categories,
      analyticsAllowed: row.analytics_allowed,
      decidedAt: new Date(row.decided_at).toISOString(),
    };
  });
}
