import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OfflineMap } from '../../../src/components/map/offline-map';
import type { MapSite } from '../../../src/components/map/site-map-types';

const at = (id: string, latitude: number, longitude: number, distance: number | null = null): MapSite => ({
  id,
  name: `Clinic ${id}`,
  latitude,
  longitude,
  distance,
});
// Three sites in one building, one across town, one far away.
const sites = [
  at('a', 41.8925, -87.6262, 1),
  at('b', 41.8925, -87.6262, 1),
  at('c', 41.8925, -87.6262, 1),
  at('d', 41.95, -87.7, 5),
  at('e', 39.74, -104.99, 900),
];
// jsdom has no PointerEvent: a mouse event with a pointer id stands in.
class PointerEventStandIn extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
beforeAll(() => {
  Object.assign(window, { PointerEvent: window.PointerEvent ?? PointerEventStandIn });
});

const scaleOf = (container: HTMLElement) =>
  Number((container.querySelector('.site-map__canvas') as HTMLElement).dataset.viewScale);
const mapView = () => screen.getByRole('group', { name: /^Map view/ });

describe('OfflineMap', () => {
  // The first test waits for the geography; the others find it there.
  it('draws the United States once its geography arrives', async () => {
    const { container } = render(<OfflineMap sites={sites} zoom={4} label="Map" language="en" />);
    await waitFor(() => expect(container.querySelector('path.site-map__land')).not.toBeNull());
    expect(container.querySelector('path.site-map__land')?.getAttribute('d')?.length).toBeGreaterThan(10_000);
    expect(container.querySelector('path.site-map__borders')?.getAttribute('d')).toMatch(/^M-?\d/);
  });

  it('gathers sites too close to tell apart into a cluster that counts them and zooms in', async () => {
    const user = userEvent.setup();
    const { container } = render(<OfflineMap sites={sites} zoom={4} label="Map" language="en" />);
    const cluster = screen.getByRole('button', { name: /^\d sites close together: zoom in$/ });
    const singles = screen.getAllByRole('button', { name: /^Clinic/ });
    expect(Number(cluster.textContent) + singles.length).toBe(5);
    expect(
      within(screen.getByRole('list', { name: 'Map legend' })).getByText(/Several sites/),
    ).toBeInTheDocument();
    const before = scaleOf(container);
    await user.click(cluster);
    expect(scaleOf(container)).toBeGreaterThan(before * 2);
  });

  it('keeps the selected site out of any cluster, with the legend saying so', () => {
    render(
      <OfflineMap
        sites={sites}
        selectedId="b"
        origin={{ latitude: 41.9, longitude: -87.63, label: 'ZIP 60611' }}
        zoom={4}
        label="Map"
        language="en"
      />,
    );
    expect(screen.getByRole('button', { name: 'Clinic b, 1.0 mi away (selected)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(within(legend).getByText('Selected site')).toBeInTheDocument();
    expect(within(legend).getByText('You')).toBeInTheDocument();
  });

  it('zooms and pans with the keys when the map has focus, and 0 fits everything again', () => {
    const { container } = render(<OfflineMap sites={sites} zoom={4} label="Map" language="en" />);
    const start = scaleOf(container);
    const far = screen.getByRole('button', { name: /Clinic e/ });
    const left = parseFloat(far.style.left);
    fireEvent.keyDown(mapView(), { key: 'ArrowLeft' });
    expect(parseFloat(screen.getByRole('button', { name: /Clinic e/ }).style.left)).toBeCloseTo(
      left + 600 * 0.2,
      6,
    );
    fireEvent.keyDown(mapView(), { key: '+' });
    expect(scaleOf(container)).toBeCloseTo(start * 1.5, 6);
    fireEvent.keyDown(mapView(), { key: '0' });
    expect(scaleOf(container)).toBeCloseTo(start, 6);
    expect(parseFloat(screen.getByRole('button', { name: /Clinic e/ }).style.left)).toBeCloseTo(left, 6);
    fireEvent.keyDown(mapView(), { key: '-' });
    expect(scaleOf(container)).toBeLessThan(start);
  });

  it('draws no marker that has moved out of sight (no invisible button to tab to)', () => {
    render(<OfflineMap sites={sites} zoom={4} label="Map" language="en" />);
    expect(screen.getByRole('button', { name: /Clinic e/ })).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) fireEvent.keyDown(mapView(), { key: 'ArrowRight' });
    expect(screen.queryByRole('button', { name: /Clinic e/ })).toBeNull();
    fireEvent.keyDown(mapView(), { key: '0' });
    expect(screen.getByRole('button', { name: /Clinic e/ })).toBeInTheDocument();
  });

  it('zooms with its buttons, and a keypress on a marker does not move the map', async () => {
    const user = userEvent.setup();
    const { container } = render(<OfflineMap sites={sites} zoom={4} label="Map" language="en" />);
    const start = scaleOf(container);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(scaleOf(container)).toBeGreaterThan(start);
    await user.click(screen.getByRole('button', { name: 'Show all sites' }));
    expect(scaleOf(container)).toBeCloseTo(start, 6);
    fireEvent.keyDown(screen.getByRole('button', { name: /Clinic e/ }), { key: '+' });
    expect(scaleOf(container)).toBeCloseTo(start, 6);
  });

  it('a drag moves the map and is not a map click; a press without moving is', () => {
    const onMapClick = jest.fn();
    render(<OfflineMap sites={sites} zoom={4} label="Map" language="en" onMapClick={onMapClick} />);
    const map = mapView();
    const far = () => parseFloat(screen.getByRole('button', { name: /Clinic e/ }).style.left);
    const left = far();
    act(() => {
      fireEvent.pointerDown(map, { pointerId: 1, clientX: 100, clientY: 100, button: 0 });
      fireEvent.pointerMove(map, { pointerId: 1, clientX: 140, clientY: 100 });
      fireEvent.pointerUp(map, { pointerId: 1, clientX: 140, clientY: 100 });
    });
    fireEvent.click(map);
    expect(far()).toBeCloseTo(left + 40, 6);
    expect(onMapClick).not.toHaveBeenCalled();
    fireEvent.pointerDown(map, { pointerId: 1, clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerUp(map, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.click(map);
    expect(onMapClick).toHaveBeenCalledTimes(1);
  });
});
