import type { SiteMapProps } from '../../../src/components/map/site-map-types';

/** Stands in for the shared map: records what the card hands it. */
export const mapProps: SiteMapProps[] = [];

export default function SiteMapStub(props: SiteMapProps) {
  mapProps.push(props);
  return (
    <div role="region" aria-label={props.label} data-zoom={props.zoom}>
      {props.sites.map((s) => (
        <button key={s.id} type="button" onClick={() => props.onMarkerClick?.(s.id)}>
          {s.name}
        </button>
      ))}
      {props.infoWindowId ? <p>info {props.infoWindowId}</p> : null}
    </div>
  );
}
