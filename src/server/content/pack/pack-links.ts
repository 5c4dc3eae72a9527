import type { Page } from '../../../shared/content-model/page';
import { splitLocalePath } from '../../../shared/content-model/language';
import { isAppPage } from '../../../shared/contracts/app-pages';
import type { PackProblem } from './pack-problem';

/** A link to a page of the site written in a pack file, with the field that holds it. */
export interface WrittenLink {
  file: string;
  line?: number;
  field: string;
  href: string;
}

/** Fields whose value is a link by their name: `href`, `linkHref`, `ctaLink`, `url`, `clickUri`, `redirectPath`… */
const LINK_FIELD = /(href|link|url|uri|path)$/i;

/** Only links inside the site are checked: `/…`, never `//host/…` or `https://…`. */
const isSiteLink = (value: string) => value.startsWith('/') && !value.startsWith('//');

/** Every site link in a file's content, with its field path. */
export function siteLinksIn(value: unknown): Array<{ path: PropertyKey[]; href: string }> {
  const found: Array<{ path: PropertyKey[]; href: string }> = [];
  const walk = (node: unknown, path: PropertyKey[]) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => walk(child, [...path, index]));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      if (typeof child === 'string') {
        if (LINK_FIELD.test(key) && isSiteLink(child)) found.push({ path: [...path, key], href: child });
      } else {
        walk(child, [...path, key]);
      }
    }
  };
  walk(value, []);
  return found;
}

/** `/es/asthma-study?x#y` → the page it opens, `{ language: 'es', path: '/asthma-study' }`. */
function pageOf(href: string) {
  const bare = href.replace(/[?#].*$/, '');
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return splitLocalePath(trimmed || '/');
}

/**
 * A link to a page the pack does not have is a dead end for whoever follows it: each one is a
 * problem, named with its file, line and field. The app's own pages (not content) count as pages.
 */
export function linkProblems(
  links: readonly WrittenLink[],
  pages: ReadonlyArray<Pick<Page, 'language' | 'path'>>,
): PackProblem[] {
  const known = new Set(pages.map((page) => `${page.language} ${page.path}`));
  return links.flatMap((link) => {
    const { language, path } = pageOf(link.href);
    if (isAppPage(path) || known.has(`${language} ${path}`)) return [];
    return [
      {
        file: link.file,
        ...(link.line === undefined ? {} : { line: link.line }),
        field: link.field,
        message: `links to ${link.href}, a page the pack does not have${language === 'en' ? '' : ` in ${language}`}`,
      },
    ];
  });
}
