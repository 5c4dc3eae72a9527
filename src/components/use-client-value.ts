import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the page's host, a media query), safe in the server's render of
 * the first screen: the server and the hydrating browser render `serverValue`, then the browser
 * renders its own value. A page rendered in the browser alone reads it from the start.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
