import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { formatDistance } from '../../shared/domain/sites/distance';
import { DEFAULT_MAP_CENTRE } from '../../shared/domain/sites/map-link';
import type { GeoPoint } from '../../shared/domain/sites/map-projection';
import {
  fitView,
  milesPerPixel,
  panBy,
  zoomAbout,
  type Insets,
  type MapView,
} from '../../shared/domain/sites/map-view';
import { BaseMapLayer, useUsBaseMap } from './base-map-layer';
import { infoPanelPlacement, panToReveal } from './info-panel-placement';
import { DistanceList, MapControls, MapLegend, ScaleBar } from './map-extras';
import { MARKER_COLOUR_PROPERTIES } from './map-marker-colours';
import { MapLabels, MapMarkerButton, OriginMarker } from './map-markers';
import { layoutOfflineMap, PIN, shortName, type MapMarker } from './offline-map-layout';
import { infoBodyOf } from './map-info';
import { siteMapStrings } from './site-map-strings';
import type { SiteMapProps } from './site-map-types';
import { useElementWidth } from './use-element-width';
import { KEY_ZOOM_FACTOR, useMapGestures } from './use-map-gestures';
import { useMapView } from './use-map-view';
import { useNaturalHeight } from './use-natural-height';

const DEFAULT_WIDTH = 600;
/** Room kept free at the edges when fitting: pins stand above their point, the controls sit right. */
const FIT_INSETS: Insets = { top: PIN.height + 8, right: 52, bottom: 34, left: 26 };

/**
 * The map without Google (no key, offline, or the script failed): the United States drawn from
 * the bundled geography, fitted to the sites and the person, that moves and zooms by pointer,
 * touch and keyboard. Sites are buttons; sites too close to tell apart become a cluster with a
 * count that zooms in; short labels are drawn only where they fit. The distance list below stays
 * the equal alternative.
 */
export function OfflineMap(props: SiteMapProps) {
  const { sites, origin, selectedId, infoWindowId, renderInfo, onMarkerClick, onMapClick, zoom } = props;
  const unit = props.distanceUnit ?? 'mi';
  const height = props.heightPx ?? 400;
  const language = props.language;
  const t = siteMapStrings(language);
  const { ref, width } = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH);
  const size = useMemo(() => ({ width, height }), [width, height]);
  const base = useUsBaseMap();
  const points: GeoPoint[] = origin ? [...sites, origin] : [...sites];
  const fallback = DEFAULT_MAP_CENTRE;
  const { view, update, reset, key } = useMapView(points, size, FIT_INSETS, { zoom, fallback });
  const originLabel = origin?.label || t.yourLocation;
  const layout = layoutOfflineMap({
    sites,
    origin: origin ?? null,
    originLabel,
    selectedId: selectedId ?? null,
    view,
    size,
    base,
    siteLabel: (site) => formatDistance(site.distance, unit, language) || shortName(site.name),
  });
  const info = sites.find((site) => site.id === infoWindowId) ?? null;
  const infoMarker = layout.markers.find((m) => m.kind === 'site' && m.site.id === info?.id);
  const { ref: infoRef, height: infoHeight } = useNaturalHeight<HTMLDivElement>(info?.id ?? null);
  const placement = infoMarker ? infoPanelPlacement(infoMarker.box, size, infoHeight) : null;
  const gestures = useMapGestures({ canvas: ref, size, update, reset, onMapClick });

  // An info window that opens over its own marker moves the map so the marker shows: once the
  // window's height is known where it is measured (its height decides the part left free).
  const revealed = useRef<string | null>(null);
  const measurable = typeof ResizeObserver !== 'undefined';
  useEffect(() => {
    if (info && measurable && infoHeight === null) return;
    const target = info ? `${info.id}|${key}` : null;
    if (!target || revealed.current === target || !infoMarker || !placement) {
      revealed.current = target;
      return;
    }
    revealed.current = target;
    const { dx, dy } = panToReveal(infoMarker.box, placement);
    if (dx !== 0 || dy !== 0) update((current) => panBy(current, dx, dy));
  });

  const zoomBy = (factor: number) =>
    update((current) => zoomAbout(current, factor, { x: width / 2, y: height / 2 }, size));
  const zoomInto = (marker: MapMarker) => {
    if (marker.kind !== 'cluster') return;
    const fitted = fitView(marker.sites, size, FIT_INSETS, { zoom, fallback });
    // Sites at one address cannot be told apart by zooming: the closest view, centred on them.
    update((current: MapView) =>
      fitted.scale > current.scale * 1.01
        ? fitted
        : zoomAbout(current, 4, { x: marker.x, y: marker.y }, size),
    );
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && info) onMapClick?.();
  };
  const around = sites.find((s) => s.id === selectedId) ?? origin ?? sites[0] ?? fallback;
  return (
    <div
      className="site-map site-map--offline"
      style={MARKER_COLOUR_PROPERTIES}
      role="region"
      aria-label={props.label}
      onKeyDown={closeOnEscape}
    >
      <div
        ref={ref}
        className="site-map__canvas"
        style={{ height: `${height}px` }}
        role="group"
        aria-roledescription="map"
        aria-label={t.mapView}
        tabIndex={0}
        data-view-scale={view.scale}
        {...gestures}
      >
        <BaseMapLayer base={base} view={view} size={size} />
        <MapLabels labels={layout.labels} />
        {layout.origin ? <OriginMarker box={layout.origin.box} label={originLabel} /> : null}
        {layout.markers.map((marker) => (
          <MapMarkerButton
            key={marker.kind === 'site' ? marker.site.id : `cluster:${marker.sites[0]?.id}`}
            marker={marker}
            selectedId={selectedId ?? null}
            unit={unit}
            t={t}
            language={language}
            onSiteClick={onMarkerClick}
            onClusterClick={zoomInto}
          />
        ))}
        <MapControls
          t={t}
          onZoomIn={() => zoomBy(KEY_ZOOM_FACTOR)}
          onZoomOut={() => zoomBy(1 / KEY_ZOOM_FACTOR)}
          onShowAll={reset}
        />
        <ScaleBar milesPerPixel={milesPerPixel(view, around)} t={t} language={language} />
        {info ? (
          <div
            ref={infoRef}
            className={`site-map__info site-map__info--${placement?.side ?? 'top'}`}
            style={placement ? infoStyle(placement.box, placement.side) : undefined}
            role="group"
            aria-label={info.name}
            onClick={(event) => event.stopPropagation()}
            onPointerDown={(event) => event.stopPropagation()}
          >
            <div className="site-map__info-body">{infoBodyOf(info, unit, renderInfo, language)}</div>
            <button type="button" className="site-map__info-close" onClick={() => onMapClick?.()}>
              {t.close}
            </button>
          </div>
        ) : null}
      </div>
      <MapLegend
        t={t}
        you={Boolean(origin)}
        selected={Boolean(selectedId && sites.some((s) => s.id === selectedId))}
        cluster={layout.markers.some((m) => m.kind === 'cluster')}
      />
      <p className="site-map__note">{t.offlineNote}</p>
      <DistanceList sites={sites} unit={unit} t={t} language={language} />
    </div>
  );
}

function infoStyle(box: { x: number; y: number; width: number; height: number }, side: string) {
  const common = { left: `${box.x}px`, width: `${box.width}px`, maxHeight: `${box.height}px` };
  return side === 'bottom' ? { ...common, bottom: '8px' } : { ...common, top: `${box.y}px` };
}
