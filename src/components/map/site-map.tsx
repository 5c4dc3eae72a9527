import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { OfflineMap } from './offline-map';
import type { SiteMapProps } from './site-map-types';
import { useOnline } from './use-online';
import './site-map.css';

export type { MapOrigin, MapSite, SiteMapProps } from './site-map-types';

const GoogleSiteMap = lazy(() => import('./google-site-map'));

/** How long the Google script may take before the offline map stays for good on this page. */
export const GOOGLE_LOAD_TIMEOUT_MS = 6_000;

type GoogleState = 'pending' | 'ready' | 'failed';

/**
 * The sites map (site selection, study location, selected-site card). Google Maps only with a
 * browser key and a network; otherwise, and when the script fails or is not ready within
 * GOOGLE_LOAD_TIMEOUT_MS, the offline map. The offline map also stands in while Google loads, so
 * the person never looks at a blank box or an endless spinner.
 */
export default function SiteMap(props: SiteMapProps) {
  const online = useOnline();
  const [google, setGoogle] = useState<GoogleState>('pending');
  const apiKey = props.apiKey?.trim() ?? '';
  const wantsGoogle = apiKey !== '' && online && google !== 'failed';
  const onReady = useCallback(() => setGoogle((state) => (state === 'failed' ? state : 'ready')), []);
  const onFailed = useCallback(() => setGoogle('failed'), []);

  useEffect(() => {
    if (!wantsGoogle || google !== 'pending') return;
    const timer = setTimeout(
      () => setGoogle((state) => (state === 'pending' ? 'failed' : state)),
      GOOGLE_LOAD_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [wantsGoogle, google]);

  const offline = <OfflineMap {...props} />;
  if (!wantsGoogle) return offline;
  return (
    <Suspense fallback={offline}>
      <GoogleSiteMap {...props} apiKey={apiKey} onReady={onReady} onFailed={onFailed} fallback={offline} />
    </Suspense>
  );
}
