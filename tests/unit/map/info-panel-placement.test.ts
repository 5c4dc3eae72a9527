import {
  infoPanelPlacement,
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

  it('leaves the map alone when the marker is already clear', () => {
    const size = { width: 390, height: 400 };
    const marker = pin(200, 80);
    expect(panToReveal(marker, infoPanelPlacement(marker, size))).toEqual({ dx: 0, dy: 0 });
  });
});
