import type { ReactNode } from 'react';

/** A site as the map shows it. */
export interface MapSite {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  distance: number | null;
  /** Short text under the name, e.g. city, state. */
  detail?: string;
  /** The postal address the Directions link searches (else the coordinates). */
  address?: string;
}

export interface MapOrigin {
  latitude: number;
  longitude: number;
  label: string;
}

export interface SiteMapProps {
  sites: readonly MapSite[];
  /** The person. */
  origin?: MapOrigin | null;
  /** The highlighted marker. */
  selectedId?: string | null;
  /** The site whose info window is open. */
  infoWindowId?: string | null;
  /** The info window's body (default: name, detail and distance). */
  renderInfo?: (site: MapSite) => ReactNode;
  onMarkerClick?: (id: string) => void;
  onMapClick?: () => void;
  /** 10 on the success map, 4 on the location map. */
  zoom: number;
  /** The Google Maps browser key from the site settings (mapsApiKey). */
  apiKey?: string;
  heightPx?: number;
  /** The accessible name of the map region. */
  label: string;
  language: 'en' | 'es';
  /** Default 'mi'. */
  distanceUnit?: string;
}
