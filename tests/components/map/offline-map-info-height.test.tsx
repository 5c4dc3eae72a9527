import { render, screen, waitFor } from '@testing-library/react';
import { OfflineMap } from '../../../src/components/map/offline-map';
import type { MapSite } from '../../../src/components/map/site-map-types';

/*
 * On a phone-wide map the info window is laid out with the height its content needs (measured in
 * the page), not a fixed share of the map: jsdom has no layout, so the widths and the content
 * height the browser would report are given here.
 */

const CONTENT_HEIGHT = 292;
const sites: MapSite[] = [
  { id: 'near', name: 'Lakeside Clinic', latitude: 41.8925, longitude: -87.6262, distance: 0.4 },
  { id: 'far', name: 'Northshore Clinic', latitude: 42.05, longitude: -87.68, distance: 10.8 },
];

const restore: Array<() => void> = [];
function measuredAs(property: 'clientWidth' | 'scrollHeight', className: string, value: number) {
  const previous = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property);
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains(className) ? value : 0;
    },
  });
  restore.push(() => {
    if (previous) Object.defineProperty(HTMLElement.prototype, property, previous);
  });
}

class ResizeObserverStandIn {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  measuredAs('clientWidth', 'site-map__canvas', 390);
  measuredAs('scrollHeight', 'site-map__info', CONTENT_HEIGHT);
  Object.assign(window, { ResizeObserver: ResizeObserverStandIn });
});
afterEach(() => {
  restore.splice(0).forEach((undo) => undo());
  delete (window as { ResizeObserver?: unknown }).ResizeObserver;
});

describe('the offline map info window on a phone', () => {
  it('takes the height its content needs, so its action shows without scrolling inside it', async () => {
    const { container } = render(
      <OfflineMap
        sites={sites}
        origin={null}
        selectedId="far"
        infoWindowId="far"
        zoom={4}
        label="Map of study locations"
        language="en"
        renderInfo={(site) => <button type="button">Select {site.name}</button>}
      />,
    );
    const info = screen.getByRole('group', { name: 'Northshore Clinic' });
    // Not the first guess (60 % of the 400 px map, 240 px): the measured content.
    expect(info.style.maxHeight).toBe(`${CONTENT_HEIGHT}px`);
    expect(info.style.width).toBe(`${390 - 16}px`);
    // The geography arrives too (so nothing updates after the test).
    await waitFor(() => expect(container.querySelector('path.site-map__land')).not.toBeNull());
  });
});
