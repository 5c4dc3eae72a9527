import type { KeyboardEvent } from 'react';
import type { Language } from '../../shared/content-model/language';
import { formatNumber } from '../../shared/domain/locale-format';
import { formatDistance } from '../../shared/domain/sites/distance';
import { DEFAULT_MAP_CENTRE } from '../../shared/domain/sites/map-link';
import { fitProjection, scaleBarOf, type Projection } from '../../shared/domain/sites/map-projection';
import { infoBodyOf } from './map-info';
import { siteMapStrings, type SiteMapStrings } from './site-map-strings';
import type { MapSite, SiteMapProps } from './site-map-types';
import { useElementWidth } from './use-element-width';

const DEFAULT_WIDTH = 600;
const PADDING = 36;

interface ScaleBarProps {
  projection: Projection;
  width: number;
  t: SiteMapStrings;
  language: Language;
}

function ScaleBar({ projection, width, t, language }: ScaleBarProps) {
  const bar = scaleBarOf(projection.milesPerUnit, width / 4);
  const text = `${formatNumber(bar.miles, language)} mi`;
  return (
    <div className="site-map__scale" role="img" aria-label={t.scale(text)}>
      <span className="site-map__scale-text">{text}</span>
      <span className="site-map__scale-bar" style={{ width: `${bar.units}px` }} />
    </div>
  );
}

interface MarkerProps {
  site: MapSite;
  x: number;
  y: number;
  selected: boolean;
  unit: string;
  t: SiteMapStrings;
  language: Language;
  onClick?: (id: string) => void;
}

function SiteMarker({ site, x, y, selected, unit, t, language, onClick }: MarkerProps) {
  const distance = formatDistance(site.distance, unit, language);
  const name = selected
    ? `${t.markerLabel(site.name, distance)} (${t.selected})`
    : t.markerLabel(site.name, distance);
  return (
    <button
      type="button"
      className={`site-map__marker${selected ? ' site-map__marker--selected' : ''}`}
      style={{ left: `${x}px`, top: `${y}px` }}
      aria-label={name}
      aria-pressed={selected}
      onClick={(event) => {
        event.stopPropagation();
        onClick?.(site.id);
      }}
    >
      <span className="site-map__pin" aria-hidden="true" />
      {distance ? (
        <span className="site-map__marker-distance" aria-hidden="true">
          {distance}
        </span>
      ) : null}
    </button>
  );
}

interface DistanceListProps {
  sites: readonly MapSite[];
  unit: string;
  t: SiteMapStrings;
  language: Language;
}

function DistanceList({ sites, unit, t, language }: DistanceListProps) {
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

/**
 * The map without Google (no key, offline, or the script failed): an SVG drawn to scale around the
 * sites and the person, with each site a real button, a scale bar and the distances as a list, so
 * relative positions mean something and the map is never a blank box.
 */
export function OfflineMap(props: SiteMapProps) {
  const { sites, origin, selectedId, infoWindowId, renderInfo, onMarkerClick, onMapClick, zoom } = props;
  const unit = props.distanceUnit ?? 'mi';
  const height = props.heightPx ?? 400;
  const t = siteMapStrings(props.language);
  const { ref, width } = useElementWidth<HTMLDivElement>(DEFAULT_WIDTH);
  const points = origin ? [...sites, origin] : sites;
  const projection = fitProjection(
    points,
    { width, height, padding: PADDING },
    { zoom, fallback: DEFAULT_MAP_CENTRE },
  );
  const me = origin ? projection.project(origin) : null;
  const info = sites.find((site) => site.id === infoWindowId) ?? null;
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && info) onMapClick?.();
  };
  return (
    <div
      className="site-map site-map--offline"
      role="region"
      aria-label={props.label}
      onKeyDown={closeOnEscape}
    >
      <div
        ref={ref}
        className="site-map__canvas"
        style={{ height: `${height}px` }}
        onClick={() => onMapClick?.()}
      >
        <svg
          className="site-map__svg"
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          aria-hidden="true"
        >
          {me
            ? sites.map((site) => {
                const p = projection.project(site);
                return <line key={site.id} className="site-map__ray" x1={me.x} y1={me.y} x2={p.x} y2={p.y} />;
              })
            : null}
          {me ? (
            <g className="site-map__origin">
              <circle cx={me.x} cy={me.y} r={8} />
              {/* The label goes on the side with room, so it is never cut at the map's edge. */}
              <text
                x={me.x > width * 0.6 ? me.x - 12 : me.x + 12}
                y={me.y + 4}
                textAnchor={me.x > width * 0.6 ? 'end' : 'start'}
              >
                {origin?.label || t.yourLocation}
              </text>
            </g>
          ) : null}
        </svg>
        <ScaleBar projection={projection} width={width} t={t} language={props.language} />
        {me ? <span className="visually-hidden">{origin?.label || t.yourLocation}</span> : null}
        {sites.map((site) => {
          const p = projection.project(site);
          return (
            <SiteMarker
              key={site.id}
              site={site}
              x={p.x}
              y={p.y}
              selected={site.id === selectedId}
              unit={unit}
              t={t}
              language={props.language}
              onClick={onMarkerClick}
            />
          );
        })}
        {info ? (
          <div
            className="site-map__info"
            role="group"
            aria-label={info.name}
            onClick={(event) => event.stopPropagation()}
          >
            <div className="site-map__info-body">{infoBodyOf(info, unit, renderInfo, props.language)}</div>
            <button type="button" className="site-map__info-close" onClick={() => onMapClick?.()}>
              {t.close}
            </button>
          </div>
        ) : null}
      </div>
      <p className="site-map__note">{t.offlineNote}</p>
      <DistanceList sites={sites} unit={unit} t={t} language={props.language} />
    </div>
  );
}
