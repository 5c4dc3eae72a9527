import type { Kysely } from 'kysely';
import { localizePath, type Language } from '../../shared/content-model/language';
import { findPageByPath } from '../content/content-repository';
import type { Database } from '../db/schema';

/** The content path of a community's page (seeded at /communities/{key}). */
export function communityPagePath(communityKey: string): string {
  return `/communities/${communityKey}`;
}

/**
 * POST /api/communitiesRoutes: the browser path of the community's page in that language (with
 * /es for Spanish), or null when content has none (the client then uses '#', as the spec says).
 */
export async function communityRoute(
  db: Kysely<Database>,
  communityKey: string,
  language: Language,
): Promise<{ path: string | null }> {
  if (communityKey.includes('/')) return { path: null };
  const page = await findPageByPath(db, communityPagePath(communityKey), language);
  return { path: page ? localizePath(page.path, language) : null };
}
