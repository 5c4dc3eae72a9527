import type { CookieListItem } from '../../content-model/page-widget-fields';

/**
 * "Cookie list item": the source column is sourceValue when useDomain is true, otherwise the host serving the
 * page; applyPrefix puts one leading dot before it (a domain cookie's notation), never two.
 */
export function cookieSource(
  item: Pick<CookieListItem, 'sourceValue' | 'useDomain' | 'applyPrefix'>,
  currentHost: string,
): string {
  const base = (item.useDomain ? item.sourceValue : currentHost).trim();
  if (!item.applyPrefix || base === '') return base;
  return `.${base.replace(/^\.+/, '')}`;
}
