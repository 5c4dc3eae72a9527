import type { ReactNode } from 'react';
import { DirectionsLink } from '../directions/directions-link';
import type { Language } from '../../shared/content-model/language';
import { formatDistance } from '../../shared/domain/sites/distance';
import type { MapSite } from './site-map-types';

/** The info window's default body: the name, its detail line, the distance and Directions. */
export function DefaultMapInfo({
  site,
  unit,
  language,
}: {
  site: MapSite;
  unit: string;
  language: Language;
}) {
  const distance = formatDistance(site.distance, unit, language);
  return (
    <>
      <strong className="site-map__info-name">{site.name}</strong>
      {site.detail ? <span className="site-map__info-detail">{site.detail}</span> : null}
      {distance ? <span className="site-map__info-distance">{distance}</span> : null}
      <DirectionsLink
        siteName={site.name}
        target={{ address: site.address ?? '', latitude: site.latitude, longitude: site.longitude }}
        language={language}
      />
    </>
  );
}

export function infoBodyOf(
  site: MapSite,
  unit: string,
  renderInfo: ((site: MapSite) => ReactNode) | undefined,
  language: Language,
): ReactNode {
  return renderInfo ? renderInfo(site) : <DefaultMapInfo site={site} unit={unit} language={language} />;
}
