import type { Locator, Page } from 'playwright-core';
import { formatViolations, runAxe } from './axe';

/*
 * What the offline site map must show, measured in the browser: geography drawn, labels that
 * never overlap each other or a marker, the selected marker and the info window inside the map,
 * the window clear of its marker, and the cluster counts.
 */

export interface MapState {
  /** Path data lengths of the land and the state borders. */
  land: number;
  borders: number;
  /** Labels (and marker buttons) that overlap, as "a × b". */
  overlaps: string[];
  labels: number;
  /** Single markers and the counts of the clusters. */
  markers: number;
  clusterCounts: number[];
  /** The selected marker's box is inside the map's box (null: none selected). */
  selectedInside: boolean | null;
  /** The info window covers its marker (null: no window). */
  infoCoversMarker: boolean | null;
  infoInside: boolean | null;
  scale: number;
}

export async function mapState(map: Locator): Promise<MapState> {
  return map.evaluate((region) => {
    const canvas = region.querySelector('.site-map__canvas') as HTMLElement;
    const frame = canvas.getBoundingClientRect();
    const boxOf = (element: Element) => element.getBoundingClientRect();
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const inside = (a: DOMRect) =>
      a.left >= frame.left - 0.5 &&
      a.right <= frame.right + 0.5 &&
      a.top >= frame.top - 0.5 &&
      a.bottom <= frame.bottom + 0.5;
    const labels = [...canvas.querySelectorAll('.site-map__label')];
    const buttons = [...canvas.querySelectorAll('.site-map__marker, .site-map__cluster')];
    const found: string[] = [];
    labels.forEach((label, i) => {
      const box = boxOf(label);
      labels.slice(i + 1).forEach((other) => {
        if (overlap(box, boxOf(other)))
          found.push(`${label.getAttribute('data-label')} × ${other.getAttribute('data-label')}`);
      });
      for (const button of buttons)
        if (overlap(box, boxOf(button)))
          found.push(`${label.getAttribute('data-label')} × ${button.getAttribute('aria-label')}`);
    });
    const selected = canvas.querySelector('.site-map__marker--selected');
    const info = canvas.querySelector('.site-map__info');
    const infoMarker = info ? selected : null;
    const path = (name: string) =>
      canvas.querySelector(`path.site-map__${name}`)?.getAttribute('d')?.length ?? 0;
    return {
      land: path('land'),
      borders: path('borders'),
      overlaps: found,
      labels: labels.length,
      markers: canvas.querySelectorAll('.site-map__marker').length,
      clusterCounts: [...canvas.querySelectorAll('.site-map__cluster')].map((c) => Number(c.textContent)),
      selectedInside: selected ? inside(boxOf(selected)) : null,
      infoCoversMarker: info && infoMarker ? overlap(boxOf(info), boxOf(infoMarker)) : null,
      infoInside: info ? inside(boxOf(info)) : null,
      scale: Number(canvas.dataset.viewScale),
    };
  });
}

/** Geography drawn once its chunk has arrived. */
export async function waitForGeography(map: Locator): Promise<void> {
  await map.locator('path.site-map__land').waitFor({ state: 'attached' });
}

export async function expectAxeClean(page: Page, selector: string): Promise<void> {
  const violations = await runAxe(page, selector);
  if (violations.length > 0) throw new Error(formatViolations(selector, violations));
}

/** How the open info window holds its action: measured in the browser, nothing scrolled. */
export interface InfoPanelFit {
  /** The action's box lies inside the window's visible box. */
  actionInside: boolean;
  /** The window's content height and its visible height (no inner scroll when the first is not larger). */
  scrollHeight: number;
  clientHeight: number;
  /** The window has not been scrolled inside. */
  scrollTop: number;
  /** What a tap at the action's centre lands on is the action (nothing covers it). */
  actionHit: boolean;
}

export async function infoPanelFit(map: Locator, actionName: RegExp): Promise<InfoPanelFit> {
  const action = map.locator('.site-map__info').getByRole('button', { name: actionName });
  return action.evaluate((button) => {
    const panel = button.closest('.site-map__info') as HTMLElement;
    const outer = panel.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    const inside =
      box.left >= outer.left - 0.5 &&
      box.right <= outer.right + 0.5 &&
      box.top >= outer.top - 0.5 &&
      box.bottom <= outer.bottom + 0.5;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      actionInside: inside,
      scrollHeight: panel.scrollHeight,
      clientHeight: panel.clientHeight,
      scrollTop: panel.scrollTop,
      actionHit: hit !== null && button.contains(hit),
    };
  });
}
