import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A client-side navigation starts at the top of the new page, as a full page load would. */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
    // Only a new page scrolls; an in-page #anchor is handled by the link itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
