/**
 * Scrolls smoothly to an in-page element and moves focus there, so keyboard and screen-reader
 * users land where sighted users do. Returns false when there is no such element.
 */
export function scrollToAnchor(id: string): boolean {
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  const reduceMotion =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
