import {
  infoPanelPlacement,
  NARROW_FREE_MIN_PX,
  NARROW_HEIGHT_SHARE,
  panToReveal,
  WIDE_MAP_PX,
} from '../../../src/components/map/info-panel-placement';
import { overlaps } from '../../../src/shared/domain/sites/map-labels';

const pin = (x: number, y: number) => ({ x: x - 16, y: y - 36, width: 32, height: 36 });
const moved = (box: ReturnType<typeof pin>, by: { dx: number; dy: number }) => ({
  ...box,
  x: box.x + by.dx,
  y: box.y + by.dy,
});

describe('the info window placement', () => {
  it('on a wide map goes beside the marker, on the side away from it', () => {
    const size = { width: 900, height: 400 };
    expect(infoPanelPlacement(pin(700, 200), size).side).toBe('left');
    const right = infoPanelPlacement(pin(200, 200), size);
    expect(right.side).toBe('right');
    // It stays left of the zoom buttons.
    expect(right.box.x + right.box.width).toBeLessThanOrEqual(900 - 48);
  });

  it('on a phone goes above or below the marker, across the map', () => {
    const size = { width: 390, height: 400 };
    expect(WIDE_MAP_PX).toBeGreaterThan(390);
    expect(infoPanelPlacement(pin(200, 350), size).side).toBe('top');
    expect(infoPanelPlacement(pin(200, 100), size).side).toBe('bottom');
  });

  it.each([
    [{ width: 390, height: 280 }, pin(195, 160)],
    [{ width: 390, height: 400 }, pin(200, 215)],
    [{ width: 900, height: 300 }, pin(450, 150)],
    [{ width: 390, height: 400 }, pin(200, 10)], // half cut at the top edge
  ])('moves the map when the window would still cover the marker (%p)', (size, marker) => {
    const placement = infoPanelPlacement(marker, size);
    const shift = panToReveal(marker, placement);
    const after = moved(marker, shift);
    expect(overlaps(after, placement.box)).toBe(false);
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.x + after.width).toBeLessThanOrEqual(size.width);
  });

  it('on a phone is as tall as its content, so nothing in it needs scrolling', () => {
    const size = { width: 390, height: 400 };
    const unmeasured = infoPanelPlacement(pin(200, 100), size);
    expect(unmeasured.box.height).toBe(400 * NARROW_HEIGHT_SHARE);
    // Taller than the first guess (a long name, Spanish buttons on two lines): it grows.
    const tall = infoPanelPlacement(pin(200, 100), size, 291.5);
    expect(tall.side).toBe('bottom');
    expect(tall.box.height).toBe(292);
    expect(tall.box.y + tall.box.height).toBe(400 - 8);
    expect(tall.free).toEqual({ x: 0, y: 0, width: 390, height: 400 - 292 - 8 });
    // Shorter: more of the map stays free.
    expect(infoPanelPlacement(pin(200, 100), size, 180).free.height).toBe(400 - 180 - 8);
  });

  it.each([
    [pin(200, 100), 'bottom'],
    [pin(200, 380), 'top'],
  ])('on a phone never grows over the strip the marker needs (%p)', (marker, side) => {
    const size = { width: 390, height: 400 };
    const placement = infoPanelPlacement(marker, size, 2000);
    expect(placement.side).toBe(side);
    expect(placement.free.height).toBe(NARROW_FREE_MIN_PX);
    const after = moved(marker, panToReveal(marker, placement));
    expect(overlaps(after, placement.box)).toBe(false);
    expect(after.y).toBeGreaterThanOrEqual(placement.free.y);
    expect(after.y + after.height).toBeLessThanOrEqual(placement.free.y + placement.free.height);
  });

  it('on a wide map keeps its full height beside the marker, whatever its content', () => {
    const size = { width: 900, height: 400 };
    expect(infoPanelPlacement(pin(700, 200), size, 150)).toEqual(infoPanelPlacement(pin(700, 200), size));
  });

  it('leaves the map alone when the marker is already clear', () => {
    const size = { width: 390, height: 400 };
    const marker = pin(200, 80);
    expect(panToReveal(marker, infoPanelPlacement(marker, size))).toEqual({ dx: 0, dy: 0 });
  });
});
