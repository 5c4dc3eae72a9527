import { GoogleMap, InfoWindowF, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useEffect, type ReactNode } from 'react';
import { formatDistance } from '../../shared/domain/sites/distance';
import { DEFAULT_MAP_CENTRE } from '../../shared/domain/sites/map-link';
import { infoBodyOf } from './map-info';
import { siteMapStrings } from './site-map-strings';
import type { MapSite, SiteMapProps } from './site-map-types';

/*
 * The Google map (@react-google-maps/api). Its own lazy chunk: loaded only with a key and a
 * network. Same script id and libraries as the contact form's bridge, so the two share one
 * script load (the loader refuses a second load with different options).
 */
const LIBRARIES: ('places' | 'geocoding')[] = ['places', 'geocoding'];

export interface GoogleSiteMapProps extends SiteMapProps {
  apiKey: string;
  onReady: () => void;
  onFailed: () => void;
  /** Shown until the script is loaded (the offline map, so there is never an empty box). */
  fallback: ReactNode;
}

function centreOf(sites: readonly MapSite[], props: GoogleSiteMapProps): google.maps.LatLngLiteral {
  const selected = sites.find((site) => site.id === props.selectedId);
  const point = selected ?? props.origin ?? sites[0] ?? DEFAULT_MAP_CENTRE;
  return { lat: point.latitude, lng: point.longitude };
}

function markerIcon(selected: boolean): google.maps.Symbol {
  return {
    path: google.maps.SymbolPath.CIRCLE,
    scale: selected ? 11 : 8,
    fillColor: selected ? '#b35c00' : '#0b5c6b',
    fillOpacity: 1,
    strokeColor: '#ffffff',
    strokeWeight: 2,
  };
}

export default function GoogleSiteMap(props: GoogleSiteMapProps) {
  const { apiKey, language, sites, origin, zoom, onReady, onFailed } = props;
  const unit = props.distanceUnit ?? 'mi';
  const t = siteMapStrings(language);
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'google-maps-script',
    googleMapsApiKey: apiKey,
    language,
    libraries: LIBRARIES,
  });
  useEffect(() => {
    if (loadError) onFailed();
    else if (isLoaded) onReady();
  }, [isLoaded, loadError, onReady, onFailed]);

  if (!isLoaded || loadError) return <>{props.fallback}</>;
  const info = sites.find((site) => site.id === props.infoWindowId) ?? null;
  return (
    <div className="site-map site-map--google" role="region" aria-label={props.label}>
      <GoogleMap
        mapContainerClassName="site-map__canvas"
        mapContainerStyle={{ height: `${props.heightPx ?? 400}px` }}
        center={centreOf(sites, props)}
        zoom={zoom}
        onClick={() => props.onMapClick?.()}
        options={{ clickableIcons: false, streetViewControl: false, mapTypeControl: false }}
      >
        {origin ? (
          <MarkerF
            position={{ lat: origin.latitude, lng: origin.longitude }}
            title={origin.label || t.yourLocation}
          />
        ) : null}
        {sites.map((site) => (
          <MarkerF
            key={site.id}
            position={{ lat: site.latitude, lng: site.longitude }}
            title={t.markerLabel(site.name, formatDistance(site.distance, unit, language))}
            icon={markerIcon(site.id === props.selectedId)}
            zIndex={site.id === props.selectedId ? 2 : 1}
            onClick={() => props.onMarkerClick?.(site.id)}
          />
        ))}
        {info ? (
          <InfoWindowF
            position={{ lat: info.latitude, lng: info.longitude }}
            onCloseClick={() => props.onMapClick?.()}
          >
            <div className="site-map__info-body">{infoBodyOf(info, unit, props.renderInfo, language)}</div>
          </InfoWindowF>
        ) : null}
      </GoogleMap>
    </div>
  );
}
