import type { Language } from '../../shared/content-model/language';
import { formatDistance } from '../../shared/domain/sites/distance';
import type { Box } from '../../shared/domain/sites/map-labels';
import type { MapLabel, MapMarker } from './offline-map-layout';
import type { SiteMapStrings } from './site-map-strings';

const place = (box: Box) => ({
  left: `${box.x}px`,
  top: `${box.y}px`,
  width: `${box.width}px`,
  height: `${box.height}px`,
});

interface MarkerProps {
  marker: MapMarker;
  selectedId: string | null;
  unit: string;
  t: SiteMapStrings;
  language: Language;
  onSiteClick?: (id: string) => void;
  onClusterClick: (marker: MapMarker) => void;
}

/** A site (a pin, a button named after the site) or a cluster (a count that zooms in). */
export function MapMarkerButton({
  marker,
  selectedId,
  unit,
  t,
  language,
  onSiteClick,
  onClusterClick,
}: MarkerProps) {
  if (marker.kind === 'cluster') {
    return (
      <button
        type="button"
        className="site-map__cluster"
        style={place(marker.box)}
        aria-label={t.cluster(marker.sites.length)}
        onClick={(event) => {
          event.stopPropagation();
          onClusterClick(marker);
        }}
      >
        <span aria-hidden="true">{marker.sites.length}</span>
      </button>
    );
  }
  const { site } = marker;
  const selected = site.id === selectedId;
  const distance = formatDistance(site.distance, unit, language);
  const name = t.markerLabel(site.name, distance);
  return (
    <button
      type="button"
      className={`site-map__marker${selected ? ' site-map__marker--selected' : ''}`}
      style={place(marker.box)}
      aria-label={selected ? `${name} (${t.selected})` : name}
      aria-pressed={selected}
      onClick={(event) => {
        event.stopPropagation();
        onSiteClick?.(site.id);
      }}
    >
      <span className="site-map__pin" aria-hidden="true" />
    </button>
  );
}

/** The person: a dot of its own colour and shape, not a button (nothing to choose there). */
export function OriginMarker({ box, label }: { box: Box; label: string }) {
  return (
    <span className="site-map__origin" style={place(box)}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/**
 * The labels that fit. The markers and the distance list carry these words for everyone, so the
 * labels are drawn by CSS from an attribute: not read out twice, not found twice in the page.
 */
export function MapLabels({ labels }: { labels: readonly MapLabel[] }) {
  return (
    <div className="site-map__labels" aria-hidden="true">
      {labels.map((label) => (
        <span
          key={label.id}
          className={`site-map__label site-map__label--${label.kind}`}
          style={place(label.box)}
          data-label={label.text}
        />
      ))}
      {labels
        .filter((label) => label.kind === 'city' && label.point)
        .map((label) => (
          <span
            key={`${label.id}:dot`}
            className="site-map__city-dot"
            style={{ left: `${label.point?.x ?? 0}px`, top: `${label.point?.y ?? 0}px` }}
          />
        ))}
    </div>
  );
}
