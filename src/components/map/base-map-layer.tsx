import { useEffect, useState } from 'react';
import type { MapView, ScreenSize } from '../../shared/domain/sites/map-view';
import type { UsBaseMap } from './us-base-map-types';

/*
 * The geography under the markers: land, coastline, state borders and the insets' frames, drawn
 * from the asset built at build time. The asset is its own chunk, fetched when a map first
 * mounts (and precached by the service worker, so it is there offline); until it arrives the
 * markers are drawn on plain water.
 */

let loaded: Promise<UsBaseMap> | null = null;
/** Once arrived, a map that mounts draws it at once. */
let arrived: UsBaseMap | null = null;

export function loadUsBaseMap(): Promise<UsBaseMap> {
  loaded ??= import('./us-base-map.json').then((module) => {
    arrived = (module.default ?? module) as UsBaseMap;
    return arrived;
  });
  return loaded;
}

export function useUsBaseMap(): UsBaseMap | null {
  const [base, setBase] = useState<UsBaseMap | null>(arrived);
  useEffect(() => {
    if (base) return;
    let live = true;
    loadUsBaseMap().then(
      (map) => {
        if (live) setBase(map);
      },
      // Without the asset the map still works: the markers on plain water.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [base]);
  return base;
}

export function BaseMapLayer({
  base,
  view,
  size,
}: {
  base: UsBaseMap | null;
  view: MapView;
  size: ScreenSize;
}) {
  return (
    <svg
      className="site-map__svg"
      width={size.width}
      height={size.height}
      viewBox={`0 0 ${size.width} ${size.height}`}
      aria-hidden="true"
    >
      {base ? (
        <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
          <path className="site-map__land" d={base.land} vectorEffect="non-scaling-stroke" />
          <path className="site-map__borders" d={base.borders} vectorEffect="non-scaling-stroke" />
          <path className="site-map__frames" d={base.frames} vectorEffect="non-scaling-stroke" />
        </g>
      ) : null}
    </svg>
  );
}
