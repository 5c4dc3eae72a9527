/*
 * Trials per carousel slide: 3 per slide, 2 for saved trials between 1024 and 1200 px. The spec is silent
 * below the desktop: one card per slide on a phone (< 500 px) and two on a tablet, so a card is never
 * squeezed.
 */
export function trialsPerSlide(viewportWidth: number, kind: 'saved' | 'featured'): number {
  if (viewportWidth < 500) return 1;
  if (viewportWidth < 1024) return 2;
  if (kind === 'saved' && viewportWidth <= 1200) return 2;
  return 3;
}
