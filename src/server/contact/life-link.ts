import type { Kysely } from 'kysely';
import type { LifeLinkRequest } from '../../shared/contracts/contact';
import { getContentItem } from '../content/content-repository';
import type { Database } from '../db/schema';
import { issueLifeLinkToken } from '../integrations/life-link';

/*
 * Life-link. No life-link service is connected: the URL is the life-link page on the request's baseURL
 * (`/life-link`) with a new uToken (integrations/life-link.ts: stored hashed, exchanged by POST
 * /api/lifelink/PageUrl) and the enrolment, site and protocol, only when both the request and the site enable
 * life-link. Otherwise null, and the client goes on to the next step.
 */

export const LIFE_LINK_PATH = '/life-link';

/** The site runs the protocol and enables life-link. */
async function siteEnablesLifeLink(db: Kysely<Database>, request: LifeLinkRequest): Promise<boolean> {
  const site = await getContentItem(db, 'site', request.sitecode, request.languageName);
  return site !== null && site.isLifeLinkEnabled && site.protocolInfo.protocol === request.protocol;
}

export async function lifeLinkUrl(
  db: Kysely<Database>,
  request: LifeLinkRequest,
  now: Date = new Date(),
): Promise<string | null> {
  if (!request.lifeLinkEnabled || !(await siteEnablesLifeLink(db, request))) return null;
  const token = await issueLifeLinkToken(
    db,
    {
      tenantKey: request.tenantKey,
      enrollmentId: request.enrollmentId,
      siteCode: request.sitecode,
      protocol: request.protocol,
      language: request.languageName,
    },
    now,
  );
  const url = new URL(LIFE_LINK_PATH, request.baseURL);
  url.searchParams.set('uToken', token);
  url.searchParams.set('enrollmentId', request.enrollmentId);
  url.searchParams.set('sitecode', request.sitecode);
  url.searchParams.set('protocol', request.protocol);
  url.searchParams.set('language', request.languageName);
  if (request.subjectHighRisk) url.searchParams.set('highRisk', 'true');
  return url.toString();
}

/** lifelink/Update: the latest request of the enrolment is kept (one row per enrolment). */
export async function recordLifeLinkUpdate(
  db: Kysely<Database>,
  request: LifeLinkRequest,
  now: Date,
): Promise<void> {
  await db
    .insertInto('contact_life_link_updates')
    .values({
      tenant_key: request.tenantKey,
      enrollment_id: request.enrollmentId,
      payload: JSON.stringify(request),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_key', 'enrollment_id']).doUpdateSet((eb) => ({
        payload: eb.ref('excluded.payload'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
