import { useSyncExternalStore } from 'react';

/** Width assumed where there is no window (a desktop layout, the spec's 3 per slide). */
const FALLBACK_WIDTH = 1280;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const read = () => window.innerWidth;
const readFallback = () => FALLBACK_WIDTH;

/** The viewport width in CSS pixels, re-read on resize and rotation. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, read, readFallback);
}
