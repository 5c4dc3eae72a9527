import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GeoPoint } from '../../shared/domain/sites/map-projection';
import { fitView, type Insets, type MapView, type ScreenSize } from '../../shared/domain/sites/map-view';

/**
 * The offline map's view: fitted to the sites and the person until the person moves it, and
 * fitted again when what is shown changes (other sites, another size). `update` composes
 * changes that arrive within one frame (a pinch sends several moves).
 */
export function useMapView(
  points: readonly GeoPoint[],
  size: ScreenSize,
  insets: Insets,
  options: { zoom: number; fallback: GeoPoint },
) {
  const key = JSON.stringify([
    points.map((p) => [p.latitude, p.longitude]),
    size.width,
    size.height,
    options.zoom,
  ]);
  // The fit depends only on what the key names.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fitted = useMemo(() => fitView(points, size, insets, options), [key]);
  const [moved, setMoved] = useState<{ key: string; view: MapView } | null>(null);
  const view = moved && moved.key === key ? moved.view : fitted;
  const current = useRef(view);
  useLayoutEffect(() => {
    current.current = view;
  });

  const update = useCallback(
    (change: (view: MapView) => MapView) => {
      current.current = change(current.current);
      setMoved({ key, view: current.current });
    },
    [key],
  );
  const reset = useCallback(() => {
    current.current = fitted;
    setMoved(null);
  }, [fitted]);
  return { view, update, reset, key };
}
