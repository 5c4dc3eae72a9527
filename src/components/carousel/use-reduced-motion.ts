import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function list(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const media = list();
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const read = () => list()?.matches ?? false;
const readFallback = () => false;

/** Whether the person asked their system for less motion (WCAG 2.2.2: no autoplay for them). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, read, readFallback);
}
