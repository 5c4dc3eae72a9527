import type { Kysely } from 'kysely';
import { localizePath, type Language } from '../../shared/content-model/language';
import type { Page } from '../../shared/content-model/page';
import type { BreadcrumbItem } from '../../shared/contracts/content';
import type { Database } from '../db/schema';
import { findPageById, findPagesByPaths } from './content-repository';

/** '/a/b/c' → ['/', '/a', '/a/b']: the paths above a page, root first. */
export function ancestorPaths(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment.length > 0);
  return segments.map((_, index) => `/${segments.slice(0, index).join('/')}`);
}

function crumb(page: Page, language: Language): BreadcrumbItem {
  return { title: page.breadcrumbTitle ?? page.title, url: localizePath(page.path, language) };
}

/**
 * The breadcrumb trail of a page from the path hierarchy: home, then each existing ancestor
 * (e.g. the study home), then the page itself. Unknown ids give an empty trail.
 */
export async function buildBreadcrumbs(
  db: Kysely<Database>,
  itemId: string,
  language: Language,
): Promise<BreadcrumbItem[]> {
  const page = await findPageById(db, itemId, language);
  if (!page) return [];
  const paths = ancestorPaths(page.path);
  const ancestors = await findPagesByPaths(db, paths, language);
  const byPath = new Map(ancestors.map((ancestor) => [ancestor.path, ancestor]));
  const trail = paths.flatMap((path) => {
    const ancestor = byPath.get(path);
    return ancestor ? [crumb(ancestor, language)] : [];
  });
  return [...trail, crumb(page, language)];
}
