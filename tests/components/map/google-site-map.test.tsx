import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { clusterRenderer, clusterScale } from '../../../src/components/map/google-map-markers';
import { MARKER_COLOURS } from '../../../src/components/map/map-marker-colours';
import SiteMap, { type MapSite } from '../../../src/components/map/site-map';

/*
 * The Google map with @react-google-maps/api mocked (its script cannot load here): each marker
 * shows its title, icon colour and whether it went to the clusterer.
 */
const loader = { isLoaded: true, loadError: undefined as Error | undefined };
const CLUSTERER = { kind: 'clusterer' };
interface MarkerProps {
  title: string;
  icon?: { fillColor: string; scale: number };
  clusterer?: object;
  onClick?: () => void;
}
jest.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => loader,
  GoogleMap: ({ children, onClick }: { children: ReactNode; onClick: () => void }) => (
    <div data-testid="google-map" onClick={onClick}>
      {children}
    </div>
  ),
  MarkerF: ({ title, icon, clusterer, onClick }: MarkerProps) => (
    <button
      type="button"
      data-testid="google-marker"
      data-colour={icon?.fillColor}
      data-grouped={clusterer === CLUSTERER ? 'yes' : 'no'}
      onClick={onClick}
    >
      {title}
    </button>
  ),
  InfoWindowF: ({ children }: { children: ReactNode }) => <div data-testid="google-info">{children}</div>,
  GoogleMarkerClusterer: ({ children }: { children: (clusterer: object) => ReactNode }) => (
    <div data-testid="google-clusterer">{children(CLUSTERER)}</div>
  ),
}));

const created: google.maps.MarkerOptions[] = [];
Object.assign(globalThis, {
  google: {
    maps: {
      SymbolPath: { CIRCLE: 0 },
      Marker: class {
        constructor(options: google.maps.MarkerOptions) {
          created.push(options);
        }
      },
    },
  },
});

const sites: MapSite[] = [
  { id: 'chi', name: 'Lakeshore Research', latitude: 41.8925, longitude: -87.6262, distance: 1.2 },
  { id: 'evn', name: 'North Shore Clinic', latitude: 42.0451, longitude: -87.6877, distance: 12.3 },
  { id: 'oak', name: 'Oak Brook Neurology', latitude: 41.8397, longitude: -87.9535, distance: 15.8 },
];
const origin = { latitude: 41.8947, longitude: -87.6195, label: 'You are here' };

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const marker = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  created.length = 0;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});

describe('Google map: clusters, markers and legend', () => {
  it('groups the other sites; the person and the selected site have markers of their own', async () => {
    render(
      <SiteMap
        sites={sites}
        origin={origin}
        selectedId="evn"
        zoom={4}
        label="Map"
        language="en"
        apiKey="key"
      />,
    );
    await screen.findByTestId('google-map');
    expect(marker(/^You are here$/)).toHaveAttribute('data-grouped', 'no');
    expect(marker(/^You are here$/)).toHaveAttribute('data-colour', MARKER_COLOURS.you);
    expect(marker(/North Shore Clinic.*\(selected\)/)).toHaveAttribute('data-grouped', 'no');
    expect(marker(/North Shore Clinic/)).toHaveAttribute('data-colour', MARKER_COLOURS.selected);
    for (const name of [/Lakeshore Research/, /Oak Brook Neurology/]) {
      expect(marker(name)).toHaveAttribute('data-grouped', 'yes');
      expect(marker(name)).toHaveAttribute('data-colour', MARKER_COLOURS.site);
    }
    // three colours, three meanings
    expect(new Set([MARKER_COLOURS.you, MARKER_COLOURS.selected, MARKER_COLOURS.site]).size).toBe(3);
    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Study site', 'Selected site', 'You', '2Several sites: select to zoom in']);
  });

  it('explains only the markers shown, in Spanish on Spanish pages', async () => {
    render(<SiteMap sites={sites.slice(0, 1)} zoom={10} label="Mapa" language="es" apiKey="key" />);
    await screen.findByTestId('google-map');
    const legend = screen.getByRole('list', { name: 'Leyenda del mapa' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Centro del estudio']);
  });

  it('draws a group as a circle with its count, named for screen readers', () => {
    const renderer = clusterRenderer((count) => `${count} study sites here`);
    const position = { lat: 41.9, lng: -87.6 } as unknown as google.maps.LatLng;
    renderer.render({ count: 12, position } as never, {} as never, {} as never);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      position,
      title: '12 study sites here',
      label: { text: '12' },
      icon: { fillColor: MARKER_COLOURS.group },
    });
    expect(clusterScale(2)).toBeLessThan(clusterScale(50));
    expect(clusterScale(100_000)).toBe(clusterScale(1_000_000));
  });
});

/** The page's own state, as the site list and the study location finder keep it. */
function PageWithMap() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <SiteMap
      sites={sites}
      origin={origin}
      selectedId={selectedId}
      infoWindowId={selectedId}
      onMarkerClick={setSelectedId}
      zoom={4}
      label="Map"
      language="en"
      apiKey="key"
    />
  );
}

describe('switching between Google and the offline map', () => {
  it('keeps the selected site and its info window when the connection goes and comes back', async () => {
    render(<PageWithMap />);
    await screen.findByTestId('google-map');
    fireEvent.click(marker(/Oak Brook Neurology/));
    expect(marker(/Oak Brook Neurology.*\(selected\)/)).toBeInTheDocument();
    expect(screen.getByTestId('google-info')).toHaveTextContent('Oak Brook Neurology');

    setOnline(false);
    expect(screen.queryByTestId('google-map')).toBeNull();
    expect(screen.getByText(/Simplified map/)).toBeInTheDocument();
    expect(marker(/Oak Brook Neurology.*selected/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Oak Brook Neurology' })).toBeInTheDocument();

    setOnline(true);
    expect(await screen.findByTestId('google-map')).toBeInTheDocument();
    expect(marker(/Oak Brook Neurology.*\(selected\)/)).toHaveAttribute('data-grouped', 'no');
    expect(screen.getByTestId('google-info')).toHaveTextContent('Oak Brook Neurology');
  });
});
