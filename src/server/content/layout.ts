import type { Kysely } from 'kysely';
import type { Language } from '../../shared/content-model/language';
import { NOT_FOUND_PATH } from '../../shared/content-model/page';
import type { LayoutResponse } from '../../shared/contracts/content';
import type { Database } from '../db/schema';
import { findPageByPath, getContentItem } from './content-repository';

/** '/asthma-study/' and '/asthma-study' are the same page; the root stays '/'. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The page of a path with its study settings, or the language's 404 page with found=false.
 * Null only when the content has no 404 page either (an unseeded database).
 */
export async function resolveLayout(
  db: Kysely<Database>,
  path: string,
  language: Language,
): Promise<LayoutResponse | null> {
  const page = await findPageByPath(db, normalizePath(path), language);
  if (page) {
    const study = page.studyKey ? await getContentItem(db, 'study', page.studyKey, language) : null;
    return { found: true, page, study };
  }
  const notFound = await findPageByPath(db, NOT_FOUND_PATH, language);
  return notFound ? { found: false, page: notFound, study: null } : null;
}
