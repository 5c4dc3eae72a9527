import type { ReactNode } from 'react';
import { formatDistance } from '../../shared/domain/sites/distance';
import type { MapSite } from './site-map-types';

/** The info window's default body: the name, its detail line and the distance. */
export function DefaultMapInfo({ site, unit }: { site: MapSite; unit: string }) {
  const distance = formatDistance(site.distance, unit);
  return (
    <>
      <strong className="site-map__info-name">{site.name}</strong>
      {site.detail ? <span className="site-map__info-detail">{site.detail}</span> : null}
      {distance ? <span className="site-map__info-distance">{distance}</span> : null}
    </>
  );
}

export function infoBodyOf(
  site: MapSite,
  unit: string,
  renderInfo: ((site: MapSite) => ReactNode) | undefined,
): ReactNode {
  return renderInfo ? renderInfo(site) : <DefaultMapInfo site={site} unit={unit} />;
}
