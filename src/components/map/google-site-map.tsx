import {
  GoogleMap,
  GoogleMarkerClusterer,
  type GoogleMarkerClustererProps,
  InfoWindowF,
  MarkerF,
  useJsApiLoader,
} from '@react-google-maps/api';
import { useEffect, useMemo, type ReactNode } from 'react';
import { formatDistance } from '../../shared/domain/sites/distance';
import { DEFAULT_MAP_CENTRE } from '../../shared/domain/sites/map-link';
import { clusterRenderer, siteIcon, youIcon } from './google-map-markers';
import { infoBodyOf } from './map-info';
import { MapLegend } from './map-extras';
import { MARKER_COLOUR_PROPERTIES } from './map-marker-colours';
import { siteMapStrings } from './site-map-strings';
import type { MapSite, SiteMapProps } from './site-map-types';

/*
 * The Google map (@react-google-maps/api). Its own lazy chunk: loaded only with a key and a
 * network. Same script id and libraries as the contact form's bridge, so the two share one
 * script load (the loader refuses a second load with different options). Sites that overlap
 * become a group with its count (@googlemaps/markerclusterer through GoogleMarkerClusterer); the
 * person and the selected site have markers of their own, never grouped, and a legend says
 * which is which. What is selected lives with the page, not here, so switching to the offline
 * map and back (the connection changes) keeps it.
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

/** The legend explains the markers the map has now. */
type Clusterer = Parameters<GoogleMarkerClustererProps['children']>[0];

interface SiteMarkerProps extends Pick<SiteMapProps, 'language' | 'onMarkerClick'> {
  site: MapSite;
  selected: boolean;
  unit: string;
  clusterer?: Clusterer;
}

function SiteMarkerF({ site, selected, unit, clusterer, language, onMarkerClick }: SiteMarkerProps) {
  const t = siteMapStrings(language);
  const distance = formatDistance(site.distance, unit, language);
  return (
    <MarkerF
      position={{ lat: site.latitude, lng: site.longitude }}
      title={
        selected
          ? `${t.markerLabel(site.name, distance)} (${t.selected})`
          : t.markerLabel(site.name, distance)
      }
      icon={siteIcon(selected)}
      zIndex={selected ? 3 : 2}
      clusterer={clusterer}
      onClick={() => onMarkerClick?.(site.id)}
    />
  );
}

export default function GoogleSiteMap(props: GoogleSiteMapProps) {
  const { apiKey, language, sites, origin, zoom, onReady, onFailed, onMarkerClick } = props;
  const unit = props.distanceUnit ?? 'mi';
  const t = siteMapStrings(language);
  // Made once per map: the clusterer reads its options when it is created.
  const clusterOptions = useMemo(() => ({ renderer: clusterRenderer(t.cluster) }), [t]);
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
  const selected = sites.find((site) => site.id === props.selectedId) ?? null;
  return (
    <div
      className="site-map site-map--google"
      style={MARKER_COLOUR_PROPERTIES}
      role="region"
      aria-label={props.label}
    >
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
            icon={youIcon()}
            zIndex={4}
          />
        ) : null}
        {/* The selected site stays out of the groups: it is always on the map itself. */}
        {selected ? (
          <SiteMarkerF
            site={selected}
            selected
            unit={unit}
            language={language}
            onMarkerClick={onMarkerClick}
          />
        ) : null}
        <GoogleMarkerClusterer options={clusterOptions}>
          {(clusterer) => (
            <>
              {sites
                .filter((site) => site !== selected)
                .map((site) => (
                  <SiteMarkerF
                    key={site.id}
                    site={site}
                    selected={false}
                    unit={unit}
                    clusterer={clusterer}
                    language={language}
                    onMarkerClick={onMarkerClick}
                  />
                ))}
            </>
          )}
        </GoogleMarkerClusterer>
        {info ? (
          <InfoWindowF
            position={{ lat: info.latitude, lng: info.longitude }}
            onCloseClick={() => props.onMapClick?.()}
          >
            <div className="site-map__info-body">{infoBodyOf(info, unit, props.renderInfo, language)}</div>
          </InfoWindowF>
        ) : null}
      </GoogleMap>
      <MapLegend
        t={t}
        you={Boolean(origin)}
        selected={selected !== null}
        // Groups form only where markers overlap at the zoom shown; the key explains them once they can.
        cluster={sites.filter((site) => site !== selected).length > 1}
      />
    </div>
  );
}
