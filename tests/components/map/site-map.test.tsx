import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { loadUsBaseMap } from '../../../src/components/map/base-map-layer';
import SiteMap, { GOOGLE_LOAD_TIMEOUT_MS, type MapSite } from '../../../src/components/map/site-map';

// The Google script cannot load in jsdom: the loader's answer is driven by each test.
const loader: { isLoaded: boolean; loadError: Error | undefined } = { isLoaded: false, loadError: undefined };
jest.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => loader,
  GoogleMap: ({ children, onClick }: { children: ReactNode; onClick: () => void }) => (
    <div data-testid="google-map" onClick={onClick}>
      {children}
    </div>
  ),
  MarkerF: ({ title, onClick }: { title: string; onClick?: () => void }) => (
    <button type="button" data-testid="google-marker" onClick={onClick}>
      {title}
    </button>
  ),
  InfoWindowF: ({ children }: { children: ReactNode }) => <div data-testid="google-info">{children}</div>,
  GoogleMarkerClusterer: ({ children }: { children: (clusterer: object) => ReactNode }) => (
    <>{children({})}</>
  ),
}));
// google.maps.SymbolPath is read for the marker icons once "loaded".
Object.assign(globalThis, { google: { maps: { SymbolPath: { CIRCLE: 0 } } } });

const sites: MapSite[] = [
  {
    id: 'chi',
    name: 'Lakeshore Research',
    latitude: 41.8925,
    longitude: -87.6262,
    distance: 1.2,
    detail: 'Chicago, IL',
  },
  { id: 'evn', name: 'North Shore Clinic', latitude: 42.0451, longitude: -87.6877, distance: 12.3 },
];
const origin = { latitude: 41.8947, longitude: -87.6195, label: 'ZIP 60611' };

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

// The geography arrives before the tests, so no map updates after a test's last step.
beforeAll(() => loadUsBaseMap());

beforeEach(() => {
  loader.isLoaded = false;
  loader.loadError = undefined;
  setOnline(true);
});

describe('SiteMap offline map', () => {
  it('without a key draws every site as a labelled button, the person and a scale', () => {
    render(<SiteMap sites={sites} origin={origin} zoom={10} label="Study sites map" language="en" />);
    const map = screen.getByRole('region', { name: 'Study sites map' });
    expect(within(map).getByRole('button', { name: 'Lakeshore Research, 1.2 mi away' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'North Shore Clinic, 12.3 mi away' })).toBeInTheDocument();
    expect(within(map).getAllByText('ZIP 60611').length).toBeGreaterThan(0);
    expect(within(map).getByRole('img', { name: /Scale: this bar is \d+(\.\d)? mi/ })).toBeInTheDocument();
    expect(within(map).getByText('North Shore Clinic: 12.3 mi')).toBeInTheDocument();
    expect(screen.queryByTestId('google-map')).toBeNull();
  });

  it('places markers to scale: the farther site is drawn farther from the person', () => {
    render(<SiteMap sites={sites} origin={origin} zoom={10} label="Map" language="en" />);
    const near = screen.getByRole('button', { name: /Lakeshore/ });
    const far = screen.getByRole('button', { name: /North Shore/ });
    // north is up: Evanston is above Chicago
    expect(parseFloat(far.style.top)).toBeLessThan(parseFloat(near.style.top));
  });

  it('reports marker clicks, marks the selected marker, shows the info window and closes it', async () => {
    const user = userEvent.setup();
    const onMarkerClick = jest.fn();
    const onMapClick = jest.fn();
    const { rerender } = render(
      <SiteMap
        sites={sites}
        zoom={4}
        label="Map"
        language="en"
        onMarkerClick={onMarkerClick}
        onMapClick={onMapClick}
      />,
    );
    await user.click(screen.getByRole('button', { name: /North Shore/ }));
    expect(onMarkerClick).toHaveBeenCalledWith('evn');
    expect(onMapClick).not.toHaveBeenCalled();

    rerender(
      <SiteMap
        sites={sites}
        zoom={4}
        label="Map"
        language="en"
        selectedId="evn"
        infoWindowId="evn"
        renderInfo={(site) => <span>Info for {site.name}</span>}
        onMarkerClick={onMarkerClick}
        onMapClick={onMapClick}
      />,
    );
    expect(screen.getByRole('button', { name: /North Shore.*selected/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: /Lakeshore/ })).toHaveAttribute('aria-pressed', 'false');
    const info = screen.getByRole('group', { name: 'North Shore Clinic' });
    expect(within(info).getByText('Info for North Shore Clinic')).toBeInTheDocument();
    await user.click(within(info).getByText('Info for North Shore Clinic'));
    expect(onMapClick).not.toHaveBeenCalled(); // a click inside the window is not a map click
    await user.click(within(info).getByRole('button', { name: 'Close' }));
    expect(onMapClick).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('button', { name: /Lakeshore/ }), { key: 'Escape' });
    expect(onMapClick).toHaveBeenCalledTimes(2);
  });

  it('shows the default info body and a background click is a map click', () => {
    const onMapClick = jest.fn();
    const { container } = render(
      <SiteMap
        sites={sites}
        zoom={4}
        label="Map"
        language="en"
        infoWindowId="chi"
        onMapClick={onMapClick}
        distanceUnit="miles"
      />,
    );
    const info = screen.getByRole('group', { name: 'Lakeshore Research' });
    expect(within(info).getByText('Chicago, IL')).toBeInTheDocument();
    expect(within(info).getByText('1.2 miles')).toBeInTheDocument();
    fireEvent.click(container.querySelector('.site-map__canvas') as Element);
    expect(onMapClick).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish and never renders an empty box without sites', () => {
    render(<SiteMap sites={[]} zoom={4} label="Mapa" language="es" />);
    const map = screen.getByRole('region', { name: 'Mapa' });
    expect(within(map).getByText(/Mapa simplificado/)).toBeInTheDocument();
    expect(within(map).getByRole('img', { name: /Escala/ })).toBeInTheDocument();
  });
});

describe('SiteMap with a Google key', () => {
  it('uses Google once the script is loaded', async () => {
    loader.isLoaded = true;
    const onMarkerClick = jest.fn();
    render(
      <SiteMap
        sites={sites}
        zoom={10}
        label="Map"
        language="en"
        apiKey="key"
        infoWindowId="chi"
        onMarkerClick={onMarkerClick}
      />,
    );
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
    expect(screen.getAllByTestId('google-marker')).toHaveLength(2);
    expect(screen.getByTestId('google-info')).toHaveTextContent('Lakeshore Research');
    fireEvent.click(screen.getByRole('button', { name: 'North Shore Clinic, 12.3 mi away' }));
    expect(onMarkerClick).toHaveBeenCalledWith('evn');
  });

  it('shows the offline map while the script loads, and Google when it is ready in time', async () => {
    const { rerender } = render(<SiteMap sites={sites} zoom={10} label="Map" language="en" apiKey="key" />);
    expect(await screen.findByText(/Simplified map/)).toBeInTheDocument();
    loader.isLoaded = true;
    rerender(<SiteMap sites={sites} zoom={10} label="Map" language="en" apiKey="key " />);
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
  });

  it('keeps the offline map when the script fails to load', async () => {
    loader.loadError = new Error('blocked');
    render(<SiteMap sites={sites} zoom={10} label="Map" language="en" apiKey="key" />);
    expect(await screen.findByText(/Simplified map/)).toBeInTheDocument();
    expect(screen.queryByTestId('google-map')).toBeNull();
  });

  it('gives up on Google after the load timeout, even if the script arrives later', async () => {
    jest.useFakeTimers();
    try {
      const { rerender } = render(<SiteMap sites={sites} zoom={10} label="Map" language="en" apiKey="key" />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(GOOGLE_LOAD_TIMEOUT_MS - 1);
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1);
      });
      loader.isLoaded = true;
      rerender(<SiteMap sites={sites} zoom={10} label="Map" language="en" apiKey="key" />);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(screen.queryByTestId('google-map')).toBeNull();
      expect(screen.getByText(/Simplified map/)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('uses the offline map while the browser is offline, and Google when it comes back', async () => {
    loader.isLoaded = true;
    setOnline(false);
    render(<SiteMap sites={sites} zoom={10} label="Map" language="en" apiKey="key" />);
    expect(screen.getByText(/Simplified map/)).toBeInTheDocument();
    expect(screen.queryByTestId('google-map')).toBeNull();
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
  });
});
