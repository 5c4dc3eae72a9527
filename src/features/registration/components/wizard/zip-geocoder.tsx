import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useFormState } from 'react-final-form';
import { chooseMapsBackend, type GeoPoint } from '../../../../lib/maps/maps-adapter';
import { ZIP_PATTERN } from '../../../../shared/domain/registration/field-rules';
import { STEP_FIELDS } from '../../../../shared/domain/registration/step-values';
import { geocodeUsZip } from './geocode-zip';

// Its own chunk, fetched only with a browser key and a network (the contact form's loader).
const GoogleMapsBridge = lazy(() => import('../../../../lib/maps/google-maps-bridge'));

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

interface ZipGeocoderProps {
  apiKey: string | undefined;
  language: string;
  /** The typed zip's coordinates, or null (not geocoded, not a US postal code, no key, offline). */
  onLocation: (point: GeoPoint | null) => void;
}

/** Geocodes the location step's zip through the maps adapter's Google script when it applies. */
export function ZipGeocoder({ apiKey, language, onLocation }: ZipGeocoderProps) {
  const { values } = useFormState<Record<string, unknown>>({ subscription: { values: true } });
  const zip =
    typeof values[STEP_FIELDS.zipcode] === 'string' ? (values[STEP_FIELDS.zipcode] as string).trim() : '';
  const [google, setGoogle] = useState(() => chooseMapsBackend({ apiKey, online: isOnline() }) === 'google');
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const onFailed = useCallback(() => setGoogle(false), []);

  useEffect(() => {
    onLocation(null);
    if (!ready || !ZIP_PATTERN.test(zip)) return;
    let live = true;
    void geocodeUsZip(zip).then((point) => {
      if (live) onLocation(point);
    });
    return () => {
      live = false;
    };
  }, [ready, zip, onLocation]);

  if (!google || !apiKey) return null;
  return (
    <Suspense fallback={null}>
      <GoogleMapsBridge apiKey={apiKey} language={language} onReady={onReady} onFailed={onFailed} />
    </Suspense>
  );
}
