import { overlaps, type Box } from '../../shared/domain/sites/map-labels';
import type { ScreenSize } from '../../shared/domain/sites/map-view';

/*
 * The info window sits on the side of the map away from its marker: beside it on a wide map,
 * above or below it on a narrow one. If the marker would still be under it, the map is panned so
 * the marker stands in the middle of the free part. So the window never hides what it describes.
 * On a narrow map the window is as tall as its content (measured in the page), so its one action
 * shows without scrolling inside it, as long as a strip of the map stays free for the marker.
 */

export type InfoSide = 'left' | 'right' | 'top' | 'bottom';

/** Below this width the window spans the map and goes above or below the marker. */
export const WIDE_MAP_PX = 560;
const MARGIN = 8;
const SIDE_WIDTH_PX = 320;
/** On a wide map the window stays left of the zoom buttons. */
const CONTROLS_PX = 48;
/** Share of a narrow map's height the window takes while its content is not measured yet. */
export const NARROW_HEIGHT_SHARE = 0.6;
/**
 * What a narrow map keeps free of the window: room for a pin (36 px) and its label around it.
 * Only content taller than the map less this strip scrolls inside the window.
 */
export const NARROW_FREE_MIN_PX = 72;

export interface InfoPlacement {
  side: InfoSide;
  /** Where the window is drawn (at most: it may be shorter). */
  box: Box;
  /** The part of the map the window leaves free. */
  free: Box;
}

/**
 * `contentHeight`: the height the window's content needs (padding included), when known; a narrow
 * map's window takes that, within what leaves NARROW_FREE_MIN_PX of the map free.
 */
export function infoPanelPlacement(
  marker: Box,
  size: ScreenSize,
  contentHeight?: number | null,
): InfoPlacement {
  const centreX = marker.x + marker.width / 2;
  const centreY = marker.y + marker.height / 2;
  if (size.width >= WIDE_MAP_PX) {
    const width = Math.min(SIDE_WIDTH_PX, size.width * 0.4);
    const side: InfoSide = centreX > size.width / 2 ? 'left' : 'right';
    const x = side === 'left' ? MARGIN : size.width - CONTROLS_PX - width;
    const free =
      side === 'left'
        ? { x: x + width, y: 0, width: size.width - x - width - CONTROLS_PX, height: size.height }
        : { x: 0, y: 0, width: x, height: size.height };
    return { side, box: { x, y: MARGIN, width, height: size.height - 2 * MARGIN }, free };
  }
  const tallest = Math.max(size.height * NARROW_HEIGHT_SHARE, size.height - MARGIN - NARROW_FREE_MIN_PX);
  const height = contentHeight
    ? Math.min(Math.ceil(contentHeight), tallest)
    : size.height * NARROW_HEIGHT_SHARE;
  const side: InfoSide = centreY > size.height / 2 ? 'top' : 'bottom';
  const y = side === 'top' ? MARGIN : size.height - MARGIN - height;
  const freeY = side === 'top' ? y + height : 0;
  return {
    side,
    box: { x: MARGIN, y, width: size.width - 2 * MARGIN, height },
    free: { x: 0, y: freeY, width: size.width, height: size.height - height - MARGIN },
  };
}

/** How far to move the map so the marker is clear of the window (zero when it already is). */
export function panToReveal(marker: Box, placement: InfoPlacement): { dx: number; dy: number } {
  const { free } = placement;
  const clear =
    marker.x >= free.x &&
    marker.y >= free.y &&
    marker.x + marker.width <= free.x + free.width &&
    marker.y + marker.height <= free.y + free.height;
  if (clear && !overlaps(marker, placement.box)) return { dx: 0, dy: 0 };
  return {
    dx: Math.round(free.x + free.width / 2 - (marker.x + marker.width / 2)),
    dy: Math.round(free.y + free.height / 2 - (marker.y + marker.height / 2)),
  };
}
