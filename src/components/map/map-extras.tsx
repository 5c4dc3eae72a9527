import type { Language } from '../../shared/content-model/language';
import { formatNumber } from '../../shared/domain/locale-format';
import { formatDistance } from '../../shared/domain/sites/distance';
import { scaleBarOf } from '../../shared/domain/sites/map-projection';
import type { SiteMapStrings } from './site-map-strings';
import type { MapSite } from './site-map-types';

const SCALE_BAR_MAX_PX = 100;

export function ScaleBar({
  milesPerPixel,
  t,
  language,
}: {
  milesPerPixel: number;
  t: SiteMapStrings;
  language: Language;
}) {
  const bar = scaleBarOf(milesPerPixel, SCALE_BAR_MAX_PX);
  const text = `${formatNumber(bar.miles, language)} mi`;
  return (
    <div className="site-map__scale" role="img" aria-label={t.scale(text)}>
      <span className="site-map__scale-text">{text}</span>
      <span className="site-map__scale-bar" style={{ width: `${bar.units}px` }} />
    </div>
  );
}

interface ControlsProps {
  t: SiteMapStrings;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onShowAll: () => void;
}

export function MapControls({ t, onZoomIn, onZoomOut, onShowAll }: ControlsProps) {
  return (
    <div
      className="site-map__controls"
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => event.stopPropagation()}
    >
      <button type="button" className="site-map__control" aria-label={t.zoomIn} onClick={onZoomIn}>
        <span aria-hidden="true">+</span>
      </button>
      <button type="button" className="site-map__control" aria-label={t.zoomOut} onClick={onZoomOut}>
        <span aria-hidden="true">−</span>
      </button>
      <button type="button" className="site-map__control" aria-label={t.showAll} onClick={onShowAll}>
        <span aria-hidden="true">⤢</span>
      </button>
    </div>
  );
}

/** What the marks mean: only the ones on this map. */
export function MapLegend({
  t,
  you,
  selected,
  cluster,
}: {
  t: SiteMapStrings;
  you: boolean;
  selected: boolean;
  cluster: boolean;
}) {
  return (
    <ul className="site-map__legend" aria-label={t.legend}>
      <li>
        <span className="site-map__legend-mark site-map__legend-mark--site" aria-hidden="true" />
        {t.legendSite}
      </li>
      {selected ? (
        <li>
          <span className="site-map__legend-mark site-map__legend-mark--selected" aria-hidden="true" />
          {t.legendSelected}
        </li>
      ) : null}
      {you ? (
        <li>
          <span className="site-map__legend-mark site-map__legend-mark--you" aria-hidden="true" />
          {t.legendYou}
        </li>
      ) : null}
      {cluster ? (
        <li>
          <span className="site-map__legend-mark site-map__legend-mark--cluster" aria-hidden="true">
            2
          </span>
          {t.legendCluster}
        </li>
      ) : null}
    </ul>
  );
}

interface DistanceListProps {
  sites: readonly MapSite[];
  unit: string;
  t: SiteMapStrings;
  language: Language;
}

export function DistanceList({ sites, unit, t, language }: DistanceListProps) {
  const known = sites.filter((site) => site.distance !== null);
  if (known.length === 0) return null;
  const sorted = [...known].sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  return (
    <details className="site-map__distances">
      <summary>{t.distances}</summary>
      <ol>
        {sorted.map((site) => (
          <li key={site.id}>
            {site.name}: {formatDistance(site.distance, unit, language)}
          </li>
        ))}
      </ol>
    </details>
  );
}
