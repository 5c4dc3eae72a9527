import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { scrollToAnchor } from './scroll-to-anchor';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
  /** Query parameters of the current page not to carry along (e.g. RemoveQueryParamList). */
  dropParams?: readonly string[];
  ariaLabel?: string;
}

/** Merges the current query into an app path; the link's own parameters win. */
export function withCurrentQuery(href: string, currentSearch: string, dropParams: readonly string[] = []) {
  const url = new URL(href, 'http://app.invalid');
  const merged = new URLSearchParams(currentSearch);
  for (const name of dropParams) merged.delete(name);
  for (const [key, value] of url.searchParams) merged.set(key, value);
  const search = merged.toString();
  return { pathname: url.pathname, search: search ? `?${search}` : '', hash: url.hash };
}

/**
 * A content link: '#anchor' scrolls smoothly, an app path navigates in-app keeping the query
 * string (spec: navigation carries the current query parameters), anything else is a plain link.
 */
export function AppLink({ href, className, children, dropParams, ariaLabel }: Props) {
  const location = useLocation();
  if (href.startsWith('#')) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (scrollToAnchor(href.slice(1))) event.preventDefault();
    };
    return (
      <a href={href} className={className} aria-label={ariaLabel} onClick={onClick}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link
        to={withCurrentQuery(href, location.search, dropParams)}
        className={className}
        aria-label={ariaLabel}
      >
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
