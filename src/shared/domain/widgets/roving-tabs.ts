/*
 * The WAI-ARIA tabs pattern's keyboard rules: arrows move to the previous/next tab (wrapping),
 * Home and End to the first and last. Any other key returns null (the browser keeps it).
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** "Tab list index starts at 0"; out-of-range falls back to 0. */
export function initialTabIndex(requested: number | undefined, count: number): number {
  if (requested === undefined || !Number.isInteger(requested)) return 0;
  return requested >= 0 && requested < count ? requested : 0;
}
