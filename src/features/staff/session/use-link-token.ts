import { useEffect, useState } from 'react';

/**
 * The token of an emailed link (`#t=…`), read once; the fragment is then removed from the
 * address, so it stays out of the history, bookmarks and anything shared from this tab.
 */
export function useLinkToken(): string | null {
  const [token] = useState(() => /(?:^#|&)t=([A-Za-z0-9_-]+)/.exec(window.location.hash)?.[1] ?? null);
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
  }, []);
  return token;
}
