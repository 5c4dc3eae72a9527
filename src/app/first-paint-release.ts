import { APP_ROOT_ELEMENT_ID, FIRST_PAINT_ATTRIBUTE } from '../shared/contracts/first-paint';

/**
 * The hand-over of a page that arrived with the server's render of its first screen:
 * 1. the page hydrates (inert meanwhile); FirstPaintReady reports it with `firstPaintHydrated`;
 * 2. the app (main.tsx) then brings the stored state back, and only then
 * 3. `releaseFirstPaint` makes the page interactive, with the person's drafts in place.
 */
let afterHydration: (() => void) | null = null;

/** What the app does once the first screen is hydrated (main.tsx). */
export function whenFirstPaintHydrated(callback: () => void): void {
  afterHydration = callback;
}

/** The page's first screen is hydrated (or hydration is given up on). Runs once. */
export function firstPaintHydrated(): void {
  const callback = afterHydration;
  afterHydration = null;
  if (callback) callback();
  else releaseFirstPaint();
}

/** Hands the server-rendered page over to the person. */
export function releaseFirstPaint(doc: Document = document): void {
  const root = doc.getElementById(APP_ROOT_ELEMENT_ID);
  if (!root?.hasAttribute(FIRST_PAINT_ATTRIBUTE)) return;
  root.removeAttribute('inert');
  root.removeAttribute(FIRST_PAINT_ATTRIBUTE);
}

/** True when the page arrived with the server's render of its first screen. */
export function hasFirstPaint(root: HTMLElement): boolean {
  return root.hasAttribute(FIRST_PAINT_ATTRIBUTE) && root.firstElementChild !== null;
}
