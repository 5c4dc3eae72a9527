import { splitParamList } from '../../src/shared/content-model/site-settings';

/**
 * The query a journey navigation carries on: RemoveQueryParamList names are dropped, and when
 * RetainQueryParamList names any, only those are kept. Returns '' or '?a=b'.
 */
export function allowedQuery(search: string, retainList: string, removeList: string): string {
  const params = new URLSearchParams(search);
  const remove = new Set(splitParamList(removeList));
  const retain = new Set(splitParamList(retainList));
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (remove.has(key)) continue;
    if (retain.size > 0 && !retain.has(key)) continue;
    kept.append(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** A link with the allowed query of the current page; the link's own parameters win. */
export function linkWithAllowedQuery(
  link: string,
  search: string,
  retainList: string,
  removeList: string,
): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link; // another site: its own query only
  const url = new URL(link, 'http://app.invalid');
  const merged = new URLSearchParams(allowedQuery(search, retainList, removeList));
  for (const [key, value] of url.searchParams) merged.set(key, value);
  const text = merged.toString();
  return `${url.pathname}${text ? `?${text}` : ''}${url.hash}`;
}
