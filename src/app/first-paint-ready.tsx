import { useEffect } from 'react';
import { firstPaintHydrated } from './first-paint-release';

/**
 * Placed last inside the page's innermost Suspense boundary: its effect runs when everything
 * before it has committed, i.e. when the server's markup is fully hydrated and alive.
 */
export function FirstPaintReady() {
  useEffect(() => firstPaintHydrated(), []);
  return null;
}
